package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** An updating query into an insert-only return type: refused at compile time, naming Change<Summary>. */
@Pipeline
public class CountedIntoRows implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, COUNT(*) AS `count` FROM input GROUP BY sensor")
    Summary count(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
