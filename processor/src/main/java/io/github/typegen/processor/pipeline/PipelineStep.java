package io.github.typegen.processor.pipeline;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.function.Predicate;

import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;

import com.squareup.javapoet.ClassName;
import com.sun.source.util.Trees;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.processor.DeferralQueue;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.model.ModelBuilder;
import io.github.typegen.processor.writing.FusedWriter;

/**
 * The processing step for {@code @Pipeline} classes: model and check each one ({@link PipelineBuilder}), and
 * write {@code FooFused} ({@link FusedWriter}) for each valid one. A class with errors gets no generated code.
 * A class whose stages use a type not resolvable yet, or a {@code @FlinkType} class deferred this round, waits
 * in the {@link DeferralQueue} for the next round; one whose stages use a class given up on (it reads a Lombok
 * class that Lombok's processor did not rewrite) is left alone, as that Lombok class is reported.
 */
public final class PipelineStep {

    private final ProcessingEnvironment environment;
    private final Reporter reporter;
    private final PipelineBuilder builder;
    private final DeferralQueue deferred;

    /**
     * @param schemasWritten whether {@code FooSchema} classes are written in this compilation (the Table bridge
     *     on the classpath, or {@code -Atypegen.table=true}; see {@code Options}), which {@code @Stage.Sql} needs
     * @param hasSchema whether the {@code @FlinkType} of that name has (or gets) its {@code FooSchema}: the
     *     table step's answer, for the types a query reads and writes
     * @param sqlChecks Flink's SQL front end for the compilation, which checks each {@code @Stage.Sql} query when
     *     it is on the processor path
     * @param requireFusion whether a query the front end found not to fuse is an error ({@code
     *     -Atypegen.sql.requireFusion=true}), not a note
     */
    public PipelineStep(ProcessingEnvironment environment, Reporter reporter, ModelBuilder models,
            DeferralQueue deferred, boolean schemasWritten, Predicate<ClassName> hasSchema, SqlChecks sqlChecks,
            boolean requireFusion) {
        this.environment = environment;
        this.reporter = reporter;
        this.builder = new PipelineBuilder(environment.getElementUtils(), environment.getTypeUtils(), reporter,
                models, schemasWritten, hasSchema, sqlChecks, requireFusion, compiledHere(environment));
        this.deferred = deferred;
    }

    /**
     * Whether javac compiles a class from source in this compilation (it has a syntax tree), so that it has no
     * class file on the class path yet. Under another compiler, whose trees {@code Trees} does not read, none is.
     */
    private static Predicate<TypeElement> compiledHere(ProcessingEnvironment environment) {
        Trees trees;
        try {
            trees = Trees.instance(environment);
        } catch (IllegalArgumentException e) {
            return type -> false;
        }
        return type -> trees.getTree(type) != null;
    }

    public void process(RoundEnvironment round) {
        reportStagesOutsidePipelines(round);
        for (TypeElement type : deferred.take(Pipeline.class, round, environment.getElementUtils())) {
            if (!round.processingOver() && waitsForLaterRound(type)) {
                deferred.defer(Pipeline.class, type);
                continue;
            }
            if (usesTypeGivenUp(type)) {
                continue;
            }
            try {
                builder.model(type).ifPresent(this::write);
            } catch (RuntimeException e) {
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                reporter.error(type, Message.INTERNAL_ERROR, type.getQualifiedName(), trace);
            }
        }
    }

    /** Whether a type the stages of {@code type} use is generated later, or is a class deferred this round. */
    private boolean waitsForLaterRound(TypeElement type) {
        return StageSignatures.hasUnresolvedTypes(type) || usesType(type, deferred::holds);
    }

    /**
     * Whether the stages of {@code type} use a class that processing gave up on (it reads a Lombok class that
     * Lombok's processor did not rewrite): that Lombok class is reported, and the pipeline would only add errors
     * about it.
     */
    private boolean usesTypeGivenUp(TypeElement type) {
        return usesType(type, deferred::gaveUpOn);
    }

    private static boolean usesType(TypeElement pipeline, Predicate<TypeElement> test) {
        return StageSignatures.typesOf(pipeline).stream()
                .anyMatch(used -> used instanceof DeclaredType declared
                        && declared.asElement() instanceof TypeElement element
                        && test.test(element));
    }

    /** A stage annotation in a class without {@code @Pipeline} would do nothing: say so. */
    private void reportStagesOutsidePipelines(RoundEnvironment round) {
        for (StageAnnotation stage : StageAnnotation.values()) {
            for (Element method : round.getElementsAnnotatedWith(stage.type())) {
                Element owner = method.getEnclosingElement();
                if (owner.getAnnotation(Pipeline.class) == null) {
                    reporter.error(method, Message.STAGE_WITHOUT_PIPELINE, method.getSimpleName(), stage.shown(),
                            owner.getSimpleName(), owner.getSimpleName());
                }
            }
        }
    }

    private void write(PipelineModel model) {
        try {
            FusedWriter.write(model).writeTo(environment.getFiler());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
