package io.github.typegen.benchmarks.sql;

import java.util.concurrent.TimeUnit;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
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
 * Records per second of one job, parallelism 1, on a local MiniCluster, with Kryo disabled: {@link #RECORDS}
 * ids from {@code fromSequence} through {@link SqlStage}'s stages, {@code create} (a Java map to an
 * {@link Item}), the query {@value SqlStage#QUERY} (keeps 4 of 7) and {@code discount} (a Java map of the
 * {@link Priced} result), into a discarding sink, four ways (see {@link SqlStageJobs}):
 *
 * <ul>
 *   <li>{@link #flinkBridge}: Flink's own {@code fromDataStream} / {@code sqlQuery} / {@code toDataStream};
 *   <li>{@link #sqlStage}: the generated {@code SqlStageFused}. On Flink's Table runtime (generated
 *       {@code RowData} converters inside the fused operators on either side) until Typegen's SQL front end
 *       is on the processor path; then the query is compiled into the fused operator, and this benchmark
 *       measures that without a change;
 *   <li>{@link #handWritten}: the same logic as DataStream {@code map}, {@code filter}, {@code map}, {@code map}
 *       on Typegen's type information, no table;
 *   <li>{@link #javaStagesFused}: the query written as Java {@code Filter} and {@code Map} stages of a
 *       pipeline, all in one fused operator: what compiling the query into the operator can at best reach.
 * </ul>
 *
 * <p>Each invocation is a whole job submitted to a MiniCluster started once per trial, as jobs are submitted to a
 * running cluster: it includes the job's deployment and, for the table variants, the planner's optimisation (a
 * second or so), not the cluster's start; each iteration is one job.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 1, time = 1, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 1, timeUnit = TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class SqlStageBenchmark {

    static final long RECORDS = 10_000_000;

    @Param({"false", "true"})
    public boolean objectReuse;

    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void flinkBridge(TrialCluster cluster) throws Exception {
        StreamExecutionEnvironment env = environment(cluster);
        run(env, SqlStageJobs.flinkBridge(StreamTableEnvironment.create(env), ids(env)), "Flink bridge");
    }

    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void sqlStage(TrialCluster cluster) throws Exception {
        StreamExecutionEnvironment env = environment(cluster);
        run(env, SqlStageJobs.sqlStage(StreamTableEnvironment.create(env), ids(env)), "@Stage.Sql");
    }

    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void handWritten(TrialCluster cluster) throws Exception {
        StreamExecutionEnvironment env = environment(cluster);
        run(env, SqlStageJobs.handWritten(ids(env)), "hand-written DataStream");
    }

    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void javaStagesFused(TrialCluster cluster) throws Exception {
        StreamExecutionEnvironment env = environment(cluster);
        run(env, SqlStageJobs.javaStagesFused(ids(env)), "Java stages fused");
    }

    private static DataStream<Long> ids(StreamExecutionEnvironment env) {
        return env.fromSequence(0, RECORDS - 1);
    }

    private static void run(StreamExecutionEnvironment env, DataStream<Priced> results, String name)
            throws Exception {
        results.sinkTo(new DiscardingSink<>());
        env.execute(name);
    }

    /** A job on the running cluster: parallelism 1, Kryo disabled, object reuse as asked. */
    private StreamExecutionEnvironment environment(TrialCluster cluster) {
        return cluster.environment(configuration(objectReuse));
    }

    /** A job on a MiniCluster of its own, as the tests check the jobs: parallelism 1, the configuration's. */
    static StreamExecutionEnvironment environment(boolean objectReuse) {
        return StreamExecutionEnvironment.createLocalEnvironment(1, configuration(objectReuse));
    }

    private static Configuration configuration(boolean objectReuse) {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(PipelineOptions.OBJECT_REUSE, objectReuse);
        return configuration;
    }
}
