package com.example.compat;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * A window aggregation Typegen writes as a typed keyed operator (typegen-sql is on this project's processor path):
 * per sensor, ten-second windows sliding by five, when the watermark passes their end.
 */
@Pipeline
public class TickWindows implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The query of {@link #windows}. */
    public static final String QUERY = "SELECT sensor, window_end AS windowEnd, COUNT(*) AS readings,"
            + " MAX(celsius) AS highest"
            + " FROM TABLE(HOP(TABLE input, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))"
            + " GROUP BY sensor, window_start, window_end";

    @Stage.Sql(QUERY)
    TickWindow windows(Tick tick) {
        throw new UnsupportedOperationException("Runs as Java in TickWindowsFused");
    }
}
