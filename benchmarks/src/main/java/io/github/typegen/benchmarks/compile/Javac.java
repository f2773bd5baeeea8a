package io.github.typegen.benchmarks.compile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * One in-process {@code javac} run, as a build tool makes it: {@code javax.tools}, a new file manager,
 * fresh output directories, {@code -g --release 17 -encoding UTF-8} (Maven's defaults with this project's
 * release).
 *
 * <p>The class path is the benchmark's own ({@code java.class.path}): run from {@code benchmarks.jar} it is
 * that jar, which holds Flink's core and Table API common classes, Typegen's annotations and runtime, and
 * this build's Typegen processor. With {@link Mode#TYPEGEN} the same path is the processor path, so javac
 * loads the processor in a class loader of its own on every compile, as it does in a build.
 */
final class Javac {

    /** The processor, named as a build names it with {@code -processor}. */
    static final String PROCESSOR = "io.github.typegen.processor.TypegenProcessor";

    enum Mode {
        /** {@code -proc:none}: no annotation processing. */
        PLAIN,
        /** {@code -processor TypegenProcessor} on the processor path, with the extra options given. */
        TYPEGEN
    }

    /** What one compile wrote, and javac's warnings and notes (an option no processor recognised, ...). */
    record Output(Path classes, Path generatedSources, List<String> warnings) {}

    private static final JavaCompiler COMPILER = ToolProvider.getSystemJavaCompiler();

    private Javac() {}

    static String classPath() {
        return System.getProperty("java.class.path");
    }

    /**
     * Compiles {@code sources} into fresh directories under {@code scratch}; throws, with javac's messages,
     * unless javac succeeds.
     */
    static Output compile(List<Path> sources, Mode mode, List<String> processorOptions, Path scratch) {
        if (COMPILER == null) {
            throw new IllegalStateException("No system Java compiler: run the benchmark on a JDK, not a JRE");
        }
        try {
            Files.createDirectories(scratch);
            Path classes = Files.createTempDirectory(scratch, "classes");
            Path generated = Files.createTempDirectory(scratch, "generated");
            List<String> options = new ArrayList<>(List.of("-g", "--release", "17", "-encoding", "UTF-8",
                    "-classpath", classPath(), "-d", classes.toString(), "-s", generated.toString()));
            if (mode == Mode.PLAIN) {
                options.add("-proc:none");
            } else {
                options.addAll(List.of("-processorpath", classPath(), "-processor", PROCESSOR));
                options.addAll(processorOptions);
            }
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            boolean success;
            try (StandardJavaFileManager files =
                    COMPILER.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
                success = COMPILER.getTask(null, files, diagnostics, options, null,
                        files.getJavaFileObjectsFromPaths(sources)).call();
            }
            if (!success) {
                throw new IllegalStateException("javac failed (" + mode + "):\n" + diagnostics.getDiagnostics().stream()
                        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                        .limit(20)
                        .map(Object::toString)
                        .collect(Collectors.joining("\n")));
            }
            List<String> warnings = diagnostics.getDiagnostics().stream()
                    .filter(d -> d.getKind() != Diagnostic.Kind.ERROR)
                    .map(d -> d.getKind() + ": " + d.getMessage(Locale.ROOT))
                    .distinct()
                    .collect(Collectors.toList());
            return new Output(classes, generated, warnings);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The {@code .java} files under {@code root}, in path order. */
    static List<Path> javaFiles(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Space-separated options, e.g. {@code "-Atypegen.table=false"}; blank for none. */
    static List<String> options(String spaceSeparated) {
        return spaceSeparated.isBlank() ? List.of() : Arrays.asList(spaceSeparated.trim().split("\\s+"));
    }

    static void delete(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
