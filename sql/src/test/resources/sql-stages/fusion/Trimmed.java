package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** A projection with a function Typegen does not write as Java: the Table runtime. */
@Pipeline
public class Trimmed implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT TRIM(sensor) AS sensor, `count` FROM input")
    Summary trim(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
