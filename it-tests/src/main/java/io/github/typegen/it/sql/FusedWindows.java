package io.github.typegen.it.sql;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * Queries that Flink plans as a window aggregation of their input over {@code TUMBLE}, {@code HOP} and {@code
 * CUMULATE} on its rowtime, each the one stage of its pipeline: with {@code typegen-sql} on the processor path, each is
 * a typed keyed operator. {@code WindowFusionDifferentialTest} runs each both ways, fused and on Flink's Table
 * runtime, on the same rows and watermarks.
 */
public final class FusedWindows {

    private FusedWindows() {}

    /** Every aggregate per sensor and 10-second window. */
    @Pipeline
    public static class Tumbling implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT sensor, window_start AS windowStart, window_end AS windowEnd,"
                + " COUNT(*) AS readings, COUNT(celsius) AS withCelsius, SUM(celsius) AS sumCelsius,"
                + " MIN(celsius) AS lowest, MAX(level) AS highestLevel, AVG(celsius) AS averageCelsius,"
                + " AVG(level) AS averageLevel, SUM(price) FILTER (WHERE celsius > 0) AS positivePrice,"
                + " SUM(`count`) AS sumCount, COUNT(DISTINCT celsius) AS distinctCelsius"
                + " FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(ts), INTERVAL '10' SECOND))"
                + " GROUP BY sensor, window_start, window_end";

        @Stage.Sql(QUERY)
        WindowResults.Tumbling query(Reading reading) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Per sensor, windows of 15 seconds every 5, after a filter, with the window's rowtime. */
    @Pipeline
    public static class Hopping implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT sensor, window_end AS windowEnd, window_time AS windowTime,"
                + " COUNT(*) AS readings, SUM(celsius) AS sumCelsius, MAX(price) AS highestPrice,"
                + " AVG(`count`) AS averageCount, SUM(level) AS sumLevel,"
                + " COUNT(DISTINCT price) FILTER (WHERE celsius > 0) AS warmPrices"
                + " FROM TABLE(HOP(TABLE input, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '15' SECOND))"
                + " WHERE id % 7 <> 3 GROUP BY sensor, window_start, window_end, window_time";

        @Stage.Sql(QUERY)
        WindowResults.Hopping query(Reading reading) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Per sensor, windows growing by 2 seconds up to 10, a window of one reading dropped after the aggregation. */
    @Pipeline
    public static class Cumulating implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT window_start AS windowStart, window_end AS windowEnd, sensor,"
                + " COUNT(*) AS readings, MAX(celsius) AS warmest, SUM(`count`) AS total,"
                + " COUNT(DISTINCT MOD(id, 5)) AS remainders"
                + " FROM TABLE(CUMULATE(TABLE input, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '10' SECOND))"
                + " GROUP BY sensor, window_start, window_end HAVING COUNT(*) > 1";

        @Stage.Sql(QUERY)
        WindowResults.Cumulating query(Reading reading) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** All sensors together, per 5-second window. */
    @Pipeline
    public static class Everyone implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT window_end AS windowEnd, COUNT(*) AS readings,"
                + " MIN(celsius) AS coldest FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(ts), INTERVAL '5' SECOND))"
                + " GROUP BY window_start, window_end";

        @Stage.Sql(QUERY)
        WindowResults.Everyone query(Reading reading) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /**
     * Per reading id, windows of 10 seconds every 5: with many ids in one window, more slices than the fused
     * operator buffers before it writes them to state.
     */
    @Pipeline
    public static class PerId implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, window_end AS windowEnd, COUNT(*) AS readings,"
                + " SUM(celsius) AS sumCelsius"
                + " FROM TABLE(HOP(TABLE input, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))"
                + " GROUP BY id, window_start, window_end";

        @Stage.Sql(QUERY)
        WindowResults.PerId query(Reading reading) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }
}
