package io.github.typegen.processor;

import static com.google.testing.compile.Compiler.javac;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.JavaFileObject;

import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;

/** How the tests compile sources: with the Typegen processor, as a user's build would. */
final class TestCompilations {

    /** Asks for {@code FooSchema}s: the tests compile as a module that uses the Table API does. */
    static final String TABLES = "-Atypegen.table=true";

    /** The options under which generated code must compile cleanly, schemas included. */
    static final List<String> STRICT_OPTIONS = List.of("-Xlint:all", "-Werror", TABLES);

    private TestCompilations() {}

    /**
     * javac with the Typegen processor asked for schemas, and the test class path (annotations, runtime,
     * flink-core, the Table API).
     */
    static Compiler typegen() {
        return javac().withProcessors(new TypegenProcessor()).withOptions(TABLES);
    }

    /**
     * javac with the Typegen processor and no options, on the test class path, which does not hold the Table
     * bridge: as a module that does not use the Table API with DataStreams, so gets no schemas.
     */
    static Compiler typegenWithoutOptions() {
        return javac().withProcessors(new TypegenProcessor());
    }

    /**
     * {@code compiler} with flink-table-api-java-bridge added to the test class path: as a module that uses the
     * Table API with DataStreams ({@code TypedTables}, {@code @Stage.Sql}). The jar is kept off the tests' own
     * class path (see the processor's pom), so that it is only here.
     */
    static Compiler withTableBridge(Compiler compiler) {
        String bridge = System.getProperty("typegen.test.tableBridgeJar");
        if (bridge == null || !new File(bridge).isFile()) {
            throw new IllegalStateException("typegen.test.tableBridgeJar is not the Table bridge's jar: " + bridge);
        }
        List<File> classpath = Stream.concat(
                        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator)), Stream.of(bridge))
                .map(File::new)
                .collect(Collectors.toList());
        return compiler.withClasspath(classpath);
    }

    /** A source file under {@code src/test/resources}. */
    static JavaFileObject resource(String path) {
        return JavaFileObjects.forResource(path);
    }

    /**
     * The sources of {@code io.github.typegen.testdomain}, from {@code src/test/java}: Maven compiles them
     * without the processor (so tests can build values), the tests compile them again with it.
     */
    static List<JavaFileObject> testDomainSources() {
        Path directory = moduleDirectory().resolve("src/test/java/io/github/typegen/testdomain");
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".java"))
                    .sorted()
                    .map(TestCompilations::source)
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JavaFileObject source(Path file) {
        try {
            return JavaFileObjects.forResource(file.toUri().toURL());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path moduleDirectory() {
        Path basedir = Path.of(System.getProperty("basedir", "."));
        if (Files.isDirectory(basedir.resolve("src/test/java"))) {
            return basedir;
        }
        return Path.of("processor");
    }

    /**
     * The binary name of the class Typegen generates for {@code type}, following DESIGN.md: {@code
     * p.FooSerializer} for {@code p.Foo}, {@code p.Outer_FooSerializer} for {@code p.Outer.Foo}.
     */
    static String generatedName(Class<?> type, String suffix) {
        String packageName = type.getPackageName();
        String nested = type.getName().substring(packageName.length() + 1).replace('$', '_');
        return packageName + "." + nested + suffix;
    }
}
