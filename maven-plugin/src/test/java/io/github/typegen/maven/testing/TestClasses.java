package io.github.typegen.maven.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The compiled test classes, as files: the fixtures the plugin's code runs on. */
public final class TestClasses {

    private TestClasses() {}

    /** The test classes directory ({@code target/test-classes}). */
    public static Path directory() {
        try {
            return Path.of(TestClasses.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The class file of a compiled class. */
    public static Path classFile(Class<?> type) {
        return directory().resolve(type.getName().replace('.', '/') + ".class");
    }

    /** The bytes of a compiled class's class file. */
    public static byte[] bytes(Class<?> type) {
        try {
            return Files.readAllBytes(classFile(type));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Copies the class files of one package (not its subpackages) to the same place under {@code target}. */
    public static void copyPackage(String packageName, Path target) throws IOException {
        Path relative = Path.of(packageName.replace('.', '/'));
        Path from = directory().resolve(relative);
        Path to = target.resolve(relative);
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.filter(Files::isRegularFile).collect(Collectors.toList())) {
                Files.copy(file, to.resolve(file.getFileName()));
            }
        }
    }

    /** The class path of this test run, as paths. */
    public static List<Path> classpath() {
        return Stream.of(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .map(Path::of)
                .collect(Collectors.toList());
    }
}
