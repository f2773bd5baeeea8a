package io.github.typegen.processor.pipeline;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.util.List;

import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.model.ModelBuilder;
import io.github.typegen.processor.writing.FusedWriter;

/**
 * The processing step for {@code @Pipeline} classes: model and check each one ({@link PipelineBuilder}), and
 * write {@code FooFused} ({@link FusedWriter}) for each valid one. A class with errors gets no generated code.
 */
public final class PipelineStep {

    private final ProcessingEnvironment environment;
    private final Reporter reporter;
    private final PipelineBuilder builder;

    public PipelineStep(ProcessingEnvironment environment, Reporter reporter, ModelBuilder models) {
        this.environment = environment;
        this.reporter = reporter;
        this.builder = new PipelineBuilder(environment.getElementUtils(), environment.getTypeUtils(), reporter,
                models);
    }

    public void process(RoundEnvironment round) {
        reportStagesOutsidePipelines(round);
        for (Element element : round.getElementsAnnotatedWith(Pipeline.class)) {
            if (!(element instanceof TypeElement type)) {
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

    /** A stage annotation in a class without {@code @Pipeline} would do nothing: say so. */
    private void reportStagesOutsidePipelines(RoundEnvironment round) {
        List<Class<? extends Annotation>> stages = List.of(Stage.Map.class, Stage.Filter.class, Stage.FlatMap.class,
                Stage.KeyBy.class, Stage.Process.class, Stage.Sql.class);
        for (Class<? extends Annotation> stage : stages) {
            for (Element method : round.getElementsAnnotatedWith(stage)) {
                Element owner = method.getEnclosingElement();
                if (owner.getAnnotation(Pipeline.class) == null) {
                    reporter.error(method, Message.STAGE_SHAPE, method.getSimpleName(),
                            "@Stage." + stage.getSimpleName(),
                            "its class " + owner.getSimpleName() + " is not annotated @Pipeline, so no operator"
                                    + " would ever call it",
                            "Annotate " + owner.getSimpleName() + " with @Pipeline, or remove the stage annotation.");
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
