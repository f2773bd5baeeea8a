package io.github.typegen.benchmarks.nexmark;

import java.util.concurrent.TimeUnit;

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

import io.github.typegen.benchmarks.TrialCluster;

/**
 * Bids per second through one of Nexmark's projection and filter queries ({@link NexmarkQuery}), one job at
 * parallelism 1 on a MiniCluster with Kryo disabled: {@link #BIDS} bids replayed from memory (see {@link
 * NexmarkJobs}), the query, a discarding sink; each way of running the query in the same run:
 *
 * <ul>
 *   <li>{@link #flinkBridge}: Flink's own {@code fromDataStream} / the published SQL / {@code toDataStream};
 *   <li>{@link #sqlStage}: the query as Typegen's {@code @Stage.Sql} stage ({@link NexmarkPipelines}), compiled
 *       into the fused operator or on Flink's Table runtime, as the processor decided;
 *   <li>{@link #handWritten}: the query's logic as DataStream {@code filter} and {@code map} steps on Typegen's
 *       type information ({@link NexmarkAsJava}).
 * </ul>
 *
 * <p>Each invocation is a whole job submitted to a MiniCluster started once per trial: it includes the job's
 * deployment and, for the bridge, the planner's optimisation, not the cluster's start. An iteration runs whole jobs
 * until its time is up: one warm-up iteration of at least 3 s, two measured ones of at least 5 s each (a job of the
 * slowest query on the bridge takes longer: its iteration is then that one job). So every query, way and object
 * reuse setting, 42 benchmarks of one fork each, are sized to take under 20 minutes on an idle machine of two
 * cores; {@link NexmarkReport} runs them and prints the table.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 1, time = 3, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 2, time = 5, timeUnit = TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class NexmarkBenchmark {

    /**
     * The bids of one job: enough that a job's deployment is a small part of it, few enough that the slowest query
     * on the bridge, q21, is a job of some seconds, so that every benchmark fits the short mode.
     */
    static final long BIDS = 4_000_000;

    @Param({"Q0", "Q1", "Q2", "Q10", "Q14", "Q21", "Q22"})
    public NexmarkQuery query;

    @Param({"false", "true"})
    public boolean objectReuse;

    @Benchmark
    @OperationsPerInvocation((int) BIDS)
    public void flinkBridge(TrialCluster cluster) throws Exception {
        StreamExecutionEnvironment env = environment(cluster);
        run(env, NexmarkJobs.flinkBridge(query, env, BIDS), "Flink bridge " + query);
    }

    @Benchmark
    @OperationsPerInvocation((int) BIDS)
    public void sqlStage(TrialCluster cluster) throws Exception {
        StreamExecutionEnvironment env = environment(cluster);
        run(env, NexmarkJobs.sqlStage(query, env, BIDS), "@Stage.Sql " + query);
    }

    @Benchmark
    @OperationsPerInvocation((int) BIDS)
    public void handWritten(TrialCluster cluster) throws Exception {
        StreamExecutionEnvironment env = environment(cluster);
        run(env, NexmarkJobs.handWritten(query, env, BIDS), "hand-written " + query);
    }

    private static <T> void run(StreamExecutionEnvironment env, DataStream<T> results, String name)
            throws Exception {
        results.sinkTo(new DiscardingSink<>());
        env.execute(name);
    }

    private StreamExecutionEnvironment environment(TrialCluster cluster) {
        return cluster.environment(NexmarkJobs.configuration(objectReuse));
    }
}
