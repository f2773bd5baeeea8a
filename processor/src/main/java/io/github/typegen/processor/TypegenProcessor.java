package io.github.typegen.processor;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

import com.google.auto.service.AutoService;
import com.squareup.javapoet.JavaFile;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.processor.model.ModelBuilder;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.pipeline.PipelineStep;
import io.github.typegen.processor.writing.SchemaWriter;
import io.github.typegen.processor.writing.SerializerWriter;
import io.github.typegen.processor.writing.TypeInfoWriter;

/**
 * The Typegen annotation processor. For each {@code @FlinkType} class it builds a {@link TypeModel}
 * (validating the class and every field type on the way, reporting errors on the offending element), and
 * from a valid model writes {@code FooSerializer}, {@code FooSerializerSnapshot}, {@code FooTypeInfo} and
 * {@code FooTypeInfoFactory}. A class with errors gets no generated code; other classes still do. For each
 * {@code @Pipeline} class it writes {@code FooFused} ({@link PipelineStep}). Whether it also writes
 * {@code FooSchema} follows the {@code -Atypegen.table} option and the compile classpath ({@link Options}).
 *
 * <p>A class whose field types are not resolvable yet (a type another processor generates in a later round)
 * is deferred to the next round, and reported only if still unresolvable when processing is over.
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
    "javax.annotation.processing.Generated"
})
public final class TypegenProcessor extends AbstractProcessor {

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    /** The {@code -Atypegen.*} keys; see {@link Options} and the README's "Processor options". */
    @Override
    public Set<String> getSupportedOptions() {
        return Options.keys();
    }

    /** Classes whose field types were not yet resolvable (generated later by another processor). */
    private final Set<String> deferred = new LinkedHashSet<>();

    private Options options;

    @Override
    public synchronized void init(ProcessingEnvironment processingEnv) {
        super.init(processingEnv);
        options = Options.parse(processingEnv.getOptions(), processingEnv.getElementUtils(),
                new Reporter(processingEnv.getMessager()));
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        Reporter reporter = new Reporter(processingEnv.getMessager());
        ModelBuilder models =
                new ModelBuilder(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), reporter);
        for (TypeElement type : typesToProcess(round)) {
            if (!round.processingOver() && models.hasUnresolvedTypes(type)) {
                deferred.add(type.getQualifiedName().toString());
                continue;
            }
            try {
                models.model(type).ifPresent(model -> generate(model, reporter));
            } catch (RuntimeException e) {
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                reporter.error(type, Message.INTERNAL_ERROR, type.getQualifiedName(), trace);
            }
        }
        new PipelineStep(processingEnv, reporter, models).process(round);
        // Claim @FlinkType and the @Generated on the code written here: javac warns under -Xlint:processing
        // about annotations no processor claims, which would break users' builds with -Xlint:all -Werror.
        return true;
    }

    /** This round's annotated classes, and those deferred from earlier rounds. */
    private List<TypeElement> typesToProcess(RoundEnvironment round) {
        List<TypeElement> types = new ArrayList<>();
        for (String name : deferred) {
            TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
            if (type != null) {
                types.add(type);
            }
        }
        deferred.clear();
        for (Element element : round.getElementsAnnotatedWith(FlinkType.class)) {
            if (element instanceof TypeElement type) {
                types.add(type);
            }
        }
        return types;
    }

    private void generate(TypeModel model, Reporter reporter) {
        for (JavaFile file : new JavaFile[] {
            SerializerWriter.write(model),
            TypeInfoWriter.snapshot(model),
            TypeInfoWriter.typeInfo(model),
            TypeInfoWriter.typeInfoFactory(model),
        }) {
            try {
                file.writeTo(processingEnv.getFiler());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        SchemaWriter.writeIfTableApi(model, processingEnv, options.writesSchema(model.element(), reporter));
    }
}
