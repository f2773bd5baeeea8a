package sqlcheck;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class UnnamedExtraColumn implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Reading parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    @Stage.Sql("SELECT sensor, CAST('hot' AS STRING) AS level, celsius, humidity * 2 FROM input")
    Alert query(Reading row) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Alert row) {
        return row.toString();
    }
}
