package io.github.typegen.it;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Savepoints committed under {@code src/test/resources} as test fixtures: each a directory of files, a canonical
 * savepoint whose {@code _metadata} refers to its state files by relative paths only, so that a copy restores from
 * anywhere. The tests restore a copy of a fixture; a writer of fixtures replaces a fixture's files with a new
 * savepoint's.
 */
public final class SavepointFixtures {

    private SavepointFixtures() {
    }

    /**
     * The fixture {@code resources/directory} ({@code resources} being a directory of fixtures under {@code
     * it-tests/src/test/resources} with a README that says how to write them), copied to {@code temp}; fails,
     * saying how to write it, when it is missing.
     */
    public static Path copyTo(String resources, String directory, Path temp) throws IOException {
        URL url = SavepointFixtures.class.getClassLoader().getResource(resources + "/" + directory + "/_metadata");
        if (url == null) {
            throw new AssertionError("The savepoint fixture " + resources + "/" + directory + " is missing"
                    + " from it-tests/src/test/resources. Write the fixtures with the command in"
                    + " it-tests/src/test/resources/" + resources + "/README.md.");
        }
        Path fixture;
        try {
            fixture = Path.of(url.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        Path copy = Files.createDirectories(temp.resolve("fixture-" + directory));
        for (Path file : files(fixture)) {
            Files.copy(file, copy.resolve(file.getFileName()));
        }
        return copy;
    }

    /** Replaces the files of the fixture directory {@code fixture} with those of {@code savepoint}. */
    public static void replace(Path fixture, Path savepoint) throws IOException {
        Files.createDirectories(fixture);
        for (Path old : files(fixture)) {
            Files.delete(old);
        }
        for (Path file : files(savepoint)) {
            Files.copy(file, fixture.resolve(file.getFileName()));
        }
    }

    private static List<Path> files(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        }
    }
}
