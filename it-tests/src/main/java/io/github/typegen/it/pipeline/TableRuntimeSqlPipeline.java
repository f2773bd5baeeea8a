package io.github.typegen.it.pipeline;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * {@link SqlPipeline} with a query that stays on Flink's Table runtime: {@code REGEXP_REPLACE} is outside what
 * Typegen writes as Java, so the operators on either side of the query convert to and from its rows, and {@code PipelineTables}
 * runs it. The query reads the stream by a name of its own, {@value #TABLE}.
 */
@Pipeline
public class TableRuntimeSqlPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The name {@link #HOT} reads the stream by. */
    public static final String TABLE = "readings";

    /**
     * The query of {@link #hot}: {@link SqlPipeline#HOT}, the sensor named by its MD5 digest, a function fused
     * queries do not write.
     */
    public static final String HOT = "SELECT MD5(sensor) AS sensor, CAST('hot' AS STRING) AS level, celsius"
            + " FROM " + TABLE + " WHERE celsius >= 30";

    @Stage.Map
    Reading parse(String line) {
        return Reading.parse(line);
    }

    @Stage.Filter
    boolean isPlausible(Reading reading) {
        return reading.celsius() > -90 && reading.celsius() < 60;
    }

    /** Declares the query's input (a Reading row) and result (an Alert row); never called. */
    @Stage.Sql(value = HOT, table = TABLE)
    Alert hot(Reading reading) {
        throw new UnsupportedOperationException("Runs as SQL in TableRuntimeSqlPipelineFused");
    }

    @Stage.Map
    String describe(Alert alert) {
        return alert.sensor() + " is " + alert.level() + " at " + alert.celsius();
    }
}
