package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** LIKE with an escape before a plain character, which Flink refuses when the job is built: the Table runtime. */
@Pipeline
public class EscapedWrongly implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, `count` FROM input WHERE sensor LIKE 'a!b%' ESCAPE '!'")
    Summary like(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
