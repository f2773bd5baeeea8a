package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.table.Change;

/** An aggregate: updating, so its stage returns the changelog; the next stage reads the changes. */
@Pipeline
public class Counted implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, COUNT(*) AS `count` FROM input GROUP BY sensor")
    Change<Summary> count(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Change<Summary> change) {
        return change.kind().shortString() + " " + change.value().getSensor() + "=" + change.value().getCount();
    }
}
