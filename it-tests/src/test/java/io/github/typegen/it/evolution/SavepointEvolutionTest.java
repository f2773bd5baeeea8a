package io.github.typegen.it.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.JobStatus;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.ExternalizedCheckpointRetention;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.core.execution.CheckpointType;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
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
import io.github.typegen.it.versions.JobJar;
import io.github.typegen.it.versions.SourceVersions;

/**
 * End to end: a keyed job holds a {@code @FlinkType} record in {@code ValueState} and {@code MapState}, takes a
 * savepoint and is cancelled, and is restarted from the savepoint with a changed version of the class (a field
 * added, one removed, one widened), then with an incompatible version; on each {@link StateBackend}. (Cancelled
 * rather than stopped with the savepoint: a job that finishes deletes its retained checkpoints.)
 *
 * <p>Each version of the job is compiled at test time, with javac and the Typegen processor, from {@code
 * src/test/resources/evolution/common} plus {@code v1}, {@code v2} or {@code v3}, into a jar of its own, once
 * for all backends. The classes are not on the test class path: the client builds the job graph through a
 * class loader over the jar, and the cluster loads them from the jar, child first, as it loads any user jar.
 *
 * <p>The backends restore differently. The heap backend reads every entry of a savepoint with the old
 * snapshot's restored serializer while it restores; RocksDB copies a canonical savepoint's bytes into a new
 * database, and opens the files of a native savepoint (ForSt's only kind) or an incremental checkpoint as they
 * are; both migrate a state's entries when the job registers it, in {@code open()}. On the backends with
 * incremental checkpoints, version 1 also leaves a retained checkpoint, and versions 2 and 3 restore from it
 * as well. Version 3 fails the same way on every backend, while the keyed backend is built, before the job
 * registers its state: RocksDB and ForSt ask each restored state for its serializer when they create its column
 * family (to check for a TTL serializer), and until the job registers the state that is the old snapshot's
 * restored serializer, which refuses a layout the current classes cannot read.
 */
class SavepointEvolutionTest {

    private static final int KEYS = 10;
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @TempDir
    static Path jars;
    private static Path v1;
    private static Path v2;
    private static Path v3;

    @BeforeAll
    static void compileJobs() throws IOException {
        v1 = compileJob(jars, "v1");
        v2 = compileJob(jars, "v2");
        v3 = compileJob(jars, "v3");
    }

    @ParameterizedTest
    @EnumSource(StateBackend.class)
    void stateSurvivesACompatibleChangeAndAnIncompatibleOneFailsWithoutTouchingTheSavepoint(StateBackend backend,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        Path checkpoints = temp.resolve("checkpoints");

        // Version 1 runs until every key has seen every event; a savepoint (and on the incremental backends a
        // checkpoint, retained when the job is cancelled) is taken, and the job cancelled.
        Path output1 = Files.createDirectories(temp.resolve("output-v1"));
        JobID job1 = submit(client, v1, backend, checkpoints, output1, null);
        List<String> v1States = awaitReports(output1, "v1-");
        assertThat(v1States).containsExactlyElementsOf(keys(k -> "Account[owner=" + k + ", balance=50, note=note-" + k + "]"));
        String savepoint = client.triggerSavepoint(job1, temp.resolve("savepoints").toUri().toString(),
                backend.savepointFormat()).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        String checkpoint = null;
        if (backend.incrementalCheckpoints()) {
            long id = client.triggerCheckpoint(job1, CheckpointType.CONFIGURED)
                    .get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            checkpoint = checkpoints.resolve(job1.toString()).resolve("chk-" + id).toUri().toString();
        }
        client.cancel(job1).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        assertThat(client.requestJobResult(job1).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS).getJobStatus())
                .contains(JobStatus.CANCELED);
        Map<String, String> savepointFiles = SourceVersions.digests(Path.of(URI.create(savepoint)));
        Map<String, String> checkpointFiles = checkpoint == null ? null : SourceVersions.digests(checkpoints.resolve(job1.toString()));

        // Version 2 restores every key's value and history, and goes on updating them.
        restoresAndUpdates(client, backend, temp.resolve("from-savepoint"), savepoint);
        if (checkpoint != null) {
            restoresAndUpdates(client, backend, temp.resolve("from-checkpoint"), checkpoint);
        }

