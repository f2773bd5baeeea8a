package sqlcheck;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class UnnamedColumns implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Reading parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    @Stage.Sql("SELECT sensor, UPPER(sensor), celsius FROM input WHERE celsius >= 30")
    Alert query(Reading row) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Alert row) {
        return row.toString();
    }
}
