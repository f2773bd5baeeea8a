package io.github.typegen.it.strings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.MemorySize;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.util.MiniClusterWithClientResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import io.github.typegen.it.SavepointFixtures;
import io.github.typegen.it.state.StateBackend;
import io.github.typegen.runtime.serialization.TypegenSerializerSnapshot;

/**
 * The savepoint fixtures of {@code src/test/resources/strings/savepoints}: the state of {@link StringsJob} after
 * round 1, written by the generated serializers in the encoding of snapshot version 2 (Flink's {@code
 * StringValue} format, four-byte ints) and of version 3 (compact strings, four-byte ints), on the heap backend and
 * on RocksDB, which {@link StringSavepointFixturesTest} restores with the serializers of today. {@link #main} writes them again; see the README next to them for the command.
 * Each is a canonical savepoint with every state handle in a file of its own ({@code
 * state.storage.fs.memory-threshold: 0}), so that {@code _metadata} refers to them by relative paths only.
 */
public final class StringSavepoints {

    /** The system property that names the directory to write the fixtures to, and runs {@link #write()}. */
    static final String WRITE_PROPERTY = "typegen.strings.writeFixtures";

    /** The fixtures, by directory name, with the backend that wrote each and the snapshot version it holds. */
    enum Fixture {
        HEAP_V2("heap-v2", StateBackend.HEAP, 2),
        ROCKSDB_V2("rocksdb-v2", StateBackend.ROCKSDB_FULL, 2),
        HEAP_V3("heap-v3", StateBackend.HEAP, 3),
        ROCKSDB_V3("rocksdb-v3", StateBackend.ROCKSDB_FULL, 3);

        final String directory;
        final StateBackend backend;
        final int version;

        Fixture(String directory, StateBackend backend, int version) {
            this.directory = directory;
            this.backend = backend;
            this.version = version;
        }

        /** The committed fixture, copied to {@code temp}; fails, saying how to write it, when it is missing. */
        Path copyTo(Path temp) throws IOException {
            return SavepointFixtures.copyTo("strings/savepoints", directory, temp);
        }
    }

