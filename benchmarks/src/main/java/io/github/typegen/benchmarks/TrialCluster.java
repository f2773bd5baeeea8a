package io.github.typegen.benchmarks;

import java.util.List;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.util.TestStreamEnvironment;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * A MiniCluster started once per JMH trial, to which a job benchmark submits each invocation's job, as jobs are
 * submitted to a running cluster: the jobs' times include their deployment, not the cluster's start. One
 * TaskManager with one slot, as the local environment of parallelism 1 starts for each job.
 */
@State(Scope.Benchmark)
public class TrialCluster {

    private MiniCluster cluster;

    @Setup(Level.Trial)
    public void start() throws Exception {
        cluster = new MiniCluster(new MiniClusterConfiguration.Builder()
                .setNumTaskManagers(1)
                .setNumSlotsPerTaskManager(1)
                .build());
        cluster.start();
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        cluster.close();
    }

    /** An environment whose jobs run on the cluster at parallelism 1, with {@code configuration}. */
    public StreamExecutionEnvironment environment(Configuration configuration) {
        return new TestStreamEnvironment(cluster, configuration, 1, List.of(), List.of());
    }
}
