package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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

/**
 * Adopting Typegen in a running job, end to end on each backend: the job of {@code adopt.AdoptionJob} runs with
 * the fixture classes as Flink serializes them on its own ({@code PojoSerializer} for the POJOs and the record,
 * Kryo for the immutable class, the interface and the POJO's UUID and Money fields) and stops with a savepoint;
 * the same job with the classes annotated {@code @FlinkType} (and woven) restores it with Kryo forbidden, reads
 * every state back as it was, and goes on updating it; its own savepoint names no serializer of Flink's for
 * the fixture classes any more.
 */
class AdoptionTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @TempDir
    static Path jars;
    private static Path before;
    private static Path after;

    @BeforeAll
    static void compileBothVersions() throws Exception {
        before = JobVersions.BEFORE.compile(jars);
        after = JobVersions.AFTER.compile(jars);
    }

    @ParameterizedTest
    @EnumSource(StateBackend.class)
    void stateWrittenByFlinksOwnSerializersRestoresIntoTheGeneratedOnes(StateBackend backend,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        List<String> keys = ExpectedState.keys();

        Path output1 = Files.createDirectories(temp.resolve("output-before"));
        JobID job1 = Jobs.submit(client, new Configuration(), before, JobVersions.BEFORE, backend,
                "adopt.AdoptionJob", output1, 1, null);
        List<String> written = Jobs.awaitReports(client, job1, output1, "round1-", keys);
        assertThat(written).containsExactlyElementsOf(ExpectedState.reports(1));
        Path savepoint = Jobs.stopWithSavepoint(client, job1, backend, temp.resolve("savepoints"));
        assertThat(Jobs.snapshotClassesNamed(savepoint, ExpectedState.snapshots())).as("the serializers of the state")
                .containsExactlyElementsOf(ExpectedState.FLINK_SNAPSHOTS);

        Path output2 = Files.createDirectories(temp.resolve("output-after"));
        JobID job2 = Jobs.submit(client, Jobs.savepointOfFlink("2.3.0", new Configuration()), after,
                JobVersions.AFTER, backend,
                "adopt.AdoptionJob", output2, 2, savepoint.toString());
        assertThat(Jobs.awaitReports(client, job2, output2, "restored-", keys)).as("the state each key restored")
                .containsExactlyElementsOf(written);
        assertThat(Jobs.awaitReports(client, job2, output2, "round2-", keys))
                .as("the state after a round on the restored state")
                .containsExactlyElementsOf(ExpectedState.reports(2));
        Path adopted = Jobs.stopWithSavepoint(client, job2, backend, temp.resolve("savepoints-after"));
        assertThat(Jobs.snapshotClassesNamed(adopted, ExpectedState.snapshots()))
                .as("the serializers of the state after adoption: no PojoSerializer or Kryo left")
                .containsExactlyElementsOf(ExpectedState.GENERATED_SNAPSHOTS);
    }
}
