package sqlcheck;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.sql.fixtures.Fahrenheit;

@Pipeline(functions = @Stage.Function(name = "fahrenheit", type = Fahrenheit.class))
public class PipelineFunction implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Reading parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    // MD5, which Typegen does not write as Java, keeps the query on the Table runtime, where the function is registered
    @Stage.Sql("SELECT sensor, MD5(sensor) AS level, FAHRENHEIT(celsius) AS celsius FROM input")
    Alert query(Reading row) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Alert row) {
        return row.toString();
    }
}
