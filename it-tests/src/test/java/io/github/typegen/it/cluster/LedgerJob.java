package io.github.typegen.it.cluster;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongPredicate;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.deployment.StandaloneClusterId;
import org.apache.flink.client.program.PackagedProgram;
import org.apache.flink.client.program.PackagedProgramUtils;
import org.apache.flink.client.program.rest.RestClusterClient;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.CoreOptions;
import org.apache.flink.configuration.MemorySize;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.apache.flink.util.SerializedThrowable;

import io.github.typegen.it.state.StateBackend;

/**
 * The sample app's {@code AccountLedgerJob}, submitted from the sample app's thin job jar as {@code flink run -c}
 * would submit it, and what it must write, computed here without the sample app's code.
 */
final class LedgerJob {

    static final String ENTRY_CLASS = "io.github.typegen.sample.cluster.AccountLedgerJob";

    /** The ledger's accounts and currency; posting {@code n} books on {@code account-(n mod 20)}. */
    static final int ACCOUNTS = 20;
    private static final String CURRENCY = "EUR";
    private static final int RECENT = 3;

    private LedgerJob() {}

    /**
     * The sample app's thin job jar, built by the sample-app module before this one: the app's classes and what
     * a Flink distribution's {@code lib/} lacks, with Flink's own classes left to the cluster.
     */
    static File jar() {
        String path = System.getProperty("typegen.sampleApp.jar", "../sample-app/target/typegen-sample-app-thin.jar");
        File jar = new File(path).getAbsoluteFile();
        if (!jar.isFile()) {
            throw new IllegalStateException("The sample app's thin job jar " + jar + " is missing: build it first, "
                    + "e.g. mvn -pl sample-app,it-tests -am verify");
        }
        return jar;
    }

    /** Submits the job on the cluster's state backend, Flink's default (the heap). */
    static JobID submit(FlinkCluster cluster, RestClusterClient<StandaloneClusterId> client, Path output,
            long postings, int postingsPerSecond, long checkpointIntervalMillis, SavepointRestoreSettings restore)
            throws Exception {
        return submit(cluster, client, null, output, postings, postingsPerSecond, checkpointIntervalMillis,
                restore);
    }

    /**
     * Builds the job graph from the jar ({@link PackagedProgram} loads the jar's classes in a user-code class
     * loader, as {@code flink run} does), uploads the jar with it and submits it; returns the job's id. A
     * {@code backend} other than null is set in the job's configuration, as {@code flink run
     * -Dstate.backend.type=...} sets it, and its checkpoints then inline no state in their metadata (see {@link
     * #sharedCheckpointFiles}).
     */
    static JobID submit(FlinkCluster cluster, RestClusterClient<StandaloneClusterId> client, StateBackend backend,
            Path output, long postings, int postingsPerSecond, long checkpointIntervalMillis,
            SavepointRestoreSettings restore) throws Exception {
        checkSampleAppNotOnTestClasspath();
        Configuration configuration = cluster.clientConfiguration();
        if (backend != null) {
            backend.configure(configuration);
            // no state inlined in the checkpoint's metadata, however small: every file a checkpoint writes is a file
            configuration.set(CheckpointingOptions.FS_SMALL_FILE_THRESHOLD, MemorySize.ZERO);
        }
        PackagedProgram program = PackagedProgram.newBuilder()
                .setJarFile(jar())
                .setEntryPointClassName(ENTRY_CLASS)
                .setArguments(output.toString(), Long.toString(postings), Integer.toString(postingsPerSecond),
                        Long.toString(checkpointIntervalMillis))
                .setConfiguration(configuration)
                .setSavepointRestoreSettings(restore)
                .build();
        try {
            JobGraph jobGraph = PackagedProgramUtils.createJobGraph(program, configuration,
                    configuration.get(CoreOptions.DEFAULT_PARALLELISM), false);
            return client.submitJob(jobGraph).get();
        } finally {
            program.close();
        }
    }

    /** Waits for the job's end and fails with the job's failure unless it finished successfully. */
    static void awaitSuccess(RestClusterClient<StandaloneClusterId> client, JobID job, Duration timeout)
            throws Exception {
        JobResult result = client.requestJobResult(job).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (!result.isSuccess()) {
            throw new AssertionError("Job " + job + " ended " + result.getJobStatus().orElse(null) + ": "
                    + result.getSerializedThrowable().map(SerializedThrowable::getFullStringifiedStackTrace)
                            .orElse(""));
        }
    }

    private static void checkSampleAppNotOnTestClasspath() {
        try {
            Class.forName(ENTRY_CLASS, false, LedgerJob.class.getClassLoader());
            throw new IllegalStateException(ENTRY_CLASS + " is on the test class path: the cluster tests must load "
                    + "it only from the sample app's thin job jar");
        } catch (ClassNotFoundException expected) {
            // loaded only by the user-code class loaders of the client and the cluster
        }
    }

    /**
     * The ledger's lines for postings {@code 0} to {@code postings - 1}, in sequence order:
     * {@code sequence,account,postings,currency,cents,recent}, where posting {@code n} books
     * {@code (n * 7919) mod 2001 - 1000} cents on {@code account-(n mod 20)}, and {@code recent} lists the
     * sequence numbers of the account's last three postings, oldest first.
     */
    static List<String> expectedLines(long postings) {
        return expectedLines(postings, n -> true);
    }

