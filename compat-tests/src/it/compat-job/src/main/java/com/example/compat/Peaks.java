package com.example.compat;

import java.io.Serializable;

import org.apache.flink.api.common.state.MapState;
import org.apache.flink.streaming.api.TimerService;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * A pipeline with event-time timers and a query between Java stages: the peak of each sensor per window of
 * {@link #WINDOW}, emitted when the watermark passes the window's end; the hot ones selected with SQL; each described.
 */
@Pipeline
public class Peaks implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The length of a window in event time (milliseconds). */
    public static final long WINDOW = 10;

    /** The query of {@link #hot}: the peaks of at least 30 degrees, the sensor's name in capitals. */
    public static final String HOT =
            "SELECT UPPER(sensor) AS sensor, windowEnd, celsius, readings FROM input WHERE celsius >= 30";

    @Stage.Map
    Reading parse(String line) {
        String[] fields = line.split(",");
        return new Reading(fields[0], Long.parseLong(fields[1]), Double.parseDouble(fields[2]));
    }

    @Stage.KeyBy
    String sensor(Reading reading) {
        return reading.sensor();
    }

    /** Keeps a peak per open window (several may be open until the watermark passes them). */
    @Stage.Process(onTimer = "close")
    void peak(Reading reading, MapState<Long, Peak> windows, TimerService timers, Collector<Peak> out)
            throws Exception {
        long end = reading.time() - Math.floorMod(reading.time(), WINDOW) + WINDOW - 1;
        Peak current = windows.get(end);
        if (current == null) {
            timers.registerEventTimeTimer(end);
            windows.put(end, new Peak(reading.sensor(), end, reading.celsius(), 1));
        } else {
            windows.put(end, new Peak(reading.sensor(), end, Math.max(current.celsius(), reading.celsius()),
                    current.readings() + 1));
        }
    }

    void close(long timestamp, MapState<Long, Peak> windows, Collector<Peak> out) throws Exception {
        out.collect(windows.get(timestamp));
        windows.remove(timestamp);
    }

    /** Declares the query's input and result (both Peak rows); never called. */
    @Stage.Sql(HOT)
    Peak hot(Peak peak) {
        throw new UnsupportedOperationException("Runs as SQL in PeaksFused");
    }

    @Stage.Map
    String describe(Peak peak) {
        return peak.sensor() + "@" + peak.windowEnd() + "=" + peak.celsius() + "/" + peak.readings();
    }
}
