package io.github.typegen.benchmarks.compile;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Collectors;

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

/**
 * What Typegen's SQL front end ({@code typegen-sql}) adds to a build: milliseconds per full {@code javac} build
 * of {@link SqlQuerySources}' pipelines ({@code queries} {@code @Stage.Sql} stages, each in a pipeline of its
 * own), with Typegen's processor, {@code -Atypegen.table=true}, and the processor path
 *
 * <ul>
 *   <li>{@code sqlFrontEnd=without}: the class path without {@code typegen-sql}: the queries are left to the
 *       Table runtime, unchecked until the job is built;
 *   <li>{@code sqlFrontEnd=with}: the whole class path, {@code typegen-sql} included: every query is
 *       validated against its input's schema, its result checked against its return type, and its plan asked
 *       for a projection and filter to compile into the fused operator.
 * </ul>
 *
 * <p>The time the front end adds per query is {@code (with - without) / queries}; the difference between
 * {@code queries=1} and {@code queries=20} separates the front end's start (Flink's planner, loaded afresh
 * with the processor in every build) from its work per query.
 *
 * <p>Run it on the benchmarks module's class path, where Flink's Table jars are (they are {@code provided}, not
 * in {@code benchmarks.jar}), and {@code typegen-sql} with them once the module {@code sql} is in the tree. A
 * class path entry is {@code typegen-sql} when it declares a {@value #FRONT_END_SERVICE} service. Without
 * one, {@code sqlFrontEnd=with} fails at its setup rather than measure the same build twice.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(3)
@Warmup(iterations = 6)
@Measurement(iterations = 5)
@State(Scope.Benchmark)
public class SqlCompileTimeBenchmark {

    /** The service through which Typegen's processor finds the front end. */
    static final String FRONT_END_SERVICE = "META-INF/services/io.github.typegen.processor.sql.SqlFrontEnd";

    @Param({"1", "20"})
    public int queries;

    @Param({"without", "with"})
    public String sqlFrontEnd;

    private Path scratch;
    private List<Path> sources;
    private String processorPath;
    private Javac.Output output;

    @Setup(Level.Trial)
    public void writeSources() throws IOException {
        Map<Boolean, List<String>> entries = Arrays.stream(Javac.classPath().split(File.pathSeparator))
                .collect(Collectors.partitioningBy(SqlCompileTimeBenchmark::isFrontEnd));
        processorPath = switch (sqlFrontEnd) {
            case "without" -> String.join(File.pathSeparator, entries.get(false));
            case "with" -> {
                if (entries.get(true).isEmpty()) {
                    throw new IllegalStateException("typegen-sql is not on the class path (no entry declares "
                            + FRONT_END_SERVICE + "): build the benchmarks module with the sql module in the tree");
                }
                yield Javac.classPath();
            }
            default -> throw new IllegalArgumentException("sqlFrontEnd is 'with' or 'without', not " + sqlFrontEnd);
        };
        scratch = Files.createTempDirectory("typegen-sql-compile-bench");
        sources = RecordSources.write(SqlQuerySources.generate(queries), scratch.resolve("src"));
    }

    @TearDown(Level.Invocation)
    public void deleteOutput() {
        if (output != null) {
            Javac.delete(output.classes());
            Javac.delete(output.generatedSources());
            output = null;
        }
    }

    @TearDown(Level.Trial)
    public void deleteSources() {
        Javac.delete(scratch);
    }

    @Benchmark
    public Object compile() {
        output = Javac.compile(sources, Javac.Mode.TYPEGEN, List.of("-Atypegen.table=true"), scratch.resolve("out"),
                processorPath);
        return output;
    }

    /** Whether the class path entry {@code entry}, a directory or a jar, declares the front end's service. */
    static boolean isFrontEnd(String entry) {
        Path path = Paths.get(entry);
        if (Files.isDirectory(path)) {
            return Files.isRegularFile(path.resolve(FRONT_END_SERVICE));
        }
        if (!Files.isRegularFile(path)) {
            return false;
        }
        try (JarFile jar = new JarFile(path.toFile())) {
            return jar.getEntry(FRONT_END_SERVICE) != null;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the class path entry " + entry, e);
        }
    }
}
