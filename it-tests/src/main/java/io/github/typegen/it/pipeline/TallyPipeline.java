package io.github.typegen.it.pipeline;

import java.io.Serializable;

import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * Every stage kind but SQL: split batches, parse, drop implausible readings, key by sensor, keep a {@link Tally}
 * per sensor in {@code ValueState} (and a count per level in {@code MapState}), emit every {@code every}-th
 * tally as an alert about its maximum.
 */
@Pipeline
public class TallyPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    private final long every;

    public TallyPipeline(long every) {
        this.every = every;
    }

    @Stage.FlatMap
    void split(String batch, Collector<String> out) {
        for (String line : batch.split(";")) {
            out.collect(line);
        }
    }

    @Stage.Map
    Reading parse(String line) {
        return Reading.parse(line);
    }

    @Stage.Filter
    boolean isPlausible(Reading reading) {
        return reading.celsius() > -90 && reading.celsius() < 60;
    }

    @Stage.KeyBy
    String sensor(Reading reading) {
        return reading.sensor();
    }

    @Stage.Process
    void tally(Reading reading, ValueState<Tally> tally, MapState<String, Long> levels, Collector<Tally> out)
            throws Exception {
        Tally current = tally.value();
        if (current == null) {
            current = new Tally(reading.sensor(), 0, Double.NEGATIVE_INFINITY);
        }
        current.setCount(current.getCount() + 1);
        current.setMax(Math.max(current.getMax(), reading.celsius()));
        tally.update(current);
        String level = level(reading.celsius());
        Long seen = levels.get(level);
        levels.put(level, seen == null ? 1 : seen + 1);
        out.collect(current);
    }

    @Stage.Filter
    boolean isMilestone(Tally tally) {
        return tally.getCount() % every == 0;
    }

    @Stage.Map
    Alert report(Tally tally) {
        return new Alert(tally.getSensor(), "max after " + tally.getCount(), tally.getMax());
    }

    static String level(double celsius) {
        return celsius >= 30 ? "hot" : celsius <= 0 ? "cold" : "mild";
    }
}
