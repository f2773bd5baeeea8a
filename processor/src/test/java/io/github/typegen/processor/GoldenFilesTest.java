package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.testing.compile.Compilation;

/**
 * Layer 2: the generated sources of a few small, typical classes, compared with reviewed golden files under
 * {@code src/test/resources/goldens/<case>/}. They catch code that is correct but odd: a change to what the
 * processor writes must show up here, and be reviewed like any other change to generated code.
 *
 * <p>The comparison is by syntax tree ({@code hasSourceEquivalentTo}): formatting and comments may differ,
 * statements, names and types may not.
 */
class GoldenFilesTest {

    /**
     * @param directory the folder under {@code goldens/} with the input and the expected files
     * @param input the annotated class, a file in that folder
     * @param generated the generated classes compared, each with a golden file of the same name
     */
    record Golden(String directory, String input, List<String> generated) {
        @Override
        public String toString() {
            return directory + ": " + String.join(", ", generated);
        }
    }

    static Stream<Golden> goldens() {
        return Stream.of(
                // One case shows every kind of generated file; the others only their serializer.
                new Golden("record", "Reading", List.of(
                        "ReadingSerializer", "ReadingSerializerSnapshot", "ReadingTypeInfo", "ReadingTypeInfoFactory")),
                new Golden("pojo", "Account", List.of("AccountSerializer")),
                new Golden("immutable", "Money", List.of("MoneySerializer")),
                new Golden("sealed", "Event", List.of("EventSerializer", "Event_ClickSerializer")),
                new Golden("generic", "Envelope", List.of("EnvelopeSerializer", "EnvelopeSerializerSnapshot",
                        "EnvelopeTypeInfo", "EnvelopeTypeInfoFactory")),
                new Golden("tuple", "Trip", List.of("TripSerializer")),
                new Golden("collections", "Basket", List.of("BasketSerializer")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldens")
    void generatesTheGoldenSources(Golden golden) {
        Compilation compilation = typegen()
                .withOptions(STRICT_OPTIONS)
                .compile(resource("goldens/" + golden.directory() + "/" + golden.input() + ".java"));

        assertThat(compilation).succeededWithoutWarnings();
        for (String generated : golden.generated()) {
            assertThat(compilation)
                    .generatedSourceFile("golden/" + generated)
                    .hasSourceEquivalentTo(resource("goldens/" + golden.directory() + "/" + generated + ".java"));
        }
    }
}
