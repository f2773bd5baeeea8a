package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.JavaFileObject;

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
 *
 * <p>After a deliberate change to the generated code, write the golden files again with {@code mvn -pl processor
 * test -Dtest=GoldenFilesTest -Dtypegen.writeGoldens=true}, and review their diff.
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

    /** The system property that writes the golden files from what the processor generates now. */
    private static final String WRITE_PROPERTY = "typegen.writeGoldens";

    /** Replaces the golden files of {@code golden} with the sources of {@code compilation}. */
    private static void write(Compilation compilation, Golden golden) throws IOException {
        Path directory = TestCompilations.moduleDirectory().resolve("src/test/resources/goldens")
                .resolve(golden.directory());
        for (String generated : golden.generated()) {
            JavaFileObject source = compilation.generatedSourceFile("golden/" + generated)
                    .orElseThrow(() -> new AssertionError("No generated source golden/" + generated));
            Files.writeString(directory.resolve(generated + ".java"), source.getCharContent(true));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldens")
    void generatesTheGoldenSources(Golden golden) throws IOException {
        Compilation compilation = typegen()
                .withOptions(STRICT_OPTIONS)
                .compile(resource("goldens/" + golden.directory() + "/" + golden.input() + ".java"));

        assertThat(compilation).succeededWithoutWarnings();
        if (Boolean.getBoolean(WRITE_PROPERTY)) {
            write(compilation, golden);
        }
        for (String generated : golden.generated()) {
            assertThat(compilation)
                    .generatedSourceFile("golden/" + generated)
                    .hasSourceEquivalentTo(resource("goldens/" + golden.directory() + "/" + generated + ".java"));
        }
    }
}
