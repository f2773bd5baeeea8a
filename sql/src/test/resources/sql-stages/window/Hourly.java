package window;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Hourly windows of instants: of the session time zone's wall clock. */
@Pipeline
public class Hourly implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, window_start AS windowStart, window_time AS windowTime, COUNT(*) AS readings"
            + " FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(ts), INTERVAL '1' HOUR))"
            + " GROUP BY sensor, window_start, window_end, window_time")
    HourOfReadings hourly(InstantReading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
