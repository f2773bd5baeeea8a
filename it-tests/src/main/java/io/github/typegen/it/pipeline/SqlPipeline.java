package io.github.typegen.it.pipeline;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * {@code @Stage.Sql} between stateless stages: parse and check readings, select the hot ones with SQL as
 * {@link Alert}s, describe each. The query is a projection and filter, which Typegen writes as Java: the four
 * stages are one operator.
 */
@Pipeline
public class SqlPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The query of {@link #hot}: the readings of at least 30 degrees, as alerts. */
    public static final String HOT =
            "SELECT sensor, CAST('hot' AS STRING) AS level, celsius FROM input WHERE celsius >= 30";

    @Stage.Map
    Reading parse(String line) {
        return Reading.parse(line);
    }

    @Stage.Filter
    boolean isPlausible(Reading reading) {
        return reading.celsius() > -90 && reading.celsius() < 60;
    }

    /** Declares the query's input (a Reading row) and result (an Alert row); never called. */
    @Stage.Sql(HOT)
    Alert hot(Reading reading) {
        throw new UnsupportedOperationException("Runs as SQL in SqlPipelineFused");
    }

    @Stage.Map
    String describe(Alert alert) {
        return alert.sensor() + " is " + alert.level() + " at " + alert.celsius();
    }
}
