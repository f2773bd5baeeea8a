package io.github.typegen.it.cluster;

import static io.github.typegen.it.cluster.LedgerJob.awaitSuccess;
import static io.github.typegen.it.cluster.LedgerJob.committedFiles;
import static io.github.typegen.it.cluster.LedgerJob.committedLines;
import static io.github.typegen.it.cluster.LedgerJob.completedCheckpoints;
import static io.github.typegen.it.cluster.LedgerJob.expectedLines;
import static io.github.typegen.it.cluster.LedgerJob.latestRestore;
import static io.github.typegen.it.cluster.LedgerJob.lines;
import static io.github.typegen.it.cluster.LedgerJob.running;
import static io.github.typegen.it.cluster.LedgerJob.uncommittedFiles;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.deployment.StandaloneClusterId;
import org.apache.flink.client.program.rest.RestClusterClient;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The sample app's ledger job stopped with a savepoint on a standalone cluster and submitted again from it:
 * the second job continues every account's balance where the first stopped, and the two jobs' committed
 * lines together are exactly one per posting.
 */
@ExtendWith(FlinkClusterExtension.class)
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class StopWithSavepointTest {

    private static final long POSTINGS = 3_000;
    private static final int POSTINGS_PER_SECOND = 200;
    private static final long CHECKPOINT_INTERVAL_MILLIS = 500;

    @Test
    void resubmittedJobContinuesFromTheSavepoint(FlinkCluster cluster) throws Exception {
        Path output = cluster.directory().resolve("output");
        List<String> expected = expectedLines(POSTINGS);
        try (RestClusterClient<StandaloneClusterId> client = cluster.restClient()) {
            JobID first = LedgerJob.submit(cluster, client, output, POSTINGS, POSTINGS_PER_SECOND,
                    CHECKPOINT_INTERVAL_MILLIS, SavepointRestoreSettings.none());
            cluster.await(Duration.ofMinutes(2), "a completed checkpoint and 200 committed lines",
                    () -> running(cluster, first) && completedCheckpoints(cluster, first) > 0
                            && committedLines(output).size() >= 200);
            String savepoint = client.stopWithSavepoint(first, false,
                    cluster.directory().resolve("savepoints").toUri().toString(), SavepointFormatType.CANONICAL)
                    .get(2, TimeUnit.MINUTES);
            awaitSuccess(client, first, Duration.ofMinutes(1));

            // stopping with a savepoint committed everything the first job wrote, up to the posting it stopped at
            assertThat(uncommittedFiles(output)).isEmpty();
            List<Path> firstFiles = committedFiles(output);
            List<String> firstLines = lines(firstFiles);
            int stoppedAt = firstLines.size();
            assertThat(stoppedAt).isBetween(200, expected.size() - 1);
            assertThat(firstLines).containsExactlyElementsOf(expected.subList(0, stoppedAt));

            JobID second = LedgerJob.submit(cluster, client, output, POSTINGS, POSTINGS_PER_SECOND,
                    CHECKPOINT_INTERVAL_MILLIS, SavepointRestoreSettings.forPath(savepoint, false));
            awaitSuccess(client, second, Duration.ofMinutes(3));
            JsonNode restore = latestRestore(cluster, second);
            assertThat(restore.path("is_savepoint").asBoolean()).as("restored from the savepoint: %s", restore)
                    .isTrue();
            assertThat(restore.path("external_path").asText()).isEqualTo(savepoint);

            // the second job starts at the next posting, with each account's count and balance carried over
            List<Path> secondFiles = new ArrayList<>(committedFiles(output));
            secondFiles.removeAll(firstFiles);
            assertThat(lines(secondFiles)).containsExactlyElementsOf(expected.subList(stoppedAt, expected.size()));
            assertThat(committedLines(output)).containsExactlyElementsOf(expected);
        }
    }
}
