package io.github.typegen.benchmarks.nexmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import org.apache.flink.core.execution.JobClient;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.util.TestStreamEnvironment;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every way {@link NexmarkBenchmark} runs a query computes the rows Flink's own bridge computes from the same bids,
 * in the same order (parallelism 1), object reuse off and on; and every query keeps some bids and, where it
 * filters, drops some, so that the comparison covers both branches.
 *
 * <p>Two jobs, object reuse off and on, each running every query all three ways side by side, each query and way a
 * chain of operators of its own with its own collecting sink, at parallelism 1 on one MiniCluster, as the benchmark
 * submits its jobs ({@code TrialCluster}), with a slot for each job.
 */
class NexmarkQueriesTest {

    /** Enough for every branch of every query: q2 keeps 14 of them, q14 1,391, q21 4,722. */
    private static final long BIDS = 5_000;

    /** The rows of each object reuse setting, query and way. */
    private static final Map<Boolean, Map<NexmarkQuery, Map<Way, List<Object>>>> ROWS = new HashMap<>();

    @BeforeAll
    static void runEveryQueryEveryWay() throws Exception {
        MiniCluster cluster = new MiniCluster(new MiniClusterConfiguration.Builder()
                .setNumTaskManagers(1)
                .setNumSlotsPerTaskManager(2)
                .build());
        // the cluster starts while the first job is planned, and the first job runs while the second is planned
        CompletableFuture<Void> started = CompletableFuture.runAsync(() -> {
            try {
                cluster.start();
            } catch (Exception e) {
                throw new CompletionException(e);
            }
        });
        try {
            Map<Boolean, Submitted> jobs = new LinkedHashMap<>();
            for (boolean objectReuse : new boolean[] {false, true}) {
                StreamExecutionEnvironment env = new TestStreamEnvironment(cluster,
                        NexmarkJobs.configuration(objectReuse), 1, List.of(), List.of());
                Map<NexmarkQuery, Map<Way, CloseableIterator<?>>> results = build(env);
                started.join();
                jobs.put(objectReuse, new Submitted(env.executeAsync("Nexmark queries, object reuse " + objectReuse),
                        results));
            }
            for (Map.Entry<Boolean, Submitted> job : jobs.entrySet()) {
                ROWS.put(job.getKey(), job.getValue().rows());
            }
        } finally {
            started.join();
            cluster.close();
        }
    }

    @ParameterizedTest
    @EnumSource(NexmarkQuery.class)
    void everyWayComputesWhatFlinksBridgeComputes(NexmarkQuery query) {
        for (boolean objectReuse : new boolean[] {false, true}) {
            Map<Way, List<Object>> rows = ROWS.get(objectReuse).get(query);
            List<Object> expected = rows.get(Way.FLINK_BRIDGE);
            assertThat(expected).as("%s's rows", query).isNotEmpty();
            if (query == NexmarkQuery.Q2 || query == NexmarkQuery.Q14 || query == NexmarkQuery.Q21) {
                assertThat(expected).as("%s keeps some bids, not all", query).hasSizeLessThan((int) BIDS);
            }
            for (Way way : List.of(Way.HAND_WRITTEN, Way.SQL_STAGE)) {
                assertThat(rows.get(way))
                        .as("%s %s, object reuse %s", query, way.description, objectReuse)
                        .containsExactlyElementsOf(expected);
            }
        }
    }

    /** Every query run every way on {@code env}, each to a collecting sink of its own. */
    private static Map<NexmarkQuery, Map<Way, CloseableIterator<?>>> build(StreamExecutionEnvironment env) {
        Map<NexmarkQuery, Map<Way, CloseableIterator<?>>> results = new EnumMap<>(NexmarkQuery.class);
        for (NexmarkQuery query : NexmarkQuery.values()) {
            Map<Way, CloseableIterator<?>> ways = new EnumMap<>(Way.class);
            for (Way way : Way.values()) {
                ways.put(way, way.job.build(query, env, BIDS).collectAsync());
            }
            results.put(query, ways);
        }
        return results;
    }

    /** A job of every query run every way, and the collecting sinks of its results. */
    private record Submitted(JobClient job, Map<NexmarkQuery, Map<Way, CloseableIterator<?>>> results) {

        /** The rows of each query and way, once the job is done. */
        Map<NexmarkQuery, Map<Way, List<Object>>> rows() throws Exception {
            // each query and way is a chain of its own: while one collecting sink is read, the others wait their turn
            Map<NexmarkQuery, Map<Way, List<Object>>> rows = new EnumMap<>(NexmarkQuery.class);
            for (Map.Entry<NexmarkQuery, Map<Way, CloseableIterator<?>>> query : results.entrySet()) {
                Map<Way, List<Object>> ways = new EnumMap<>(Way.class);
                for (Map.Entry<Way, CloseableIterator<?>> result : query.getValue().entrySet()) {
                    List<Object> collected = new ArrayList<>();
                    try (CloseableIterator<?> iterator = result.getValue()) {
                        iterator.forEachRemaining(collected::add);
                    }
                    ways.put(result.getKey(), collected);
                }
                rows.put(query.getKey(), ways);
            }
            job.getJobExecutionResult().get();
            return rows;
        }
    }

    /** {@link NexmarkJobs}' ways to run a query. */
    private enum Way {
        FLINK_BRIDGE("Flink's bridge", NexmarkJobs::flinkBridge),
        HAND_WRITTEN("hand-written", NexmarkJobs::handWritten),
        SQL_STAGE("as a @Stage.Sql stage", NexmarkJobs::sqlStage);

        final String description;
        final Job job;

        Way(String description, Job job) {
            this.description = description;
            this.job = job;
        }
    }

    /** One of {@link NexmarkJobs}' ways to run a query. */
    private interface Job {
        DataStream<?> build(NexmarkQuery query, StreamExecutionEnvironment env, long bids);
    }
}
