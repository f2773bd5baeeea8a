package io.github.typegen.benchmarks.nexmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every way {@link NexmarkBenchmark} runs a query computes the rows Flink's own bridge computes from the same bids,
 * in the same order (parallelism 1), object reuse off and on; and every query keeps some bids and, where it
 * filters, drops some, so that the comparison covers both branches.
 */
class NexmarkQueriesTest {

    /** Enough for every branch of every query: q2 keeps 60 of them, q14 about 5,600, q21 about 19,000. */
    private static final long BIDS = 20_000;

    @ParameterizedTest
    @EnumSource(NexmarkQuery.class)
    void theHandWrittenQueryComputesWhatFlinksBridgeComputes(NexmarkQuery query) throws Exception {
        for (boolean objectReuse : new boolean[] {false, true}) {
            List<Object> expected = collect(objectReuse, query, NexmarkJobs::flinkBridge);
            assertThat(expected).as("%s's rows", query).isNotEmpty();
            if (query == NexmarkQuery.Q2 || query == NexmarkQuery.Q14 || query == NexmarkQuery.Q21) {
                assertThat(expected).as("%s keeps some bids, not all", query).hasSizeLessThan((int) BIDS);
            }
            assertThat(collect(objectReuse, query, NexmarkJobs::handWritten))
                    .as("%s hand-written, object reuse %s", query, objectReuse)
                    .containsExactlyElementsOf(expected);
            if (query != NexmarkQuery.Q10) {
                assertThat(collect(objectReuse, query, NexmarkJobs::sqlStage))
                        .as("%s as a @Stage.Sql stage, object reuse %s", query, objectReuse)
                        .containsExactlyElementsOf(expected);
            }
        }
    }

    private static List<Object> collect(boolean objectReuse, NexmarkQuery query,
            Job job) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.createLocalEnvironment(1,
                NexmarkJobs.configuration(objectReuse));
        List<Object> rows = List.copyOf(job.build(query, env, BIDS).executeAndCollect((int) BIDS + 1));
        return rows;
    }

    /** One of {@link NexmarkJobs}' ways to run a query. */
    private interface Job {
        DataStream<?> build(NexmarkQuery query, StreamExecutionEnvironment env, long bids);
    }
}
