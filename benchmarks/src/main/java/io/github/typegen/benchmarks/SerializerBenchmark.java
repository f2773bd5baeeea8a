package io.github.typegen.benchmarks;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Serialize, deserialize, copy and round trip (serialize, then deserialize those bytes) of every {@link
 * Shape} with every {@link Implementation}, in average nanoseconds per operation.
 *
 * <p>Every serializer is called through Flink's {@code TypeSerializer} API, as Flink calls it. JMH runs
 * each parameter combination in a JVM of its own, so every call site sees one serializer class only.
 * The defaults below are the settings of the run in {@code BENCHMARKS.md}: three forks rather than longer
 * iterations, because how the JIT compiles a serializer varies from one JVM to the next.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(3)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@State(Scope.Thread)
public class SerializerBenchmark {

    /** Every constant unless {@code -p shape=...} narrows it. */
    @Param
    public Shape shape;

    /** Every constant unless {@code -p implementation=...} narrows it. */
    @Param
    public Implementation implementation;

    private Subject<?> subject;

    @Setup
    public void setUp() {
        subject = shape.subject(implementation);
    }

    @Benchmark
    public int serialize() throws IOException {
        return subject.serialize();
    }

    @Benchmark
    public Object deserialize() throws IOException {
        return subject.deserialize();
    }

    @Benchmark
    public Object copy() {
        return subject.copy();
    }

    @Benchmark
    public Object roundTrip() throws IOException {
        return subject.roundTrip();
    }
}