    /**
     * Writes the fixtures of the snapshot version this build writes ({@link TypegenSerializerSnapshot#VERSION}) into
     * the directory given as the only argument (the module's {@code src/test/resources/strings/savepoints}),
     * replacing the files of each; refuses when this build's version has no fixtures, as only a build of a
     * fixture's version can write it.
     */
    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            throw new IllegalArgumentException("Usage: StringSavepoints <directory of the fixtures>");
        }
        List<Fixture> fixtures = Stream.of(Fixture.values())
                .filter(fixture -> fixture.version == TypegenSerializerSnapshot.VERSION).toList();
        if (fixtures.isEmpty()) {
            throw new IllegalStateException("This build writes snapshot version " + TypegenSerializerSnapshot.VERSION
                    + ", of which there are no fixtures: write them with a build of the version they stand for");
        }
        Path target = Path.of(args[0]);
        Path temp = Files.createTempDirectory("string-savepoints");
        MiniClusterWithClientResource cluster = new MiniClusterWithClientResource(
                new MiniClusterResourceConfiguration.Builder().setNumberTaskManagers(1)
                        .setNumberSlotsPerTaskManager(2).build());
        cluster.before();
        try {
            for (Fixture fixture : fixtures) {
                StringsJob.RESTORED.clear();
                JobID job = submit(cluster.getClusterClient(), fixture.backend, 1, null);
                assertThat(awaitRound(cluster.getClusterClient(), job, 1)).as("the state each key found")
                        .isEqualTo(expected(0));
                Path savepoint = stopWithSavepoint(cluster.getClusterClient(), job,
                        temp.resolve("savepoints-" + fixture.directory));
                SavepointFixtures.replace(target.resolve(fixture.directory), savepoint);
            }
        } finally {
            cluster.after();
        }
    }

    /** Runs {@link #main} under Maven when the system property {@value #WRITE_PROPERTY} names the directory. */
    @Test
    @EnabledIfSystemProperty(named = WRITE_PROPERTY, matches = ".+")
    void write() throws Exception {
        main(new String[] {System.getProperty(WRITE_PROPERTY)});
    }

    /** Submits round {@code round} of {@link StringsJob} on {@code backend}, restoring {@code savepoint} if any. */
    static JobID submit(ClusterClient<?> client, StateBackend backend, int round, Path savepoint) throws Exception {
        Configuration configuration = backend.configure(new Configuration());
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
        configuration.set(CheckpointingOptions.FS_SMALL_FILE_THRESHOLD, MemorySize.ZERO);
        StreamExecutionEnvironment env = new StreamExecutionEnvironment(configuration);
        env.setParallelism(1);
        StringsJob.define(env, round);
        JobGraph graph = env.getStreamGraph().getJobGraph();
        graph.setSavepointRestoreSettings(savepoint == null ? SavepointRestoreSettings.none()
                : SavepointRestoreSettings.forPath(savepoint.toString(), false));
        return client.submitJob(graph).get(2, TimeUnit.MINUTES);
    }

    /** The state every key found in round {@code round}, once every key has arrived. */
    static Map<Label, StringsJob.KeyState> awaitRound(ClusterClient<?> client, JobID job, int round)
            throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (true) {
            Map<Label, StringsJob.KeyState> found = StringsJob.RESTORED.get(round);
            if (found != null && found.size() == StringsJob.keys().size()) {
                return Map.copyOf(found);
            }
            if (client.getJobStatus(job).get(2, TimeUnit.MINUTES).isGloballyTerminalState()) {
                throw new AssertionError("The job ended before every key arrived in round " + round + ": "
                        + client.requestJobResult(job).get(2, TimeUnit.MINUTES).getSerializedThrowable()
                                .map(t -> t.getFullStringifiedStackTrace()).orElse("no failure"));
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Only " + (found == null ? 0 : found.size()) + " keys arrived in round "
                        + round);
            }
            Thread.sleep(50);
        }
    }

    /** What every key holds after round {@code round}. */
    static Map<Label, StringsJob.KeyState> expected(int round) {
        return StringsJob.keys().stream().collect(Collectors.toMap(key -> key, key -> StringsJob.state(key, round)));
    }

    /** Stops the job with a canonical savepoint under {@code directory}, and returns its path. */
    static Path stopWithSavepoint(ClusterClient<?> client, JobID job, Path directory) throws Exception {
        String savepoint = client.stopWithSavepoint(job, false, directory.toUri().toString(),
                SavepointFormatType.CANONICAL).get(2, TimeUnit.MINUTES);
        return Path.of(URI.create(savepoint));
    }

    /**
     * The versions written after each snapshot of class {@code snapshotClass} in the files of {@code savepoint}, as
     * {@code TypeSerializerSnapshot.writeVersionedSnapshot} writes them: the class name in modified UTF-8, then the
     * version as an int.
     */
    static java.util.Set<Integer> snapshotVersions(Path savepoint, Class<?> snapshotClass) throws IOException {
        byte[] name = snapshotClass.getName().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        java.util.Set<Integer> versions = new java.util.TreeSet<>();
        try (Stream<Path> paths = Files.walk(savepoint)) {
            for (Path file : paths.filter(Files::isRegularFile).collect(Collectors.toList())) {
                byte[] bytes = Files.readAllBytes(file);
                for (int i = 2; i + name.length + 4 <= bytes.length; i++) {
                    if (((bytes[i - 2] & 0xFF) << 8 | (bytes[i - 1] & 0xFF)) == name.length
                            && java.util.Arrays.equals(bytes, i, i + name.length, name, 0, name.length)) {
                        int at = i + name.length;
                        versions.add((bytes[at] & 0xFF) << 24 | (bytes[at + 1] & 0xFF) << 16
                                | (bytes[at + 2] & 0xFF) << 8 | (bytes[at + 3] & 0xFF));
                    }
                }
            }
        }
        return versions;
    }
}
