package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
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
import org.apache.flink.util.ExceptionUtils;

import adopt.AdoptionJob;

/**
 * One round of {@code adopt.AdoptionJob} on a MiniCluster in this JVM, on the heap backend, with the Flink of this
 * build (1.20.3 or 2.3.0): restored from a savepoint or not, its reports read back, stopped with a canonical
 * savepoint. Only API that both lines have.
 */
final class UpgradeJobs {

    private static final long TIMEOUT_SECONDS = 120;

    private UpgradeJobs() {}

    /**
     * Runs round {@code round} restored from {@code savepoint} (none when null), checks that every key found the
     * state of the rounds before it and holds that of round {@code round} after it, and returns the savepoint the
     * job is stopped with, taken under {@code savepoints}.
     *
     * @param stock whether the job's classes are the unannotated ones, which need Kryo
     */
    static Path round(int round, Path savepoint, boolean stock, Path savepoints) throws Exception {
        Path output = Files.createTempDirectory("upgrade-round" + round);
        JobClient job = start(round, savepoint, stock, output);
        CompletableFuture<JobExecutionResult> result = job.getJobExecutionResult();
        List<String> keys = ExpectedState.keys();
        if (savepoint != null) {
            assertThat(awaitReports(result, output, "restored-", keys)).as("the state each key restored")
                    .containsExactlyElementsOf(ExpectedState.reports(round - 1));
        }
        assertThat(awaitReports(result, output, "round" + round + "-", keys))
                .as("the state of every key after round %d", round)
                .containsExactlyElementsOf(ExpectedState.reports(round));
        String taken = job.stopWithSavepoint(false, savepoints.toUri().toString(), SavepointFormatType.CANONICAL)
                .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        return Path.of(URI.create(taken));
    }

    /**
     * Runs round {@code round} of the job with the annotated classes restored from {@code savepoint}, which must
     * fail before any key reports; returns the failure, with its causes.
     */
    static String failedRestore(int round, Path savepoint) throws Exception {
        Path output = Files.createTempDirectory("upgrade-round" + round);
        JobClient job = start(round, savepoint, false, output);
        try {
            JobExecutionResult result = job.getJobExecutionResult().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            throw new AssertionError("The restore did not fail: the job ended with " + result);
        } catch (ExecutionException e) {
            try (Stream<Path> reports = Files.list(output)) {
                assertThat(reports).as("no key ran after the failed restore").isEmpty();
            }
            return ExceptionUtils.stringifyException(e);
        }
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
        AdoptionJob.define(env, output.toString(), round);
        return env.executeAsync("adoption round " + round);
    }

    /**
     * The reports {@code prefix + key} of every key, in key order, once all are written; fails with the job's
     * failure when it ends first.
     */
    private static List<String> awaitReports(CompletableFuture<JobExecutionResult> result, Path output,
            String prefix, List<String> keys) throws Exception {
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
                throw new AssertionError("Only " + reports.size() + " of " + keys + " reported " + prefix);
            }
            Thread.sleep(50);
        }
    }

    /**
     * The serializer snapshot classes, of {@code candidates}, that the savepoint's files name (a savepoint stores
     * each state's serializer snapshot under its class name).
     */
    static List<String> snapshotClassesNamed(Path savepoint, List<String> candidates) throws IOException {
        List<String> contents = new ArrayList<>();
        try (Stream<Path> files = Files.walk(savepoint)) {
            for (Path file : files.filter(Files::isRegularFile).collect(Collectors.toList())) {
                contents.add(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        return candidates.stream().filter(name -> contents.stream().anyMatch(text -> text.contains(name)))
                .collect(Collectors.toList());
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
