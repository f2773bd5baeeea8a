package io.github.typegen.processor;

import static com.google.testing.compile.Compiler.javac;

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

    /** javac with the Typegen processor and no options: as a module that never asks for schemas. */
    static Compiler typegenWithoutOptions() {
        return javac().withProcessors(new TypegenProcessor());
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

    private static Path moduleDirectory() {
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
