package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** An aggregate: the Table runtime, whatever the functions. */
@Pipeline
public class Counted implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, COUNT(*) AS `count` FROM input GROUP BY sensor")
    Summary count(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
