package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;

/**
 * Layer 2 for the Table bridge: the generated {@code TradeSchema} of a record that uses every table
 * annotation, compared with the reviewed golden file {@code goldens/schema/TradeSchema.java}.
 */
class SchemaGoldenTest {

    @Test
    void generatesTheGoldenSchema() {
        Compilation compilation = typegen()
                .withOptions(STRICT_OPTIONS)
                .compile(resource("goldens/schema/Trade.java"));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("golden/TradeSchema")
                .hasSourceEquivalentTo(resource("goldens/schema/TradeSchema.java"));
    }
}
