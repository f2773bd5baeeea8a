package io.github.typegen.it.pipeline;

import java.io.Serializable;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.streaming.api.TimerService;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * {@code @Stage.Process} with a timer: keep a {@link Tally} per sensor and emit it once, when the sensor's
 * timer fires (at the end of a bounded input, where the final watermark fires every event-time timer), then
 * turn it into an alert.
 */
@Pipeline
public class TimerPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    /** When each sensor's timer fires, in event time: only the final watermark reaches it. */
    static final long FLUSH_AT = Long.MAX_VALUE - 1;

    @Stage.Map
    Reading parse(String line) {
        return Reading.parse(line);
    }

    @Stage.KeyBy
    String sensor(Reading reading) {
        return reading.sensor();
    }

    @Stage.Process(onTimer = "flush")
    void tally(Reading reading, ValueState<Tally> tally, TimerService timers, Collector<Tally> out)
            throws Exception {
        Tally current = tally.value();
        if (current == null) {
            current = new Tally(reading.sensor(), 0, Double.NEGATIVE_INFINITY);
            timers.registerEventTimeTimer(FLUSH_AT);
        }
        current.setCount(current.getCount() + 1);
        current.setMax(Math.max(current.getMax(), reading.celsius()));
        tally.update(current);
    }

    void flush(long timestamp, ValueState<Tally> tally, Collector<Tally> out) throws Exception {
        out.collect(tally.value());
        tally.clear();
    }

    @Stage.Map
    Alert report(Tally tally) {
        return new Alert(tally.getSensor(), "final max of " + tally.getCount(), tally.getMax());
    }
}
