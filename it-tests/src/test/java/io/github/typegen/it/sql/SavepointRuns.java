package io.github.typegen.it.sql;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.configuration.StateRecoveryOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;
import org.apache.flink.util.function.SerializableSupplier;

import io.github.typegen.it.state.StateBackend;

/**
 * What the fused operators' savepoint tests share: a job's environment on a state backend (no restarts, no generic
 * types, restoring a savepoint if given one), a source that replays part of the test's input and then idles until
 * the job stops, stopping a job with a savepoint, and waiting for the rows a job has emitted.
 */
final class SavepointRuns {

    static final Duration TIMEOUT = Duration.ofMinutes(2);

    private SavepointRuns() {
    }

    /** An environment on {@code backend}, restoring {@code savepoint} unless it is null. */
    static StreamExecutionEnvironment environment(StateBackend backend, String savepoint, int parallelism) {
        return environment(new Configuration(), backend, savepoint, parallelism);
    }

    /** An environment on {@code backend} with {@code configuration}, restoring {@code savepoint} unless it is null. */
    static StreamExecutionEnvironment environment(Configuration configuration, StateBackend backend,
            String savepoint, int parallelism) {
        backend.configure(configuration);
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        if (savepoint != null) {
            configuration.set(StateRecoveryOptions.SAVEPOINT_PATH, savepoint);
        }
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(parallelism);
        return env;
    }

    /** Stops {@code job} with a savepoint in {@code backend}'s format under {@code temp}, and returns its path. */
    static String stopWithSavepoint(JobClient job, StateBackend backend, Path temp) throws Exception {
        return job.stopWithSavepoint(false, temp.resolve("savepoints").toUri().toString(), backend.savepointFormat())
                .get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    }

    /** Waits until {@code done}, failing with {@code progress} after {@link #TIMEOUT}. */
    static void await(BooleanSupplier done, Supplier<String> progress) throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(progress.get());
            }
            Thread.sleep(20);
        }
    }

    /**
     * Emits the rows {@code from} to {@code to} (exclusive) of the test's input, then idles until stopped if {@code
     * idle}, or ends. The input is read where the source runs, so the source carries no rows.
     */
    static final class Replay<T> implements SourceFunction<T> {
        private static final long serialVersionUID = 1L;
        private final SerializableSupplier<List<T>> input;
        private final int from;
        private final int to;
        private final boolean idle;
        private volatile boolean running = true;

        Replay(SerializableSupplier<List<T>> input, int from, int to, boolean idle) {
            this.input = input;
            this.from = from;
            this.to = to;
            this.idle = idle;
        }

        @Override
        public void run(SourceContext<T> context) throws Exception {
            for (T row : input.get().subList(from, to)) {
                synchronized (context.getCheckpointLock()) {
                    context.collect(row);
                }
            }
            while (idle && running) {
                Thread.sleep(20);
            }
        }

        @Override
        public void cancel() {
            running = false;
        }
    }
}
