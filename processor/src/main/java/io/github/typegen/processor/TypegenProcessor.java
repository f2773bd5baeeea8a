package io.github.typegen.processor;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.StandardLocation;

import com.google.auto.service.AutoService;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.processor.json.JsonBinding;
import io.github.typegen.processor.json.JsonStep;
import io.github.typegen.processor.model.GeneratedNameCheck;
import io.github.typegen.processor.model.Lombok;
import io.github.typegen.processor.model.ModelBuilder;
import io.github.typegen.processor.model.TableStep;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.pipeline.PipelineStep;
import io.github.typegen.processor.pipeline.SqlChecks;
import io.github.typegen.processor.weaving.ClassFileWeaving;
import io.github.typegen.processor.writing.JsonCodecWriter;
import io.github.typegen.processor.writing.SchemaWriter;
import io.github.typegen.processor.writing.SerializerWriter;
import io.github.typegen.processor.writing.TypeInfoWriter;

/**
 * The Typegen annotation processor. For each {@code @FlinkType} class it builds a {@link TypeModel}
 * (validating the class and every field type on the way, reporting errors on the offending element), and
 * from a valid model writes {@code FooSerializer}, {@code FooSerializerSnapshot}, {@code FooTypeInfo} and
 * {@code FooTypeInfoFactory}, and {@code FooSchema} when the {@link TableStep table step} allows it (by the
 * {@code -Atypegen.table} option and the compile classpath, {@link Options}), and {@code FooJsonCodec} when the
 * class or the module asks for one ({@link JsonStep}). A class with errors, table errors
 * included, gets no generated code; other classes still do. For each {@code @Pipeline} class it writes {@code
 * FooFused} ({@link PipelineStep}).
 *
 * <p>A class whose field types are not resolvable yet (a type another processor generates in a later round)
 * is deferred to the next round, and reported only if still unresolvable when processing is over. So is a class
 * whose model reads a Lombok-annotated class compiled in this round ({@link ModelBuilder#lombokTypesInProgress}):
 * Lombok rewrites it during the round, before or after this processor runs, and javac shows the result to all
 * processors from the next round on; this makes Typegen work with Lombok in either order on the processor path.
 * When Lombok's processor is not on the processor path, it never rewrites such a class: Typegen reports {@link
 * Message#LOMBOK_NOT_RUN} on it at once, in whatever round, and gives up on the classes that read it.
 *
 * <p>When javac has written the class file of a {@code @FlinkType} class it wrote a factory for, it adds Flink's
 * {@code @TypeInfo(FooTypeInfoFactory.class)} to it ({@link ClassFileWeaving}), so that Flink's own type extraction
 * finds the generated serializer after any javac build, as the Maven plugin's {@code weave} goal does.
 *
 * <p>Every generated file is derived from its class and the classes nested in its fields, so builds are
 * reproducible: no timestamps, the same input gives the same output.
 */
@AutoService(Processor.class)
@SupportedAnnotationTypes({
    "io.github.typegen.annotations.FlinkType",
    "io.github.typegen.annotations.Pipeline",
    "io.github.typegen.annotations.Stage.Map",
    "io.github.typegen.annotations.Stage.Filter",
    "io.github.typegen.annotations.Stage.FlatMap",
    "io.github.typegen.annotations.Stage.KeyBy",
    "io.github.typegen.annotations.Stage.Process",
    "io.github.typegen.annotations.Stage.Sql",
    "io.github.typegen.annotations.Column",
    "io.github.typegen.annotations.RowTime",
    "io.github.typegen.annotations.Watermark",
    "io.github.typegen.annotations.PrimaryKey",
    "io.github.typegen.annotations.FormerName",
    "io.github.typegen.annotations.Convert",
    "io.github.typegen.annotations.FlinkConverters",
    // read on fields and field classes (the serializer hatch); claimed, so -Xlint:processing stays quiet about it
    "org.apache.flink.api.common.typeinfo.TypeInfo",
    "javax.annotation.processing.Generated"
})
public final class TypegenProcessor extends AbstractProcessor {

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    /** The {@code -Atypegen.*} keys; see {@link Options} and "Processor options" in docs/processor.md. */
    @Override
    public Set<String> getSupportedOptions() {
        return Options.keys();
    }

    /** Classes put off to a later round, as their field or stage types are generated later by another processor. */
    private final DeferralQueue deferred = new DeferralQueue();

