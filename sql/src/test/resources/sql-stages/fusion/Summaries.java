package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** A query only, into a POJO: the stage is the whole operator, and the pipeline needs no table environment. */
@Pipeline
public class Summaries implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, `count` FROM input WHERE humidity IS NULL OR humidity < 0.5")
    Summary summarize(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
