package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.test.junit5.InjectClusterClient;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.ExceptionUtils;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.state.StateBackend;
import io.github.typegen.it.versions.SourceVersions;
import io.github.typegen.runtime.serialization.SavepointFlinkLine;
import io.github.typegen.runtime.serialization.SavepointRefusedException;

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
        JobID job = Jobs.submit(client, Jobs.savepointOfFlink("2.3.0", restoringCanonical(backend)), after,
                JobVersions.AFTER, backend, "adopt.AdoptionJob", output, 2, savepoint.toString());
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

    /**
     * A Kryo snapshot of Flink 1.x is the same as one of Flink 2.x, and Flink 2.x reads the Kryo 2 bytes of the one
     * into wrong values: without the job's word on which Flink wrote the savepoint, its Kryo state is not adopted.
     * The first Kryo state the job registers ({@code MapState<String, Shape>}) fails the restore, saying what to do,
     * before any key runs; the savepoint is left as it is.
     */
    @ParameterizedTest
    @EnumSource(value = StateBackend.class, names = {"HEAP", "ROCKSDB_FULL"})
    void kryoStateIsNotAdoptedWhenTheJobDoesNotSayWhichFlinkWroteTheSavepoint(StateBackend backend,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        Path savepoint = StockSavepoints.Fixture.HOLDINGS.copyTo(temp);
        Map<String, String> files = SourceVersions.digests(savepoint);

        Path output = Files.createDirectories(temp.resolve("output-after"));
        JobID job = Jobs.submit(client, restoringCanonical(backend), after, JobVersions.AFTER, backend,
                "adopt.AdoptionJob", output, 2, savepoint.toString());
        String failure = ExceptionUtils.stringifyException(Jobs.failure(client, job));

        assertThat(failure).contains(SavepointRefusedException.class.getName() + ": State of adopt.Shape was written by Kryo, and cannot be read into the current classes:\n"
                        + "  - state of adopt.Shape was written by Kryo, on Flink 1.x or on Flink 2.x: the job does"
                        + " not say which (" + SavepointFlinkLine.OPTION + ")\n"
                        + "Flink 1.x and Flink 2.x write the same snapshot for Kryo state");
        try (Stream<Path> reports = Files.list(output)) {
            assertThat(reports).as("no key ran after the refused restore").isEmpty();
        }
        assertThat(SourceVersions.digests(savepoint)).as("the savepoint's files").isEqualTo(files);
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