        // Version 3 changed balance from int to String: the restore fails, saying so, and the savepoint stays.
        failsToRestore(client, backend, temp.resolve("v3-from-savepoint"), savepoint);
        assertThat(SourceVersions.digests(Path.of(URI.create(savepoint)))).isEqualTo(savepointFiles);
        if (checkpoint != null) {
            failsToRestore(client, backend, temp.resolve("v3-from-checkpoint"), checkpoint);
            assertThat(SourceVersions.digests(checkpoints.resolve(job1.toString()))).isEqualTo(checkpointFiles);
        }
    }

    /** Version 2 restored from {@code snapshot}: every key's state as version 1 left it, then updated. */
    private static void restoresAndUpdates(ClusterClient<?> client, StateBackend backend, Path directory,
            String snapshot) throws Exception {
        Path output = Files.createDirectories(directory.resolve("output-v2"));
        JobID job = submit(client, v2, backend, directory.resolve("checkpoints"), output, snapshot);
        List<String> restored = awaitReports(output, "restored-");
        assertThat(restored).as("restored from %s", snapshot).containsExactlyElementsOf(keys(
                k -> "Account[owner=" + k + ", balance=50, tier=null]\n{" + history(k) + "}"));
        List<String> updated = awaitReports(output, "v2-");
        assertThat(updated).containsExactlyElementsOf(keys(k -> "Account[owner=" + k + ", balance=55, tier=gold]\n{"
                + history(k) + ", v2-1=Account[owner=" + k + ", balance=51, tier=gold]"
                + ", v2-2=Account[owner=" + k + ", balance=52, tier=gold]"
                + ", v2-3=Account[owner=" + k + ", balance=53, tier=gold]"
                + ", v2-4=Account[owner=" + k + ", balance=54, tier=gold]"
                + ", v2-5=Account[owner=" + k + ", balance=55, tier=gold]}"));
        client.cancel(job).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    }

    /** Version 3 restored from {@code snapshot}: the job fails, naming the class and the field, before any key ran. */
    private static void failsToRestore(ClusterClient<?> client, StateBackend backend, Path directory,
            String snapshot) throws Exception {
        Path output = Files.createDirectories(directory.resolve("output-v3"));
        JobID job = submit(client, v3, backend, directory.resolve("checkpoints"), output, snapshot);
        JobResult result = client.requestJobResult(job).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        assertThat(result.getJobStatus()).contains(JobStatus.FAILED);
        Throwable failure = result.getSerializedThrowable().orElseThrow()
                .deserializeError(SavepointEvolutionTest.class.getClassLoader());
        assertThat(ExceptionUtils.stringifyException(failure))
                .as("fails on %s while restoring, before the job registers its state", backend)
                .contains("Could not restore keyed state backend for KeyedProcessOperator")
                .contains("State of evo.Account was written in a layout that the current classes cannot read")
                .contains("field 'balance' of evo.Account changed type from int to String");
        try (Stream<Path> reports = Files.list(output)) {
            assertThat(reports).as("no key ran with version 3").isEmpty();
        }
    }

    /** The history version 1 left for key {@code k}: round-1 to round-5. */
    private static String history(String k) {
        List<String> rounds = new ArrayList<>();
        for (int round = 1; round <= 5; round++) {
            rounds.add("round-" + round + "=Account[owner=" + k + ", balance=" + round * 10 + ", tier=null]");
        }
        return String.join(", ", rounds);
    }

    private static List<String> keys(java.util.function.Function<String, String> expected) {
        List<String> result = new ArrayList<>();
        for (int key = 0; key < KEYS; key++) {
            result.add(expected.apply("k" + key));
        }
        return result;
    }

    // ------------------------------------------------------------------------
    //  jobs
    // ------------------------------------------------------------------------

    /**
     * Submits the job of {@code jar} on {@code backend}, restored from {@code snapshot} unless it is null. It
     * checkpoints only when asked to, into {@code checkpoints}, and keeps its checkpoints when cancelled.
     */
    private static JobID submit(ClusterClient<?> client, Path jar, StateBackend backend, Path checkpoints,
            Path output, String snapshot) throws Exception {
        Configuration configuration = backend.configure(new Configuration());
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
        configuration.set(CheckpointingOptions.CHECKPOINTING_INTERVAL, Duration.ofHours(1));
        configuration.set(CheckpointingOptions.CHECKPOINTS_DIRECTORY, checkpoints.toUri().toString());
        configuration.set(CheckpointingOptions.EXTERNALIZED_CHECKPOINT_RETENTION,
                ExternalizedCheckpointRetention.RETAIN_ON_CANCELLATION);
        configuration.setString("pipeline.generic-types", "false");
        try (URLClassLoader classes = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                SavepointEvolutionTest.class.getClassLoader())) {
            StreamExecutionEnvironment env = new StreamExecutionEnvironment(configuration, classes);
            env.setParallelism(2);
            Method define = classes.loadClass("evo.AccountJob").getMethod("define", StreamExecutionEnvironment.class,
                    String.class);
            define.invoke(null, env, output.toString());
            JobGraph jobGraph = env.getStreamGraph().getJobGraph(classes, null);
            jobGraph.addJar(new org.apache.flink.core.fs.Path(jar.toUri()));
            jobGraph.setSavepointRestoreSettings(snapshot == null
                    ? SavepointRestoreSettings.none()
                    : SavepointRestoreSettings.forPath(snapshot, false));
            return client.submitJob(jobGraph).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        }
    }

    /** Waits for the reports named {@code prefix + key} of every key, and returns them in key order. */
    private static List<String> awaitReports(Path directory, String prefix) throws Exception {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (true) {
            Map<String, String> reports = new TreeMap<>();
            for (int key = 0; key < KEYS; key++) {
                Path report = directory.resolve(prefix + "k" + key);
                if (Files.exists(report)) {
                    reports.put("k" + key, Files.readString(report));
                }
            }
            if (reports.size() == KEYS) {
                return new ArrayList<>(reports.values());
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Only " + reports.keySet() + " reported " + prefix + " in " + directory);
            }
            Thread.sleep(50);
        }
    }

    // ------------------------------------------------------------------------
    //  compiling a version of the job into a jar
    // ------------------------------------------------------------------------

    private static Path compileJob(Path temp, String version) throws IOException {
        return JobJar.compile(temp, "job-" + version, "evolution/common", "evolution/" + version).jar();
    }
}
