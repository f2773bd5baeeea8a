package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.test.junit5.InjectClusterClient;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.state.StateBackend;
import io.github.typegen.it.versions.SourceVersions;

/**
 * The committed savepoints written by stock Flink 2.3.0 ({@link StockSavepoints}: {@code PojoSerializer} and
 * Kryo state of the {@code before} classes) restore into the generated serializers of the {@code after} classes
 * on every backend, with the values the {@code before} job put in, spelled out in {@link ExpectedState}; the one
 * keyed by a fixture class fails as a fresh one does. So the adoption path stays tested against bytes that
 * Typegen did not write.
 */
class StockSavepointFixturesTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @TempDir
    static Path jars;
    private static Path after;

    @BeforeAll
    static void compileTheAdoptedVersion() throws Exception {
        after = JobVersions.AFTER.compile(jars);
    }

    @ParameterizedTest
    @EnumSource(StateBackend.class)
    void theStockSavepointOfEveryStateKindRestoresIntoTheGeneratedSerializers(StateBackend backend,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        Path savepoint = StockSavepoints.Fixture.HOLDINGS.copyTo(temp);
        Map<String, String> files = SourceVersions.digests(savepoint);
        List<String> keys = ExpectedState.keys();
        assertThat(Jobs.snapshotClassesNamed(savepoint, ExpectedState.snapshots()))
                .as("the serializers of the fixture's state").containsExactlyElementsOf(ExpectedState.FLINK_SNAPSHOTS);

        Path output = Files.createDirectories(temp.resolve("output-after"));
        JobID job = Jobs.submit(client, restoringCanonical(backend), after, JobVersions.AFTER, backend,
                "adopt.AdoptionJob", output, 2, savepoint.toString());
        assertThat(Jobs.awaitReports(client, job, output, "restored-", keys)).as("the state each key restored")
                .containsExactlyElementsOf(ExpectedState.reports(1));
        assertThat(Jobs.awaitReports(client, job, output, "round2-", keys))
                .as("the state after a round on the restored state")
                .containsExactlyElementsOf(ExpectedState.reports(2));
        Path adopted = Jobs.stopWithSavepoint(client, job, backend, temp.resolve("savepoints-after"));
        assertThat(Jobs.snapshotClassesNamed(adopted, ExpectedState.snapshots()))
                .as("the serializers of the state after adoption: no PojoSerializer or Kryo left")
                .containsExactlyElementsOf(ExpectedState.GENERATED_SNAPSHOTS);
        assertThat(SourceVersions.digests(savepoint)).as("the savepoint's files").isEqualTo(files);
    }

    /**
     * The job configuration that restores a canonical savepoint on {@code backend}. ForSt 2.3.0 restores one only
     * with its timers on the heap: with its default, timers in ForSt, it throws "Not support restoring yet for
     * ForStStateBackend".
     */
    static Configuration restoringCanonical(StateBackend backend) {
        Configuration configuration = new Configuration();
        if (backend == StateBackend.FORST) {
            configuration.setString("state.backend.forst.timer-service.factory", "HEAP");
        }
        return configuration;
    }

    @ParameterizedTest
    @EnumSource(StateBackend.class)
    void theStockSavepointKeyedByAFixtureClassFailsToRestoreSayingWhatToDo(StateBackend backend,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        Path savepoint = StockSavepoints.Fixture.KEYED_BY_ADDRESS.copyTo(temp);
        Map<String, String> files = SourceVersions.digests(savepoint);

        KeyTypeAdoptionTest.restoreFails(client, restoringCanonical(backend), after, backend, savepoint,
                temp.resolve("output-after"));
        assertThat(SourceVersions.digests(savepoint)).as("the savepoint's files").isEqualTo(files);
    }
}
