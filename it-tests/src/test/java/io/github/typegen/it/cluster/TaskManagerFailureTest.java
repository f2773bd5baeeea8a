package io.github.typegen.it.cluster;

import static io.github.typegen.it.cluster.LedgerJob.ACCOUNTS;
import static io.github.typegen.it.cluster.LedgerJob.awaitSuccess;
import static io.github.typegen.it.cluster.LedgerJob.committedFiles;
import static io.github.typegen.it.cluster.LedgerJob.committedLines;
import static io.github.typegen.it.cluster.LedgerJob.completedCheckpoints;
import static io.github.typegen.it.cluster.LedgerJob.expectedLines;
import static io.github.typegen.it.cluster.LedgerJob.finalBalances;
import static io.github.typegen.it.cluster.LedgerJob.latestRestore;
import static io.github.typegen.it.cluster.LedgerJob.running;
import static io.github.typegen.it.cluster.LedgerJob.sharedCheckpointFiles;
import static io.github.typegen.it.cluster.LedgerJob.stateBackend;
import static io.github.typegen.it.cluster.LedgerJob.verticesRunningOn;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.deployment.StandaloneClusterId;
import org.apache.flink.client.program.rest.RestClusterClient;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.it.state.StateBackend;

/**
 * The sample app's ledger job on a standalone cluster of two TaskManagers, one of which is killed with
 * {@code SIGKILL} while the job runs on it: the job restarts from its last checkpoint on the surviving and a
 * new TaskManager, and its exactly-once file sink ends up with exactly one line per posting, each with the
 * account balance that only correctly restored {@code @FlinkType} state gives. On the heap backend, and on
 * RocksDB with incremental checkpoints, whose restore opens the checkpoint's files and finds each account's
 * balance by the serialized bytes of its key.
 */
@ExtendWith(FlinkClusterExtension.class)
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class TaskManagerFailureTest {

    private static final long POSTINGS = 3_000;
    private static final int POSTINGS_PER_SECOND = 150;
    private static final long CHECKPOINT_INTERVAL_MILLIS = 500;
    private static final String VICTIM = "taskmanager-1";

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = StateBackend.class, names = {"HEAP", "ROCKSDB_INCREMENTAL"})
    void jobRestoresItsKeyedStateFromACheckpointAfterATaskManagerIsKilled(StateBackend backend,
            FlinkCluster cluster) throws Exception {
        Path output = cluster.directory().resolve("output");
        try (RestClusterClient<StandaloneClusterId> client = cluster.restClient()) {
            JobID job = LedgerJob.submit(cluster, client, backend, output, POSTINGS, POSTINGS_PER_SECOND,
                    CHECKPOINT_INTERVAL_MILLIS, SavepointRestoreSettings.none());

            cluster.await(Duration.ofMinutes(2), "a completed checkpoint, committed output and tasks on " + VICTIM,
                    () -> running(cluster, job) && completedCheckpoints(cluster, job) > 0
                            && !committedFiles(output).isEmpty()
                            && verticesRunningOn(cluster, job, VICTIM).stream().anyMatch(v -> v.contains("ledger")));
            assertThat(stateBackend(cluster, job)).isEqualTo(backend == StateBackend.HEAP
                    ? "HashMapStateBackend" : "EmbeddedRocksDBStateBackend");
            assertThat(sharedCheckpointFiles(cluster, job)).as("files shared by incremental checkpoints")
                    .matches(files -> files.isEmpty() != backend.incrementalCheckpoints());
            List<String> committedBeforeKill = committedLines(output);
            assertThat(cluster.kill(VICTIM)).as("exit code of " + VICTIM + " after SIGKILL").isEqualTo(128 + 9);
            cluster.startTaskManager("taskmanager-3");

            awaitSuccess(client, job, Duration.ofMinutes(3));
            JsonNode restore = latestRestore(cluster, job);
            assertThat(restore.path("is_savepoint").asText()).as("restored from a checkpoint: %s", restore)
                    .isEqualTo("false");

            List<String> expected = expectedLines(POSTINGS);
            assertThat(committedBeforeKill).isNotEmpty().hasSizeLessThan(expected.size());
            // exactly once: every posting's line, none lost, none twice, with the balance of an unbroken ledger
            assertThat(committedLines(output)).containsExactlyElementsOf(expected);
            assertThat(finalBalances(committedLines(output))).isEqualTo(finalBalances(expected))
                    .hasSize(ACCOUNTS).allSatisfy((account, line) ->
                            assertThat(line.split(",")[2]).isEqualTo(Long.toString(POSTINGS / ACCOUNTS)));
        }
    }
}
