package io.github.typegen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import io.github.typegen.processor.model.TypeNode;

/**
 * The processor dispatches on the kind of a {@link TypeNode} through {@link TypeNode.Visitor} only: a new kind is
 * then a compile error in every place that must handle it, where an {@code instanceof} test would let it fall
 * through to a default in silence.
 */
class TypeNodeDispatchTest {

    @Test
    void noSourceOfTheProcessorTestsTheKindOfATypeNodeWithInstanceof() throws IOException {
        Path sources = RepositoryRoot.find().resolve("processor/src/main/java");
        List<String> tests;
        try (Stream<Path> files = Files.walk(sources)) {
            tests = files.filter(file -> file.toString().endsWith(".java"))
                    .flatMap(TypeNodeDispatchTest::instanceofTests)
                    .toList();
        }
        assertThat(tests).as("instanceof TypeNode.* in processor/src/main/java: use a TypeNode.Visitor").isEmpty();
    }

    private static Stream<String> instanceofTests(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            return IntStream.range(0, lines.size())
                    .filter(i -> lines.get(i).contains("instanceof TypeNode"))
                    .mapToObj(i -> file.getFileName() + ":" + (i + 1) + ": " + lines.get(i).strip());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
