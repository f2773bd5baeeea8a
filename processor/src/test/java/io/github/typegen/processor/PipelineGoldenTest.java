package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;

/**
 * Layer 2 for {@code @Pipeline}: the {@code FooFused} of a pipeline with every stage kind but SQL (a Map, the
 * Optional form of FlatMap, a Filter, a KeyBy, a Process with ValueState and ListState, the Iterable form of
 * FlatMap and a Map to a primitive), compiled under {@code -Xlint:all -Werror} and compared with the reviewed
 * golden file {@code goldens/pipeline/SessionsFused.java}.
 */
class PipelineGoldenTest {

    @Test
    void generatesTheGoldenFusedClass() {
        Compilation compilation = typegen().withOptions(STRICT_OPTIONS).compile(resource("goldens/pipeline/Sessions.java"));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("golden/SessionsFused")
                .hasSourceEquivalentTo(resource("goldens/pipeline/SessionsFused.java"));
    }
}