    /** The table step's verdicts, kept across rounds so that no type is checked or reported twice. */
    private final Map<ClassName, TableStep.Verdict> tableVerdicts = new HashMap<>();

    /** The names of generated classes, claimed across rounds. */
    private GeneratedNameCheck names;

    /**
     * Whether Lombok's processor is on the processor path, so javac runs it next to this one ({@link
     * Lombok#isOnProcessorPath}). When it is not, no later round will show the members Lombok would write.
     */
    private boolean lombokOnProcessorPath;

    /** The top-level classes compiled from source so far, by name: the root elements of every round. */
    private final Set<String> sourceClasses = new HashSet<>();

    /** The Lombok classes reported as {@link Message#LOMBOK_NOT_RUN}, by name, so each is reported once. */
    private final Set<String> lombokClassesReported = new HashSet<>();

    private Options options;

    /** Which classes get a JSON codec, and their bindings ({@code @FlinkType(json = true)}, {@code -Atypegen.json}). */
    private JsonStep json;

    /** Adds Flink's {@code @TypeInfo} to the class files javac writes for the classes given factories here. */
    private ClassFileWeaving weaving;

    /** Flink's SQL front end, looked for at the first {@code @Stage.Sql} stage and kept for the compilation. */
    private final SqlChecks sqlChecks = new SqlChecks(TypegenProcessor.class.getClassLoader());

