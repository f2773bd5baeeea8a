package io.github.typegen.benchmarks.compile;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.annotation.processing.Processor;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.processor.TypegenProcessor;

/**
 * What checking {@code @Stage.Sql} queries at compile time adds to a build: milliseconds per {@code javac} build
 * of a module with {@code queries} pipelines of one {@code @Stage.Sql} stage each (and the two {@code @FlinkType}
 * records they read and write), with {@code -Atypegen.table=true}.
 *
 * <ul>
 *   <li>{@link #withoutSqlCheck}: the processor path of a build without {@code typegen-sql}: the processor, its
 *       annotations and format (the queries are noted as unchecked, once);
 *   <li>{@link #withSqlCheck}: the same and {@code typegen-sql} with its dependencies (Flink's Table planner):
 *       every query is validated by Flink's SQL front end, its optimized plan asked for, and (all of these
 *       queries fuse) written as Java inside its operator.
 * </ul>
 *
 * <p>Every build loads the processor path in a class loader of its own, as a Maven build does, so every build
 * starts Flink's planner anew, interpreted at first: the first query of a build pays for it, the others little.
 * Warm-up builds warm javac, not the planner; {@code -wi 0 -i 1} gives the first build of a fresh JVM.
 *
 * <p>The class path of the compiled sources is the benchmark's own ({@code java.class.path}: run it on the
 * module's class path, which has Flink's DataStream and Table APIs). The processor path of {@link #withSqlCheck}
 * adds {@code typegen-sql} and its dependencies, given as the system property {@value #SQL_PATH} (see
 * BENCHMARKS.md), exactly as a build's {@code annotationProcessorPaths} would resolve them.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 3)
@Measurement(iterations = 4)
@State(Scope.Benchmark)
public class SqlCheckBenchmark {

    /** The system property with the class path of {@code typegen-sql}: its jar and its runtime dependencies. */
    static final String SQL_PATH = "typegen.sql.path";

    @Param({"1", "20"})
    public int queries;

    private static final JavaCompiler COMPILER = ToolProvider.getSystemJavaCompiler();

    private Path scratch;
    private List<Path> sources;
    private List<Path> processorPath;
    private List<Path> processorPathWithSql;
    private Path output;

    @Setup(Level.Trial)
    public void writeSources() throws IOException {
        String sqlPath = System.getProperty(SQL_PATH);
        if (sqlPath == null || sqlPath.isBlank()) {
            throw new IllegalStateException("Set -D" + SQL_PATH + " to typegen-sql's jar and its runtime class path"
                    + " (see BENCHMARKS.md)");
        }
        scratch = Files.createTempDirectory("typegen-sql-bench");
        sources = write(scratch.resolve("src"), queries);
        processorPath = Stream.of(TypegenProcessor.class, FlinkType.class, GeneratedClass.class)
                .map(SqlCheckBenchmark::location).distinct().toList();
        processorPathWithSql = new ArrayList<>(processorPath);
        Stream.of(sqlPath.split(File.pathSeparator)).filter(entry -> !entry.isBlank()).map(Path::of)
                .forEach(processorPathWithSql::add);
    }

    @TearDown(Level.Invocation)
    public void deleteOutput() {
        Javac.delete(output);
        output = null;
    }

    @TearDown(Level.Trial)
    public void deleteSources() {
        Javac.delete(scratch);
    }

    @Benchmark
    public Object withoutSqlCheck() throws IOException {
        return compile(processorPath, "NOTE: [TypegenSqlNotChecked]");
    }

    @Benchmark
    public Object withSqlCheck() throws IOException {
        return compile(processorPathWithSql, "NOTE: [TypegenSqlFused]");
    }

    /**
     * Compiles the sources with the processor loaded from {@code path}, in a class loader of its own whose parent is
     * the platform's (as a Maven build loads its processor path, apart from the build's own classes); throws unless
     * javac succeeds and says {@code expectedNote}.
     */
    private Path compile(List<Path> path, String expectedNote) throws IOException {
        output = Files.createTempDirectory(scratch, "out");
        Path classes = Files.createDirectories(output.resolve("classes"));
        Path generated = Files.createDirectories(output.resolve("generated"));
        List<String> options = List.of("-g", "--release", "17", "-encoding", "UTF-8",
                "-classpath", Javac.classPath(), "-d", classes.toString(), "-s", generated.toString(),
                "-Atypegen.table=true");
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        boolean success;
        try (URLClassLoader processorPath = new URLClassLoader(urls(path), ClassLoader.getPlatformClassLoader());
                StandardJavaFileManager files =
                        COMPILER.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            JavaCompiler.CompilationTask task = COMPILER.getTask(null, files, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(sources));
            task.setProcessors(List.of((Processor) processorPath.loadClass(Javac.PROCESSOR).getConstructor()
                    .newInstance()));
            success = task.call();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        List<String> said = diagnostics.getDiagnostics().stream()
                .map(d -> d.getKind() + ": " + d.getMessage(Locale.ROOT)).toList();
        if (!success || said.stream().noneMatch(d -> d.startsWith(expectedNote))) {
            throw new IllegalStateException("javac did not build the queries as expected:\n"
                    + String.join("\n", said));
        }
        return classes;
    }

    private static URL[] urls(List<Path> path) {
        return path.stream().map(entry -> {
            try {
                return entry.toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalStateException(e);
            }
        }).toArray(URL[]::new);
    }

    /** The two records and {@code count} pipelines, each with one query of its own. */
    static List<Path> write(Path root, int count) throws IOException {
        Path dir = Files.createDirectories(root.resolve("com/example/sql"));
        List<Path> written = new ArrayList<>();
        written.add(Files.writeString(dir.resolve("Reading.java"), """
                package com.example.sql;

                import io.github.typegen.annotations.FlinkType;

                @FlinkType
                public record Reading(String sensor, double celsius, Double humidity, long time) {}
                """));
        written.add(Files.writeString(dir.resolve("Alert.java"), """
                package com.example.sql;

                import io.github.typegen.annotations.FlinkType;

                @FlinkType
                public record Alert(String sensor, String level, double celsius) {}
                """));
        for (int i = 0; i < count; i++) {
            String name = "Query" + i;
            String query = "SELECT sensor, CASE WHEN humidity > 0." + (i % 9 + 1) + " THEN 'wet' ELSE 'dry' END AS level,"
                    + " celsius * " + (i + 1) + " AS celsius FROM input WHERE celsius >= " + i + " AND sensor LIKE 's%'";
            written.add(Files.writeString(dir.resolve(name + ".java"), """
                    package com.example.sql;

                    import java.io.Serializable;

                    import io.github.typegen.annotations.Pipeline;
                    import io.github.typegen.annotations.Stage;

                    @Pipeline
                    public class %s implements Serializable {
                        private static final long serialVersionUID = 1L;

                        @Stage.Map
                        Reading parse(String line) {
                            String[] fields = line.split(",");
                            return new Reading(fields[0], Double.parseDouble(fields[1]), null, 0L);
                        }

                        @Stage.Sql("%s")
                        Alert alert(Reading reading) {
                            throw new UnsupportedOperationException("runs as SQL");
                        }
                    }
                    """.formatted(name, query)));
        }
        return written;
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
