package io.github.typegen.it.pipeline;

import static io.github.typegen.it.pipeline.FusedPipelineTest.batches;
import static io.github.typegen.it.pipeline.FusedPipelineTest.lines;
import static io.github.typegen.it.pipeline.PipelineJobs.environment;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;

/**
 * The keyed {@code @Stage.Process} stage of {@link TallyPipeline} ({@code ValueState<Tally>} of a
 * {@code @FlinkType} class and a {@code MapState<String, Long>}) on a MiniCluster with checkpoints every
 * 50 ms (unaligned) and Kryo forbidden. The job fails once in the middle and recovers from its last checkpoint: the
 * alerts must be exactly those of the whole input processed once, which holds only if the state of every
 * sensor (registered by the generated operator with the generated serializer) was checkpointed and restored.
 */
class KeyedStateCheckpointTest {

    private static final int FAIL_AT_LINE = 1_200;

    /** Lines parsed, over every attempt of the job (the MiniCluster runs in this JVM). */
    private static final AtomicInteger PARSED = new AtomicInteger();
    private static final AtomicBoolean FAILED = new AtomicBoolean();

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    /** The pipeline, slowed down so that checkpoints complete, failing once at {@link #FAIL_AT_LINE}. */
    static final class FailingOnce extends TallyPipeline {
        private static final long serialVersionUID = 1L;

        FailingOnce(long every) {
            super(every);
        }

        @Override
        Reading parse(String line) {
            if (PARSED.incrementAndGet() == FAIL_AT_LINE && FAILED.compareAndSet(false, true)) {
                throw new IllegalStateException("Injected failure at line " + FAIL_AT_LINE);
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return super.parse(line);
        }
    }

    @Test
    void stateSurvivesAFailureThroughACheckpoint() throws Exception {
        List<String> lines = lines(2_000, 4);
        // One subtask before keyBy, so that each sensor's readings arrive in input order; two after it.
        StreamExecutionEnvironment env = environment(1);
        Configuration restarts = new Configuration();
        restarts.set(RestartStrategyOptions.RESTART_STRATEGY, "fixed-delay");
        restarts.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_ATTEMPTS, 2);
        restarts.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_DELAY, Duration.ofMillis(10));
        env.configure(restarts);
        env.setRuntimeMode(RuntimeExecutionMode.STREAMING);
        env.enableCheckpointing(50);
        // The source emits everything at once; unaligned barriers overtake the buffered records, so that
        // checkpoints complete while the slow stages are still working through them.
        env.getCheckpointConfig().enableUnalignedCheckpoints();

        DataStream<Alert> alerts = new TallyPipelineFused(new FailingOnce(25))
                .apply(env.fromData(batches(lines, 10), Types.STRING))
                .setParallelism(2);
        List<Alert> received = alerts.executeAndCollect(10_000);

        assertThat(FAILED).isTrue();
        // Restarted from a checkpoint, not from the beginning: fewer lines parsed than twice up to the failure.
        assertThat(PARSED.get()).isLessThan(FAIL_AT_LINE + lines.size());
        assertThat(received).hasSizeGreaterThan(50).containsExactlyInAnyOrderElementsOf(expectedAlerts(lines, 25));
    }

    /** The alerts computed without Flink: one tally per sensor, an alert every {@code every} readings. */
    private static List<Alert> expectedAlerts(List<String> lines, long every) {
        Map<String, Tally> tallies = new HashMap<>();
        List<Alert> alerts = new ArrayList<>();
        for (String line : lines) {
            Reading reading = Reading.parse(line);
            if (reading.celsius() <= -90 || reading.celsius() >= 60) {
                continue;
            }
            Tally tally = tallies.computeIfAbsent(reading.sensor(), s -> new Tally(s, 0, Double.NEGATIVE_INFINITY));
            tally.setCount(tally.getCount() + 1);
            tally.setMax(Math.max(tally.getMax(), reading.celsius()));
            if (tally.getCount() % every == 0) {
                alerts.add(new Alert(tally.getSensor(), "max after " + tally.getCount(), tally.getMax()));
            }
        }
        return alerts;
    }
}
