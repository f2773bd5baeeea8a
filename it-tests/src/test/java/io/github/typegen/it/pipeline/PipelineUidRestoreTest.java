package io.github.typegen.it.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.test.junit5.InjectClusterClient;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.state.StateBackend;
import io.github.typegen.it.versions.JobJar;

/**
 * End to end: the generated operators' uids keep a pipeline's keyed state across a change of the pipeline. Version
 * 1 of {@code Counts} keys events as they come and counts them per key; it runs until every key has counted its
 * events, and stops with a savepoint. Version 2 adds a stateless stage before the key (an operator of its own, so
 * the job graph's shape changes, and with it every hash Flink would derive) and one between the key and the count
 * (fused into the keyed operator). Restored from the savepoint, refusing any state it has no operator for, it
 * finds each key's count and goes on counting.
 *
 * <p>Both versions are compiled at test time from {@code src/test/resources/pipeline-uids/common} plus {@code v1}
 * or {@code v2} ({@link JobJar}), and run with {@code pipeline.auto-generate-uids: false}: Flink refuses any
 * operator without a uid of its own, so every generated operator has one.
 */
class PipelineUidRestoreTest {

    private static final int KEYS = 10;
    private static final int ROUNDS = 5;
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @ParameterizedTest
    @EnumSource(value = StateBackend.class, names = {"HEAP", "ROCKSDB_INCREMENTAL"})
    void keyedStateIsRestoredAfterAStatelessStageIsAddedBeforeIt(StateBackend backend,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        JobJar v1 = JobJar.compile(temp, "counts-v1", "pipeline-uids/common", "pipeline-uids/v1");
        JobJar v2 = JobJar.compile(temp, "counts-v2", "pipeline-uids/common", "pipeline-uids/v2");
        Configuration configuration = backend.configure(new Configuration());
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(PipelineOptions.AUTO_GENERATE_UIDS, false);

        Path output1 = Files.createDirectories(temp.resolve("output-v1"));
        JobID job1 = v1.submit(client, configuration, "uids.CountJob", output1.toString(), null);
        assertThat(awaitReports(client, job1, output1, "v1-"))
                .containsExactlyElementsOf(Collections.nCopies(KEYS, Integer.toString(ROUNDS)));
        String savepoint = client.stopWithSavepoint(job1, false, temp.resolve("savepoints").toUri().toString(),
                SavepointFormatType.CANONICAL).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);

        Path output2 = Files.createDirectories(temp.resolve("output-v2"));
        JobID job2 = v2.submit(client, configuration, "uids.CountJob", output2.toString(), savepoint);
        assertThat(awaitReports(client, job2, output2, "restored-"))
                .as("each key's count when version 2 first sees it")
                .containsExactlyElementsOf(Collections.nCopies(KEYS, Integer.toString(ROUNDS)));
        assertThat(awaitReports(client, job2, output2, "v2-"))
                .containsExactlyElementsOf(Collections.nCopies(KEYS, Integer.toString(2 * ROUNDS)));
        client.cancel(job2).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    }

    /**
     * Waits for the reports named {@code prefix + key} of every key, and returns them in key order; fails with the
     * job's failure when it ends first (as it does when its restore fails).
     */
    private static List<String> awaitReports(ClusterClient<?> client, JobID job, Path directory, String prefix)
            throws Exception {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (true) {
            List<String> reports = new ArrayList<>();
            for (int key = 0; key < KEYS; key++) {
                Path report = directory.resolve(prefix + "k" + key);
                if (Files.exists(report)) {
                    reports.add(Files.readString(report));
                }
            }
            if (reports.size() == KEYS) {
                return reports;
            }
            if (client.getJobStatus(job).get().isGloballyTerminalState()) {
                JobResult result = client.requestJobResult(job).get();
                Throwable failure = result.getSerializedThrowable()
                        .map(thrown -> thrown.deserializeError(PipelineUidRestoreTest.class.getClassLoader()))
                        .orElse(null);
                throw new AssertionError("The job ended (" + result.getJobStatus().orElse(null)
                        + ") before every key reported " + prefix, failure);
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Only " + reports.size() + " keys reported " + prefix + " in " + directory);
            }
            Thread.sleep(50);
        }
    }
}
