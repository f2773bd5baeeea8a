package sqlcheck;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class RegisteredFunction implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Reading parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    @Stage.Sql(value = "SELECT sensor, CAST('hot' AS STRING) AS level, FAHRENHEIT(celsius) AS celsius FROM input",
            checked = false)
    Alert query(Reading row) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Alert row) {
        return row.toString();
    }
}
