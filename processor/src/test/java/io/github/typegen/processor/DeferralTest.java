package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;

import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

/** A field whose type another processor generates in a later round is resolved, not reported. */
class DeferralTest {

    /** Generates {@code test.Later}, a {@code @FlinkType} record, in the first round only. */
    @SupportedAnnotationTypes("*")
    static final class GeneratesLater extends AbstractProcessor {
        private boolean done;

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (!done) {
                done = true;
                try (Writer writer = processingEnv.getFiler().createSourceFile("test.Later").openWriter()) {
                    writer.write("package test;\n@io.github.typegen.annotations.FlinkType\n"
                            + "public record Later(String name) {}\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    @Test
    void fieldOfATypeGeneratedInALaterRound() {
        Compilation compilation = javac()
                .withProcessors(new GeneratesLater(), new TypegenProcessor())
                .compile(JavaFileObjects.forSourceLines("test.Holder",
                        "package test;",
                        "@io.github.typegen.annotations.FlinkType",
                        "public record Holder(Later later, int count) {}"));

        assertThat(compilation).succeeded();
        assertThat(compilation).generatedSourceFile("test.HolderSerializer").contentsAsUtf8String()
                .contains("LaterSerializer.write(later, target, encoding)");
    }

    /**
     * A pipeline whose stages use {@code test.Holder}, deferred to the next round with its field of the
     * generated type: the pipeline waits in the same queue, and is written once {@code HolderTypeInfo} exists.
     */
    @Test
    void pipelineOfATypeDeferredToALaterRound() {
        Compilation compilation = javac()
                .withProcessors(new GeneratesLater(), new TypegenProcessor())
                .compile(JavaFileObjects.forSourceLines("test.Holder",
                                "package test;",
                                "@io.github.typegen.annotations.FlinkType",
                                "public record Holder(Later later, int count) {}"),
                        JavaFileObjects.forSourceLines("test.Counting",
                                "package test;",
                                "@io.github.typegen.annotations.Pipeline",
                                "public class Counting implements java.io.Serializable {",
                                "    private static final long serialVersionUID = 1L;",
                                "    @io.github.typegen.annotations.Stage.Map",
                                "    Holder hold(String name) {",
                                "        return new Holder(new Later(name), name.length());",
                                "    }",
                                "}"));

        assertThat(compilation).succeeded();
        assertThat(compilation).generatedSourceFile("test.CountingFused").contentsAsUtf8String()
                .contains("new HolderTypeInfo()");
    }

    @Test
    void aTypeThatNeverAppearsIsReportedWhenProcessingIsOver() {
        Compilation compilation = javac()
                .withProcessors(new TypegenProcessor())
                .compile(JavaFileObjects.forSourceLines("test.Holder",
                        "package test;",
                        "@io.github.typegen.annotations.FlinkType",
                        "public record Holder(Missing missing) {}"));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("Missing");
    }
}
