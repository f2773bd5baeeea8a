package io.github.typegen.benchmarks.aggregation;

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
 * Input rows per second through an aggregation ({@link AggregationQuery}: the spend report, Nexmark's q17, a
 * {@code TUMBLE} and a {@code HOP} count per key), one
 * job at parallelism 1 on a MiniCluster with Kryo disabled: {@link #ROWS} rows (see {@link AggregationJobs}), the
 * query's changelog, a discarding sink; each way of running the query in the same run:
 *
 * <ul>
 *   <li>{@link #flinkBridge}: Flink's own {@code fromDataStream} / the query / {@code toChangelogStream}, its
 *       {@code GroupAggregate} on Flink's Table runtime;
 *   <li>{@link #sqlStage}: the query as Typegen's {@code @Stage.Sql} stage returning {@code Change<T>} ({@link
 *       AggregationPipelines}), which the module's build requires to be fused: a typed keyed operator.
 * </ul>
 *
 * <p>Object reuse off and on, keyed state on the heap ({@code hashmap}) and in RocksDB. Each invocation is a whole
 * job submitted to a MiniCluster started once per trial, as {@code NexmarkBenchmark}'s are: it includes the job's
 * deployment and, for the bridge, the planner's optimisation. An iteration runs whole jobs until its time is up: one
 * warm-up iteration of at least 3 s, two measured ones of at least 5 s; {@link AggregationReport} runs them and
 * prints the table.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 1, time = 3, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 2, time = 5, timeUnit = TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class AggregationBenchmark {

    /** The input rows of one job: a million transactions, or bids. */
    static final long ROWS = 1_000_000;

    @Param({"SPEND_REPORT", "Q17", "TUMBLE_COUNT", "HOP_COUNT"})
    public AggregationQuery query;

    @Param({"false", "true"})
    public boolean objectReuse;

    /** Where the keyed state is: {@code heap} or {@code rocksdb} ({@link AggregationJobs.StateBackend}). */
    @Param({"heap", "rocksdb"})
    public String state;

    @Benchmark
    @OperationsPerInvocation((int) ROWS)
    public void flinkBridge(TrialCluster cluster) throws Exception {
        StreamExecutionEnvironment env = environment(cluster);
        run(env, AggregationJobs.flinkBridge(query, env, ROWS), "Flink bridge " + query);
    }

    @Benchmark
    @OperationsPerInvocation((int) ROWS)
    public void sqlStage(TrialCluster cluster) throws Exception {
        StreamExecutionEnvironment env = environment(cluster);
        run(env, AggregationJobs.sqlStage(query, env, ROWS), "@Stage.Sql " + query);
    }

    private static <T> void run(StreamExecutionEnvironment env, DataStream<T> results, String name)
            throws Exception {
        results.sinkTo(new DiscardingSink<>());
        env.execute(name);
    }

    private StreamExecutionEnvironment environment(TrialCluster cluster) {
        return cluster.environment(AggregationJobs.configuration(objectReuse, AggregationJobs.StateBackend.of(state)));
    }
}
