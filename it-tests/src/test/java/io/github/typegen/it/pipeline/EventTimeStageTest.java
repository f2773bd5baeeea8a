package io.github.typegen.it.pipeline;

import static io.github.typegen.it.pipeline.PipelineJobs.environment;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;

import org.apache.flink.api.common.eventtime.TimestampAssigner;
import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;

/**
 * {@code @Stage.Process} stages reading the element's timestamp ({@code EventTime}) and the current watermark
 * ({@code TimerService}) on a MiniCluster, in event time with out-of-order readings: each reading's timestamp is its
 * own {@code time} field, and after each reading a punctuated generator emits the watermark "largest time so far
 * minus {@value #LAG}". With parallelism 1, the values each stage must see follow from the readings alone: the
 * timestamp of a reading is its time, the watermark at a reading is the one after the reading before, and a timer
 * fires at the first watermark that reaches it (at the latest the final one, {@code Long.MAX_VALUE}).
 */
class EventTimeStageTest {

    private static final TypeInformation<Reading> READING = Typegen.typeInfo(Reading.class);

    /** How far the watermark stays behind the largest reading time seen. */
    private static final long LAG = 15;

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(1);

    /**
     * Three sensors' readings, 10 ms apart, except that every fourth comes 35 ms behind its place (some after the
     * watermark has passed them); every eleventh from the sixth on is implausible (99.5 degrees). Distinct times.
     */
    static List<Reading> readings() {
        return IntStream.range(0, 60)
                .mapToObj(i -> new Reading("s" + i % 3, i % 11 == 5 ? 99.5 : 20.0 + i,
                        1_000 + 10L * i - (i % 4 == 3 ? 35 : 0)))
                .toList();
    }

    /** The readings' own times as timestamps; after each reading, the watermark "largest time so far - LAG". */
    static WatermarkStrategy<Reading> punctuated() {
        return WatermarkStrategy.<Reading>forGenerator(context -> new WatermarkGenerator<>() {
            private long largest = Long.MIN_VALUE;

            @Override
            public void onEvent(Reading reading, long timestamp, WatermarkOutput output) {
                largest = Math.max(largest, timestamp);
                output.emitWatermark(new Watermark(largest - LAG));
            }

            @Override
            public void onPeriodicEmit(WatermarkOutput output) {}
        }).withTimestampAssigner((reading, previous) -> reading.time());
    }

    private static DataStream<Reading> stamped(StreamExecutionEnvironment env, List<Reading> readings) {
        return env.fromData(readings, READING).assignTimestampsAndWatermarks(punctuated());
    }

    /** The watermark each reading meets at the keyed operator: the one emitted after the reading before it. */
    private static List<Long> watermarksMet(List<Reading> readings) {
        List<Long> met = new ArrayList<>();
        long watermark = Long.MIN_VALUE;
        for (Reading reading : readings) {
            met.add(watermark);
            watermark = Math.max(watermark, reading.time() - LAG);
        }
        return met;
    }

    @Test
    void aProcessStageAndItsTimerMethodSeeTheTimestampAndTheWatermark() throws Exception {
        List<Reading> readings = readings();
        assertThat(readings.stream().map(Reading::time).distinct()).hasSameSizeAs(readings);

        List<TimeSeen> expected = new ArrayList<>();
        Map<Long, String> pendingTimers = new TreeMap<>();
        long watermark = Long.MIN_VALUE;
        for (Reading reading : readings) {
            expected.add(new TimeSeen(reading.sensor(), "element", reading.time(), reading.time(), watermark));
            pendingTimers.put(reading.time() + EventTimePipelines.TIMER_DELAY, reading.sensor());
            // Flink forwards a watermark only when it is larger than the last
            long next = Math.max(watermark, reading.time() - LAG);
            if (next > watermark) {
                watermark = next;
                fire(pendingTimers, watermark, expected);
            }
        }
        fire(pendingTimers, Long.MAX_VALUE, expected);
        assertThat(expected).as("some readings come after the watermark has passed them")
                .anyMatch(seen -> seen.event().equals("element") && seen.timestamp() <= seen.watermark());
        assertThat(expected).as("some timers fire before the end of the input")
                .anyMatch(seen -> seen.event().equals("timer") && seen.watermark() < Long.MAX_VALUE);

        StreamExecutionEnvironment env = environment(1);
        DataStream<TimeSeen> seen = new EventTimePipelines_StampedFused(new EventTimePipelines.Stamped())
                .apply(stamped(env, readings));

        assertThat(seen.executeAndCollect(1_000)).containsExactlyInAnyOrderElementsOf(expected);
    }

    /** Fires, in time order, the timers the watermark {@code watermark} reaches. */
    private static void fire(Map<Long, String> pendingTimers, long watermark, List<TimeSeen> fired) {
        var timers = pendingTimers.entrySet().iterator();
        while (timers.hasNext()) {
            Map.Entry<Long, String> timer = timers.next();
            if (timer.getKey() > watermark) {
                return;
            }
            fired.add(new TimeSeen(timer.getValue(), "timer", timer.getKey(), timer.getKey(), watermark));
            timers.remove();
        }
    }

    @Test
    void aProcessStageAfterAFlatMapSeesTheTimestampAndTheWatermarkOfEachElement() throws Exception {
        List<Reading> readings = readings();
        List<Long> watermarks = watermarksMet(readings);
        List<TimeSeen> expected = new ArrayList<>();
        for (int i = 0; i < readings.size(); i++) {
            Reading reading = readings.get(i);
            if (reading.celsius() < 90) {
                expected.add(new TimeSeen(reading.sensor(), "element", reading.time(), reading.time(),
                        watermarks.get(i)));
            }
        }
        assertThat(expected).hasSizeLessThan(readings.size());

        StreamExecutionEnvironment env = environment(1);
        DataStream<TimeSeen> seen = new EventTimePipelines_AfterFlatMapFused(new EventTimePipelines.AfterFlatMap())
                .apply(stamped(env, readings));

        assertThat(seen.executeAndCollect(1_000)).containsExactlyInAnyOrderElementsOf(expected);
    }

    /**
     * Read without a timestamp assigner, the source stamps each record with Flink's {@code NO_TIMESTAMP}, and no
     * watermark comes before the end of the input: the stage sees that, as Flink's own {@code Context} shows it.
     */
    @Test
    void withoutATimestampAssignerTheStageSeesFlinksNoTimestamp() throws Exception {
        List<Reading> readings = readings().subList(0, 12);
        List<TimeSeen> expected = readings.stream()
                .filter(reading -> reading.celsius() < 90)
                .map(reading -> new TimeSeen(reading.sensor(), "element", reading.time(),
                        TimestampAssigner.NO_TIMESTAMP, Long.MIN_VALUE))
                .toList();

        StreamExecutionEnvironment env = environment(1);
        DataStream<TimeSeen> seen = new EventTimePipelines_AfterFlatMapFused(new EventTimePipelines.AfterFlatMap())
                .apply(env.fromData(readings, READING));

        assertThat(seen.executeAndCollect(1_000)).containsExactlyInAnyOrderElementsOf(expected);
    }
}
