package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

import com.google.testing.compile.Compilation;

/**
 * One erroneous input of a diagnostics test, with the assertions every diagnostics test makes of it.
 *
 * @param folder the resource folder of the inputs, e.g. {@code erroneous}
 * @param file the resource under {@code folder}, without {@code .java}
 * @param message the expected diagnostic
 * @param line a text that occurs once in the file, on the line the error must be reported on
 * @param mentions texts the message must contain: the offending element, and the reason
 */
record ErroneousCase(String folder, String file, Message message, String line, List<String> mentions) {

    JavaFileObject source() {
        return resource(folder + "/" + file + ".java");
    }

    /** Compiles the input alone: it fails with this case's id, in its file, on its line, and nothing else. */
    void assertReportedOnItsLine() {
        JavaFileObject source = source();

        Compilation compilation = typegen().compile(source);

        assertThat(compilation).failed();
        assertThat(compilation)
                .hadErrorContaining("[" + message.id() + "]")
                .inFile(source)
                .onLineContaining(line);
        // The only error: nothing cascades into generated code that refers to the type.
        assertThat(compilation).hadErrorCount(1);
    }

    /**
     * Compiles the input alone: its one message is {@code [Id] problem Fix: fix}, with every placeholder
     * filled, a fix of some substance, and every mention.
     */
    void assertSaysWhatIsWrongAndHowToFixIt() {
        List<Diagnostic<? extends JavaFileObject>> errors = typegen().compile(source()).errors();

        assertThat(errors).hasSize(1);
        String text = errors.get(0).getMessage(Locale.ROOT);
        assertThat(text).startsWith("[" + message.id() + "] ");
        assertThat(text).as("the problem, then a suggested fix").contains(" Fix: ");
        String problem = text.substring(0, text.indexOf(" Fix: "));
        String fix = text.substring(text.indexOf(" Fix: ") + " Fix: ".length());
        assertThat(problem).doesNotContain("%s");
        assertThat(fix).doesNotContain("%s").hasSizeGreaterThan(10);
        for (String mention : mentions) {
            assertThat(text).contains(mention);
        }
    }

    /** The files of {@code src/test/resources/<folder>} are exactly the cases' inputs, each an {@code Erroneous*}. */
    static void assertEveryInputIsUsed(String folder, Stream<ErroneousCase> cases) throws IOException {
        List<String> files;
        try (Stream<Path> listing = Files.list(Path.of(System.getProperty("basedir", "."))
                .resolve("src/test/resources").resolve(folder))) {
            files = listing.map(p -> p.getFileName().toString().replace(".java", "")).collect(Collectors.toList());
        }

        assertThat(files).allMatch(f -> f.startsWith("Erroneous"))
                .containsExactlyInAnyOrderElementsOf(cases.map(ErroneousCase::file).collect(Collectors.toList()));
    }

    @Override
    public String toString() {
        return message.id() + ": " + file;
    }
}
