package io.github.typegen.benchmarks.fused;

import java.util.concurrent.TimeUnit;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Records per second of one Flink job, parallelism 1, on a local MiniCluster: {@link #RECORDS} longs from
 * {@code fromSequence} through the five {@link TradeStages}, into a discarding sink, either fused by the
 * generated {@code TradeStagesFused} (one operator, the record handed from stage to stage) or chained as five
 * lambdas with {@code .returns(Trade.class)} (five operators, Flink's {@code PojoSerializer} copying the
 * record at every hop while object reuse is off). Kryo is disabled in both.
 *
 * <p>Each invocation is a whole job, including the MiniCluster's start (a few hundred milliseconds, the same
 * for both), so the ratio measured is a slight underestimate. Each iteration is one job.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 1, time = 1, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 1, timeUnit = TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class FusedPipelineBenchmark {

    static final long RECORDS = 10_000_000;

    @Param({"false", "true"})
    public boolean objectReuse;

    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void fused() throws Exception {
        StreamExecutionEnvironment env = environment();
        DataStream<Long> ids = env.fromSequence(0, RECORDS - 1);
        new TradeStagesFused(new TradeStages()).apply(ids).sinkTo(new DiscardingSink<>());
        env.execute("fused");
    }

    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void chainedLambdas() throws Exception {
        StreamExecutionEnvironment env = environment();
        TradeStages stages = new TradeStages();
        env.fromSequence(0, RECORDS - 1)
                .map(id -> stages.create(id)).returns(Trade.class)
                .map(trade -> stages.price(trade)).returns(Trade.class)
                .filter(trade -> stages.isLarge(trade))
                .map(trade -> stages.fee(trade)).returns(Trade.class)
                .map(trade -> stages.normalise(trade)).returns(Trade.class)
                .sinkTo(new DiscardingSink<>());
        env.execute("chained lambdas");
    }

    private StreamExecutionEnvironment environment() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(PipelineOptions.OBJECT_REUSE, objectReuse);
        return StreamExecutionEnvironment.createLocalEnvironment(1, configuration);
    }
}
