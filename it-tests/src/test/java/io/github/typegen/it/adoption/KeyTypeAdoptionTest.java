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

/**
 * A job keyed BY a fixture class cannot adopt Typegen by a restore: Flink does not migrate a key serializer,
 * and the key's serializer would change from {@code PojoSerializer} to the generated one. The restore fails
 * naming the key type and the ways out, and leaves the savepoint as it was.
 */
class KeyTypeAdoptionTest {

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
    void aKeyTypeThatBecomesFlinkTypeFailsTheRestoreSayingWhatToDo(StateBackend backend,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        Path output1 = Files.createDirectories(temp.resolve("output-before"));
        JobID job1 = Jobs.submit(client, new Configuration(), before, JobVersions.BEFORE, backend,
                "adopt.ByAddressJob", output1, null, null);
        assertThat(Jobs.awaitReports(client, job1, output1, "count-", cities()))
                .containsExactlyElementsOf(counts());
        Path savepoint = Jobs.stopWithSavepoint(client, job1, backend, temp.resolve("savepoints"));
        Map<String, String> files = SourceVersions.digests(savepoint);

        restoreFails(client, new Configuration(), after, backend, savepoint, temp.resolve("output-after"));
        assertThat(SourceVersions.digests(savepoint)).as("the savepoint's files").isEqualTo(files);
    }

    /** The cities of {@code adopt.ByAddressJob}, whose reports are {@code count-<city>}. */
    static List<String> cities() {
        return List.of("city-0", "city-1", "city-2");
    }

    /** What {@code adopt.ByAddressJob} reports: each address (zip: the city's length) counted twice. */
    static List<String> counts() {
        return List.of("Address[city=city-0, zip=6]=2", "Address[city=city-1, zip=6]=2",
                "Address[city=city-2, zip=6]=2");
    }

    /** Restores {@code savepoint} with the {@code after} version of the job: it fails before any key runs. */
    static void restoreFails(ClusterClient<?> client, Configuration configuration, Path after, StateBackend backend,
            Path savepoint, Path output) throws Exception {
        Files.createDirectories(output);
        JobID job = Jobs.submit(client, configuration, after, JobVersions.AFTER, backend, "adopt.ByAddressJob",
                output, null, savepoint.toString());
        String failure = ExceptionUtils.stringifyException(Jobs.failure(client, job));
        assertThat(failure).contains("org.apache.flink.util.StateMigrationException: The new key serializer"
                + " (AddressSerializer<adopt.Address>: state of adopt.Address written by PojoSerializer can migrate"
                + " as a value, but Flink migrates no key or MapState key: keep the key a basic type, or rewrite the"
                + " savepoint with the State Processor API (docs/state-and-migration.md: Adopting Typegen in a running"
                + " job)) must be"
                + " compatible with the previous key serializer (");
        try (Stream<Path> reports = Files.list(output)) {
            assertThat(reports).as("no key ran after the failed restore").isEmpty();
        }
    }
}