    /** The ledger's lines, as {@link #expectedLines(long)}, when it books only the postings {@code booked} accepts. */
    static List<String> expectedLines(long postings, LongPredicate booked) {
        Map<String, Long> counts = new HashMap<>();
        Map<String, Long> balances = new HashMap<>();
        Map<String, Deque<Long>> recents = new HashMap<>();
        List<String> lines = new ArrayList<>();
        for (long n = 0; n < postings; n++) {
            if (!booked.test(n)) {
                continue;
            }
            String account = "account-" + n % ACCOUNTS;
            long count = counts.merge(account, 1L, Long::sum);
            long balance = balances.merge(account, n * 7919 % 2001 - 1000, Long::sum);
            Deque<Long> recent = recents.computeIfAbsent(account, a -> new ArrayDeque<>());
            recent.addLast(n);
            if (recent.size() > RECENT) {
                recent.removeFirst();
            }
            lines.add(n + "," + account + "," + count + "," + CURRENCY + "," + balance + ","
                    + recent.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        }
        return lines;
    }

    /**
     * The lines of the sink's committed part files in {@code output}, in sequence order. In-progress and
     * pending files, which a failure may leave behind, are hidden ({@code .part-...}) and not read.
     */
    static List<String> committedLines(Path output) {
        return lines(committedFiles(output));
    }

    /** The lines of {@code files}, in sequence order. */
    static List<String> lines(List<Path> files) {
        List<String> lines = new ArrayList<>();
        for (Path file : files) {
            try {
                lines.addAll(Files.readAllLines(file));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        lines.sort(Comparator.comparingLong(LedgerJob::sequence));
        return lines;
    }

    /** The sink's committed part files. */
    static List<Path> committedFiles(Path output) {
        return files(output, name -> name.startsWith("part-"));
    }

    /** The sink's in-progress and pending files that hold data: hidden files, committed by renaming them. */
    static List<Path> uncommittedFiles(Path output) {
        return files(output, name -> name.startsWith(".part-")).stream()
                .filter(file -> file.toFile().length() > 0)
                .toList();
    }

    private static List<Path> files(Path output, Predicate<String> name) {
        if (!Files.isDirectory(output)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(output)) {
            return files.filter(file -> name.test(file.getFileName().toString())).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Each account's last line: its final balance. */
    static Map<String, String> finalBalances(List<String> lines) {
        Map<String, String> last = new HashMap<>();
        for (String line : lines) {
            last.merge(line.split(",")[1], line, (a, b) -> sequence(a) > sequence(b) ? a : b);
        }
        return last;
    }

    static long sequence(String line) {
        return Long.parseLong(line.substring(0, line.indexOf(',')));
    }

    /** Whether the job is running (no longer initializing, not restarting); its other REST calls need this. */
    static boolean running(FlinkCluster cluster, JobID job) {
        return cluster.get("/jobs/" + job).path("state").asText().equals("RUNNING");
    }

    /** The number of completed checkpoints (and savepoints) of a job. */
    static long completedCheckpoints(FlinkCluster cluster, JobID job) {
        return cluster.get("/jobs/" + job + "/checkpoints").path("counts").path("completed").asLong();
    }

    /** The class name of the job's state backend, e.g. {@code EmbeddedRocksDBStateBackend}. */
    static String stateBackend(FlinkCluster cluster, JobID job) {
        return cluster.get("/jobs/" + job + "/checkpoints/config").path("state_backend").asText();
    }

    /**
     * The files of the job's checkpoints in their {@code shared/} directory: the files incremental checkpoints
     * share with later ones (RocksDB's SST files, and the files that go with them). Full checkpoints write none.
     * Small files are inlined in the checkpoint's metadata instead, unless the job sets the inline threshold to
     * zero, as {@link #submit} does with a backend.
     */
    static List<Path> sharedCheckpointFiles(FlinkCluster cluster, JobID job) {
        Path shared = cluster.directory().resolve("checkpoints").resolve(job.toString()).resolve("shared");
        return files(shared, name -> true);
    }

    /** What the job's current execution was restored from, or a missing node when it started empty. */
    static JsonNode latestRestore(FlinkCluster cluster, JobID job) {
        return cluster.get("/jobs/" + job + "/checkpoints").path("latest").path("restored");
    }

    /** The names of the job's vertices that have a running task on the TaskManager {@code taskManager}. */
    static List<String> verticesRunningOn(FlinkCluster cluster, JobID job, String taskManager) {
        List<String> vertices = new ArrayList<>();
        for (JsonNode vertex : cluster.get("/jobs/" + job).path("vertices")) {
            JsonNode taskManagers = cluster.get("/jobs/" + job + "/vertices/" + vertex.path("id").asText()
                    + "/taskmanagers").path("taskmanagers");
            boolean running = StreamSupport.stream(taskManagers.spliterator(), false)
                    .anyMatch(tm -> tm.path("taskmanager-id").asText().equals(taskManager)
                            && tm.path("status-counts").path("RUNNING").asInt() > 0);
            if (running) {
                vertices.add(vertex.path("name").asText());
            }
        }
        return vertices;
    }
}
