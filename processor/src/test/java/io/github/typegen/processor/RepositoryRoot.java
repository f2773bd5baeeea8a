package io.github.typegen.processor;

import java.nio.file.Files;
import java.nio.file.Path;

/** The root of the repository, found by walking up from the module's directory: for tests that read its docs. */
final class RepositoryRoot {

    private RepositoryRoot() {}

    /** The nearest directory at or above the module's that holds {@code README.md}, {@code docs} and this module. */
    static Path find() {
        Path start = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize();
        for (Path directory = start; directory != null; directory = directory.getParent()) {
            boolean root = Files.isRegularFile(directory.resolve("README.md"))
                    && Files.isDirectory(directory.resolve("docs"))
                    && Files.isDirectory(directory.resolve("processor"));
            if (root) {
                return directory;
            }
        }
        throw new IllegalStateException("No directory at or above " + start + " holds README.md, docs/ and processor/");
    }
}
