package sqlcheck;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.sql.fixtures.Fahrenheit;

@Pipeline
public class DeclaredFunction implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Reading parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    @Stage.Sql(value = "SELECT sensor, CAST('hot' AS STRING) AS level, FAHRENHEIT(celsius) AS celsius FROM input",
            functions = @Stage.Function(name = "FAHRENHEIT", type = Fahrenheit.class))
    Alert query(Reading row) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Alert row) {
        return row.toString();
    }
}
