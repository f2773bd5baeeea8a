package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** A projection with a function Typegen does not write as Java: the Table runtime. */
@Pipeline
public class Hashed implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT MD5(sensor) AS sensor, `count` FROM input")
    Summary hash(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
