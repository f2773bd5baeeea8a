package io.github.typegen.it.pipeline;

import java.io.Serializable;

import org.apache.flink.table.functions.ScalarFunction;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * A pipeline whose query calls {@code FAHRENHEIT}, a function the job registers on its table environment when it
 * runs: the compile-time check cannot know it, so the stage is declared {@code checked = false}, and Flink checks
 * the query when the job is built.
 */
@Pipeline
public class RegisteredFunctionPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The query of {@link #hot}. */
    public static final String HOT = "SELECT sensor, CAST('hot' AS STRING) AS level, FAHRENHEIT(celsius) AS celsius"
            + " FROM input WHERE celsius >= 30";

    /** The function the query calls, registered as {@code FAHRENHEIT}. */
    public static final class Fahrenheit extends ScalarFunction {
        private static final long serialVersionUID = 1L;

        public double eval(double celsius) {
            return celsius * 9 / 5 + 32;
        }
    }

    @Stage.Map
    Reading parse(String line) {
        return Reading.parse(line);
    }

    /** Declares the query's input (a Reading row) and result (an Alert row); never called. */
    @Stage.Sql(value = HOT, checked = false)
    Alert hot(Reading reading) {
        throw new UnsupportedOperationException("Runs as SQL in RegisteredFunctionPipelineFused");
    }

    @Stage.Map
    String describe(Alert alert) {
        return alert.sensor() + " is " + alert.level() + " at " + alert.celsius();
    }
}
