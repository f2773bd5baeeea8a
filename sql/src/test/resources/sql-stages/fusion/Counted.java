package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.table.Change;

/** A Top-N: updating and on the Table runtime, so its stage returns the changelog; the next stage reads it. */
@Pipeline
public class Counted implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, `count` FROM (SELECT sensor, `count`, ROW_NUMBER() OVER (PARTITION BY sensor"
            + " ORDER BY celsius DESC) AS r FROM input) WHERE r = 1")
    Change<Summary> count(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Change<Summary> change) {
        return change.kind().shortString() + " " + change.value().getSensor() + "=" + change.value().getCount();
    }
}
