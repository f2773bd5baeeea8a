package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.table.Change;

/** An insert-only query returning Change<T>: fused, each row it keeps an insertion, and the pipeline ends with it. */
@Pipeline
public class InsertedChanges implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, CAST(`count` AS BIGINT) AS `count` FROM input WHERE celsius > 20")
    Change<Summary> warm(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
