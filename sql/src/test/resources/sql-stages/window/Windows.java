package window;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** One pipeline per window table function, and a session window, which stays on the Table runtime. */
public final class Windows {

    private Windows() {}

    @Pipeline
    public static class Tumbling implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT sensor, window_start AS windowStart, window_end AS windowEnd, COUNT(*) AS readings,"
                + " MAX(celsius) AS warmest FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(ts), INTERVAL '10' SECOND))"
                + " GROUP BY sensor, window_start, window_end")
        SensorWindow tumbling(Reading reading) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }

    @Pipeline
    public static class Hopping implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT sensor, window_start AS windowStart, window_end AS windowEnd, COUNT(*) AS readings,"
                + " MAX(celsius) AS warmest FROM TABLE(HOP(TABLE input, DESCRIPTOR(ts), INTERVAL '5' SECOND,"
                + " INTERVAL '10' SECOND)) WHERE celsius > 0 GROUP BY sensor, window_start, window_end")
        SensorWindow hopping(Reading reading) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }

    @Pipeline
    public static class Cumulating implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT sensor, window_start AS windowStart, window_end AS windowEnd, COUNT(*) AS readings,"
                + " MAX(celsius) AS warmest FROM TABLE(CUMULATE(TABLE input, DESCRIPTOR(ts), INTERVAL '2' SECOND,"
                + " INTERVAL '10' SECOND)) GROUP BY sensor, window_start, window_end HAVING COUNT(*) > 1")
        SensorWindow cumulating(Reading reading) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }

    @Pipeline
    public static class Sessions implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT sensor, window_start AS windowStart, window_end AS windowEnd, COUNT(*) AS readings,"
                + " MAX(celsius) AS warmest FROM TABLE(SESSION(TABLE input PARTITION BY sensor, DESCRIPTOR(ts),"
                + " INTERVAL '10' SECOND)) GROUP BY sensor, window_start, window_end")
        SensorWindow sessions(Reading reading) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }
}
