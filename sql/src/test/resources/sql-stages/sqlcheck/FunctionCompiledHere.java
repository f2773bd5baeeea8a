package sqlcheck;

import java.io.Serializable;

import org.apache.flink.table.functions.ScalarFunction;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class FunctionCompiledHere implements Serializable {
    private static final long serialVersionUID = 1L;

    /** A user function of this compilation: no class file yet when the query is checked. */
    public static class Celsius extends ScalarFunction {
        public double eval(double celsius) {
            return celsius;
        }
    }

    @Stage.Map
    Reading parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    @Stage.Sql(value = "SELECT sensor, CAST('hot' AS STRING) AS level, FAHRENHEIT(celsius) AS celsius FROM input",
            functions = @Stage.Function(name = "FAHRENHEIT", type = Celsius.class))
    Alert query(Reading row) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Alert row) {
        return row.toString();
    }
}
