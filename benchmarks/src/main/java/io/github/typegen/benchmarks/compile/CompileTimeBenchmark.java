package io.github.typegen.benchmarks.compile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

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

/**
 * What Typegen adds to a build: seconds per full {@code javac} build of {@link RecordSources}' records
 * ({@code records}, 200 by default), each build a single shot into fresh output directories.
 *
 * <ul>
 *   <li>{@link #plainJavac}: the records with {@code -proc:none};
 *   <li>{@link #withTypegen}: the records with Typegen's processor, which writes and javac then compiles
 *       {@code FooSerializer}, {@code FooSchema} and the rest;
 *   <li>{@link #typegenOutputWithoutProcessor}: the records and the sources Typegen wrote for them
 *       (written once per fork, before timing), with {@code -proc:none}: the part of the added time that
 *       is compiling the generated code rather than running the processor.
 * </ul>
 *
 * <p>All three use the same class path ({@link Javac}). Warm-up compiles let the JIT compile javac, so the
 * scores are those of a warm compiler (a build daemon, an IDE, the later modules of a Maven build); the
 * first compile of a fresh JVM is measured with {@code -wi 0 -i 1} ({@link CompileTimeReport} does both).
 * {@code -p processorOptions="-Atypegen.table=false"} passes options to the processor (space-separated;
 * {@code none} for none).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(3)
@Warmup(iterations = 6)
@Measurement(iterations = 5)
@State(Scope.Benchmark)
public class CompileTimeBenchmark {

    @Param({"200"})
    public int records;

    /** Options for the processor, e.g. {@code -Atypegen.table=false}; {@code none} for none. */
    @Param({"none"})
    public String processorOptions;

    private Path scratch;
    private List<Path> sources;
    private List<Path> sourcesAndTypegenOutput;
    private Javac.Output output;

    @Setup(Level.Trial)
    public void writeSources(BenchmarkParams params) throws IOException {
        scratch = Files.createTempDirectory("typegen-compile-bench");
        sources = RecordSources.write(RecordSources.generate(records), scratch.resolve("src"));
        if (params.getBenchmark().endsWith(".typegenOutputWithoutProcessor")) {
            Javac.Output typegen = Javac.compile(sources, Javac.Mode.TYPEGEN, options(), scratch.resolve("typegen"));
            sourcesAndTypegenOutput = new ArrayList<>(sources);
            sourcesAndTypegenOutput.addAll(Javac.javaFiles(typegen.generatedSources()));
        }
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
    public Object plainJavac() {
        output = Javac.compile(sources, Javac.Mode.PLAIN, List.of(), scratch.resolve("out"));
        return output;
    }

    @Benchmark
    public Object withTypegen() {
        output = Javac.compile(sources, Javac.Mode.TYPEGEN, options(), scratch.resolve("out"));
        return output;
    }

    @Benchmark
    public Object typegenOutputWithoutProcessor() {
        output = Javac.compile(sourcesAndTypegenOutput, Javac.Mode.PLAIN, List.of(), scratch.resolve("out"));
        return output;
    }

    private List<String> options() {
        return processorOptions.equals("none") ? List.of() : Javac.options(processorOptions);
    }
}
