package io.github.typegen.benchmarks.compile;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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
import org.openjdk.jmh.infra.BenchmarkParams;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.processor.TypegenProcessor;

/**
 * What Typegen adds to a cold build, as {@code javac} on the command line or a Maven build of one module pays it:
 * milliseconds per build of {@link RecordSources}' records ({@code records}, 200 by default), each build <em>one
 * fresh {@code javac} process</em> (the JDK's {@code bin/javac}, started with {@link ProcessBuilder}) into empty
 * output directories, the JVM's start included.
 *
 * <ul>
 *   <li>{@link #plainJavac}: the records with {@code -proc:none};
 *   <li>{@link #withTypegen}: the same records with {@code -processorpath} the processor path a user's build has:
 *       the {@code typegen-processor} jar (JavaPoet and ASM shaded inside), {@code typegen-annotations} and {@code
 *       typegen-format}; javac finds the processor on it as a build's does, by its service file.
 * </ul>
 *
 * <p>Nothing else differs between the two: the same sources (written once per trial), the same options ({@code -g
 * --release 17 -encoding UTF-8}, what Maven passes for this project, and {@link #processorOptions}, in one argument
 * file), the same class path, the benchmark's own ({@code java.class.path}: Flink's DataStream and Table APIs,
 * Typegen's annotations and runtime).
 *
 * <p>The processor path is found from this benchmark's class path, where the three classes above come from, so it
 * must be run on the module's class path, not from {@code benchmarks.jar} (which holds all three in one jar); see
 * BENCHMARKS.md. One warm-up build per side fills the file system cache; every build is as cold as the JVM gets.
 * {@link ColdCompileReport} runs both and prints their ratio.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 10)
@State(Scope.Benchmark)
public class ColdCompileBenchmark {

    /** How long one build may take before it is taken for hung. */
    private static final long TIMEOUT_MINUTES = 10;

    @Param({"200"})
    public int records;

    /**
     * Processor options, space-separated, given to both builds ({@code -proc:none} ignores them); {@code none} for
     * none. By default {@code -Atypegen.table=false}: the Table bridge is on this class path, and without it the
     * processor would write {@code FooSchema} as for a Table API module ({@code -p processorOptions=none}), where
     * the warm benchmark's default and the issue's figures have none.
     */
    @Param({"-Atypegen.table=false"})
    public String processorOptions;

    private Path scratch;
    private Path javac;
    private Path options;
    private Path sources;
    private String processorPath;
    private Path classes;
    private Path generated;
    private Path log;

    @Setup(Level.Trial)
    public void writeSources() throws IOException {
        javac = javacOfThisJdk();
        processorPath = userProcessorPath();
        scratch = Files.createTempDirectory("typegen-cold-compile");
        List<Path> files = RecordSources.write(RecordSources.generate(records), scratch.resolve("src"));
        classes = scratch.resolve("out/classes");
        generated = scratch.resolve("out/generated");
        log = scratch.resolve("javac.log");
        List<String> common = new ArrayList<>(List.of("-g", "--release", "17", "-encoding", "UTF-8",
                "-classpath", Javac.classPath(), "-d", classes.toString(), "-s", generated.toString()));
        if (!processorOptions.equals("none")) {
            common.addAll(Javac.options(processorOptions));
        }
        options = Files.writeString(scratch.resolve("options.txt"), argumentFile(common), StandardCharsets.UTF_8);
        sources = Files.writeString(scratch.resolve("sources.txt"),
                argumentFile(files.stream().map(Path::toString).toList()), StandardCharsets.UTF_8);
    }

    @Setup(Level.Invocation)
    public void createOutput() throws IOException {
        Files.createDirectories(classes);
        Files.createDirectories(generated);
    }

    /** Checks what the build wrote (every record compiled; with Typegen, a serializer per record), then deletes it. */
    @TearDown(Level.Invocation)
    public void checkAndDeleteOutput(BenchmarkParams params) throws IOException {
        try {
            long compiled = count(classes, ".class");
            long serializers = count(generated, "Serializer.java");
            boolean typegen = params.getBenchmark().endsWith(".withTypegen");
            if (compiled < records || serializers != (typegen ? records : 0)) {
                throw new IllegalStateException("javac wrote " + compiled + " class files and " + serializers
                        + " serializers for " + records + " records (" + params.getBenchmark() + "):\n"
                        + Files.readString(log));
            }
        } finally {
            Javac.delete(scratch.resolve("out"));
        }
    }

    @TearDown(Level.Trial)
    public void deleteSources() {
        Javac.delete(scratch);
    }

    @Benchmark
    public int plainJavac() throws IOException, InterruptedException {
        return javac(List.of("-proc:none"));
    }

    @Benchmark
    public int withTypegen() throws IOException, InterruptedException {
        return javac(List.of("-processorpath", processorPath));
    }

    /** Runs one {@code javac} process with the common options, {@code differing} and the sources; its exit code. */
    private int javac(List<String> differing) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(javac.toString());
        command.add("@" + options);
        command.addAll(differing);
        command.add("@" + sources);
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException("javac ran longer than " + TIMEOUT_MINUTES + " minutes: " + command);
        }
        int exit = process.exitValue();
        if (exit != 0) {
            throw new IllegalStateException("javac failed with exit code " + exit + ":\n" + Files.readString(log));
        }
        return exit;
    }

    /** {@code bin/javac} of the JDK running the benchmark. */
    static Path javacOfThisJdk() {
        Path bin = Path.of(System.getProperty("java.home"), "bin");
        return Stream.of("javac", "javac.exe").map(bin::resolve).filter(Files::isExecutable).findFirst()
                .orElseThrow(() -> new IllegalStateException("No javac in " + bin + ": run the benchmark on a JDK"));
    }

    /**
     * The processor path of a user's build: the jars of {@code typegen-processor}, {@code typegen-annotations} and
     * {@code typegen-format} on this benchmark's class path. Throws unless they are three jar files: classes
     * directories (a reactor build without {@code package}) lack the shaded JavaPoet, and a single jar is {@code
     * benchmarks.jar}, which holds everything.
     */
    static String userProcessorPath() {
        List<Path> jars = Stream.of(TypegenProcessor.class, FlinkType.class, GeneratedClass.class)
                .map(ColdCompileBenchmark::location).distinct().toList();
        if (jars.size() != 3 || !jars.stream().allMatch(jar -> Files.isRegularFile(jar)
                && jar.getFileName().toString().endsWith(".jar"))) {
            throw new IllegalStateException("The processor path must be the processor's, the annotations' and the"
                    + " format's jars, not " + jars + ": run the benchmark on the module's class path after"
                    + " 'package' (see BENCHMARKS.md)");
        }
        return jars.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** An argument file for javac's {@code @file}: one argument per line, quoted. */
    static String argumentFile(List<String> arguments) {
        return arguments.stream()
                .map(argument -> '"' + argument.replace("\\", "\\\\").replace("\"", "\\\"") + '"')
                .collect(Collectors.joining("\n", "", "\n"));
    }

    private static long count(Path root, String suffix) {
        if (!Files.isDirectory(root)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.getFileName().toString().endsWith(suffix)).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