    @Override
    public synchronized void init(ProcessingEnvironment processingEnv) {
        super.init(processingEnv);
        Reporter reporter = new Reporter(processingEnv.getMessager());
        options = Options.parse(processingEnv.getOptions(), processingEnv.getElementUtils(), reporter);
        json = new JsonStep(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), reporter,
                options.writesJsonCodecs());
        names = new GeneratedNameCheck(processingEnv.getElementUtils(), processingEnv.getTypeUtils());
        lombokOnProcessorPath = Lombok.isOnProcessorPath(TypegenProcessor.class.getClassLoader());
        weaving = options.weaves() ? ClassFileWeaving.start(processingEnv, reporter) : ClassFileWeaving.off();
        sqlChecks.useClassFiles(binaryName -> classFile(processingEnv.getFiler(), binaryName));
        sqlChecks.useSessionTimeZone(options.sessionTimeZone());
    }

    /**
     * The class file of {@code binaryName} on the compile class path, as javac reads it; null when there is none. A
     * user function of a {@code @Stage.Sql} stage is loaded from it by Flink's SQL front end.
     */
    private static byte[] classFile(Filer filer, String binaryName) {
        int dot = binaryName.lastIndexOf('.');
        String packageName = dot < 0 ? "" : binaryName.substring(0, dot);
        String fileName = binaryName.substring(dot + 1) + ".class";
        try (InputStream in = filer.getResource(StandardLocation.CLASS_PATH, packageName, fileName)
                .openInputStream()) {
            return in.readAllBytes();
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        Reporter reporter = new Reporter(processingEnv.getMessager());
        ModelBuilder models =
                new ModelBuilder(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), reporter);
        TableStep tables = new TableStep(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), reporter,
                models, options.writesSchemas(), options.warnsOfUnaskedSchemas(), tableVerdicts);
        Set<TypeElement> notRewrittenByLombok = classesNotRewrittenByLombokYet(round);
        for (TypeElement type : deferred.take(FlinkType.class, round, processingEnv.getElementUtils())) {
            List<String> awaitedLombokTypes = deferred.lombokTypesAwaitedBy(type);
            if (round.processingOver() && !awaitedLombokTypes.isEmpty()) {
                deferred.giveUp(type);
                reportLombokNotRunInTheLastRound(awaitedLombokTypes, round, reporter);
                continue;
            }
            if (!round.processingOver() && models.hasUnresolvedTypes(type)) {
                deferred.defer(FlinkType.class, type);
                continue;
            }
            List<TypeElement> lombokTypes = models.lombokTypesInProgress(type, notRewrittenByLombok);
            if (!lombokTypes.isEmpty()) {
                if (lombokOnProcessorPath) {
                    deferred.deferForLombok(FlinkType.class, type, lombokTypes);
                } else {
                    deferred.giveUp(type);
                    lombokTypes.forEach(lombokType -> reportLombokNotRun(lombokType, reporter));
                }
                continue;
            }
            try {
                models.model(type).ifPresent(model -> {
                    options.checkTableApi(model.element(), reporter);
                    generate(model, tables.check(model), reporter);
                });
            } catch (RuntimeException e) {
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                reporter.error(type, Message.INTERNAL_ERROR, type.getQualifiedName(), trace);
            }
        }
        new PipelineStep(processingEnv, reporter, models, deferred, options.writesSchemas(), tables::hasSchema,
                sqlChecks, options.requiresFusion()).process(round);
        // Claim @FlinkType and the @Generated on the code written here: javac warns under -Xlint:processing
        // about annotations no processor claims, which would break users' builds with -Xlint:all -Werror.
        return true;
    }

    /**
     * The classes whose Lombok annotations have not taken effect (yet), for {@link
     * ModelBuilder#lombokTypesInProgress}. With Lombok's processor on the processor path, the root classes of this
     * round: Lombok rewrites them during this round. Without it, every class compiled from source in this
     * compilation, in this round or an earlier one: nothing rewrites them. A class Typegen writes code for makes
     * javac run another round, so the round after a class's first round is no proof that Lombok ran.
     */
    private Set<TypeElement> classesNotRewrittenByLombokYet(RoundEnvironment round) {
        Set<TypeElement> roots = new HashSet<>();
        for (Element root : round.getRootElements()) {
            if (root instanceof TypeElement type) {
                roots.add(type);
                sourceClasses.add(type.getQualifiedName().toString());
            }
        }
        if (lombokOnProcessorPath) {
            return roots;
        }
        Set<TypeElement> compiledFromSource = new HashSet<>();
        for (String name : sourceClasses) {
            TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
            if (type != null) {
                compiledFromSource.add(type);
            }
        }
        return compiledFromSource;
    }

    /**
     * A class waited for Lombok, which is on the processor path, in the round before the last: as Lombok always
     * asks for one more round, Lombok did not run (javac was told which processors to run, without it). Says so
     * on each Lombok-annotated class once. When an error ended the rounds early (javac stops them at the first
     * error, or warning under {@code -Werror}), that is no proof, and the other error is the one to fix.
     */
    private void reportLombokNotRunInTheLastRound(List<String> lombokTypes, RoundEnvironment round,
            Reporter reporter) {
        if (round.errorRaised()) {
            return;
        }
        for (String name : lombokTypes) {
            TypeElement lombokType = processingEnv.getElementUtils().getTypeElement(name);
            if (lombokType != null) {
                reportLombokNotRun(lombokType, reporter);
            }
        }
    }

    /** {@link Message#LOMBOK_NOT_RUN} on a Lombok-annotated class, once in the compilation. */
    private void reportLombokNotRun(TypeElement lombokType, Reporter reporter) {
        String name = lombokType.getQualifiedName().toString();
        if (lombokClassesReported.add(name)) {
            reporter.error(lombokType, Message.LOMBOK_NOT_RUN, name,
                    String.join(", ", Lombok.annotationsOf(lombokType)));
        }
    }

    /**
     * Writes the files of a valid model; none when the table step reported an error, or when a generated name is
     * taken.
     */
    private void generate(TypeModel model, TableStep.Verdict table, Reporter reporter) {
        if (table.invalid()) {
            return;
        }
        List<GeneratedClass> kinds = new ArrayList<>(List.of(GeneratedClass.SERIALIZER,
                GeneratedClass.SERIALIZER_SNAPSHOT, GeneratedClass.TYPE_INFO, GeneratedClass.TYPE_INFO_FACTORY));
        if (table.schema().isPresent()) {
            kinds.add(GeneratedClass.SCHEMA);
        }
        Optional<JsonBinding> jsonBinding = json.check(model);
        if (jsonBinding.isPresent()) {
            kinds.add(GeneratedClass.JSON_CODEC);
        }
        if (!names.check(model, kinds, reporter)) {
            return;
        }
        List<JavaFile> files = new ArrayList<>(List.of(
                SerializerWriter.write(model),
                TypeInfoWriter.snapshot(model),
                TypeInfoWriter.typeInfo(model),
                TypeInfoWriter.typeInfoFactory(model)));
        table.schema().ifPresent(schema -> files.add(SchemaWriter.write(schema)));
        jsonBinding.ifPresent(binding -> files.add(JsonCodecWriter.write(binding)));
        for (JavaFile file : files) {
            try {
                file.writeTo(processingEnv.getFiler());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        weaving.expect(model.element(), model.names().get(GeneratedClass.TYPE_INFO_FACTORY).reflectionName());
    }
}
