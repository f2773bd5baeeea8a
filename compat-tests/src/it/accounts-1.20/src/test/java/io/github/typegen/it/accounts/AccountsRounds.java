package io.github.typegen.it.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.flink.api.common.JobExecutionResult;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.ConfigOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.MemorySize;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

import accounts.AccountsJob;

/**
 * One round of {@code accounts.AccountsJob} on a MiniCluster in this JVM, on the heap backend, with the Flink of
 * this build (1.20.3 or 2.3.0): restored from a savepoint or not, every key's reports checked against {@link
 * AccountsJob#expected(int, int)}, stopped with a canonical savepoint. Only API that both lines have.
 */
final class AccountsRounds {

    /** The snapshot classes of Flink's own serializers that the state of the unannotated classes is written by. */
    static final List<String> FLINK_SNAPSHOTS = List.of(
            "org.apache.flink.api.java.typeutils.runtime.PojoSerializerSnapshot",
            "org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializerSnapshot");

    /** The generated snapshot classes of the annotated classes. */
    static final List<String> GENERATED_SNAPSHOTS = List.of("accounts.AccountSerializerSnapshot",
            "accounts.MoneySerializerSnapshot");

    private static final long TIMEOUT_SECONDS = 120;

    private AccountsRounds() {}

    /** Every snapshot class of {@link #FLINK_SNAPSHOTS} and {@link #GENERATED_SNAPSHOTS}. */
    static List<String> snapshots() {
        List<String> all = new ArrayList<>(FLINK_SNAPSHOTS);
        all.addAll(GENERATED_SNAPSHOTS);
        return all;
    }

    /**
     * Runs round {@code round} restored from {@code savepoint} (none when null), checks that every key found the
     * state of the rounds before it and holds that of round {@code round} after it, and returns the savepoint the
     * job is stopped with, taken under {@code savepoints}.
     *
     * @param stock whether the job's classes are the unannotated ones, which need Kryo
     */
    static Path round(int round, Path savepoint, boolean stock, Path savepoints) throws Exception {
        Path output = Files.createTempDirectory("accounts-round" + round);
        JobClient job = start(round, savepoint, stock, output);
        CompletableFuture<JobExecutionResult> result = job.getJobExecutionResult();
        if (savepoint != null) {
            assertThat(awaitReports(result, output, "restored-")).as("the state each key restored")
                    .containsExactlyElementsOf(AccountsJob.expectedReports(round - 1));
        }
        assertThat(awaitReports(result, output, "round" + round + "-"))
                .as("the state of every key after round %d", round)
                .containsExactlyElementsOf(AccountsJob.expectedReports(round));
        String taken = job.stopWithSavepoint(false, savepoints.toUri().toString(), SavepointFormatType.CANONICAL)
                .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        return Path.of(URI.create(taken));
    }

    /** Submits round {@code round}, writing its reports to {@code output}; a failure ends the job (no restart). */
    private static JobClient start(int round, Path savepoint, boolean stock, Path output) throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, stock);
        configuration.set(StateBackendOptions.STATE_BACKEND, "hashmap");
        // every state handle in a file of its own: _metadata names them by relative paths only
        configuration.set(CheckpointingOptions.CHECKPOINT_STORAGE, "filesystem");
        configuration.set(CheckpointingOptions.CHECKPOINTS_DIRECTORY,
                Files.createTempDirectory("checkpoints").toUri().toString());
        configuration.set(CheckpointingOptions.FS_SMALL_FILE_THRESHOLD, MemorySize.ZERO);
        // by key: the options' classes differ between the lines (SavepointConfigOptions is gone in Flink 2.0)
        if (savepoint != null) {
            configuration.set(ConfigOptions.key("execution.savepoint.path").stringType().noDefaultValue(),
                    savepoint.toUri().toString());
        }
        configuration.set(ConfigOptions.key("restart-strategy.type").stringType().noDefaultValue(), "none");
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(1);
        AccountsJob.define(env, output.toString(), round);
        return env.executeAsync("accounts round " + round);
    }

    /**
     * The reports {@code prefix + key} of every key, in index order, once all are written; fails with the job's
     * failure when it ends first.
     */
    private static List<String> awaitReports(CompletableFuture<JobExecutionResult> result, Path output,
            String prefix) throws Exception {
        List<String> keys = AccountsJob.keys();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (true) {
            List<String> reports = new ArrayList<>();
            for (String key : keys) {
                Path report = output.resolve(prefix + key);
                if (Files.exists(report)) {
                    reports.add(Files.readString(report));
                }
            }
            if (reports.size() == keys.size()) {
                return reports;
            }
            if (result.isDone()) {
                result.get();
                throw new AssertionError("The job ended before every key reported " + prefix);
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Only " + reports.size() + " of " + keys.size() + " keys reported " + prefix);
            }
            Thread.sleep(50);
        }
    }

    /** The text of every file of the savepoint, read as ISO-8859-1 (one char a byte). */
    private static List<String> contents(Path savepoint) throws IOException {
        List<String> contents = new ArrayList<>();
        try (Stream<Path> files = Files.walk(savepoint)) {
            for (Path file : files.filter(Files::isRegularFile).collect(Collectors.toList())) {
                contents.add(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        return contents;
    }

    /**
     * The serializer snapshot classes, of {@code candidates}, that the savepoint's files name (a savepoint stores
     * each state's serializer snapshot under its class name).
     */
    static List<String> snapshotClassesNamed(Path savepoint, List<String> candidates) throws IOException {
        List<String> contents = contents(savepoint);
        return candidates.stream().filter(name -> contents.stream().anyMatch(text -> text.contains(name)))
                .collect(Collectors.toList());
    }

    /**
     * Every class name ending in {@code SerializerSnapshot} that the savepoint's files hold, sorted: each is written
     * as modified UTF-8, a name preceded by its length in two bytes, which tells where the name begins.
     */
    static TreeSet<String> allSnapshotClassesNamed(Path savepoint) throws IOException {
        Pattern nameChars = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$.]*");
        String suffix = "SerializerSnapshot";
        TreeSet<String> names = new TreeSet<>();
        for (String text : contents(savepoint)) {
            for (int end = text.indexOf(suffix); end >= 0; end = text.indexOf(suffix, end + 1)) {
                int stop = end + suffix.length();
                for (int start = end - 1; start >= Math.max(2, end - 1000); start--) {
                    int length = (text.charAt(start - 2) << 8) | text.charAt(start - 1);
                    String candidate = text.substring(start, stop);
                    if (length == stop - start && nameChars.matcher(candidate).matches()) {
                        names.add(candidate);
                        break;
                    }
                }
            }
        }
        return names;
    }

    /** Copies the files of the savepoint {@code from} into the new directory {@code to}, and returns it. */
    static Path copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.filter(Files::isRegularFile).collect(Collectors.toList())) {
                Files.copy(file, to.resolve(file.getFileName()));
            }
        }
        return to;
    }

    /** Replaces the files of {@code fixture} with those of {@code savepoint}. */
    static void replace(Path fixture, Path savepoint) throws IOException {
        Files.createDirectories(fixture);
        try (Stream<Path> old = Files.list(fixture)) {
            for (Path file : old.collect(Collectors.toList())) {
                Files.delete(file);
            }
        }
        copy(savepoint, fixture);
    }
}
