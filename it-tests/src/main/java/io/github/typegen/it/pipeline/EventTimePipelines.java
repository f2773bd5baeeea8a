package io.github.typegen.it.pipeline;

import java.io.Serializable;
import java.util.List;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.streaming.api.TimerService;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.pipeline.EventTime;

/**
 * {@code @Stage.Process} stages reading event time from their context: the element's timestamp ({@link EventTime})
 * and the current watermark ({@link TimerService}), each reported as a {@link TimeSeen}.
 */
public final class EventTimePipelines {

    /** How long after a reading's time the timer {@link Stamped} registers for it fires, in event time. */
    public static final long TIMER_DELAY = 25;

    private EventTimePipelines() {}

    /** The Process stage right after the key, with a timer method that reads the same. */
    @Pipeline
    public static class Stamped implements Serializable {

        private static final long serialVersionUID = 1L;

        @Stage.KeyBy
        String sensor(Reading reading) {
            return reading.sensor();
        }

        @Stage.Process(onTimer = "fire")
        void stamp(Reading reading, EventTime time, ValueState<String> sensor, TimerService timers,
                Collector<TimeSeen> out) throws Exception {
            sensor.update(reading.sensor());
            out.collect(new TimeSeen(reading.sensor(), "element", reading.time(), time.timestamp(),
                    timers.currentWatermark()));
            timers.registerEventTimeTimer(reading.time() + TIMER_DELAY);
        }

        /** The timer's time twice, as the method's parameter and as its {@code EventTime}. */
        void fire(long timestamp, TimerService timers, EventTime time, ValueState<String> sensor,
                Collector<TimeSeen> out) throws Exception {
            out.collect(new TimeSeen(sensor.value(), "timer", timestamp, time.timestamp(),
                    timers.currentWatermark()));
        }
    }

    /**
     * The Process stage after a stage that hands on any number of values, so that the generated operator runs it in
     * a continuation of its own.
     */
    @Pipeline
    public static class AfterFlatMap implements Serializable {

        private static final long serialVersionUID = 1L;

        @Stage.KeyBy
        String sensor(Reading reading) {
            return reading.sensor();
        }

        /** The plausible readings: below 90 degrees. */
        @Stage.FlatMap
        List<Reading> plausible(Reading reading) {
            return reading.celsius() < 90 ? List.of(reading) : List.of();
        }

        @Stage.Process
        void stamp(Reading reading, EventTime time, TimerService timers, Collector<TimeSeen> out) {
            out.collect(new TimeSeen(reading.sensor(), "element", reading.time(), time.timestamp(),
                    timers.currentWatermark()));
        }
    }
}
