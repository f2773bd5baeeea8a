package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** TRIM of characters Flink holds as bytes, which it tests for a space by their first byte: the Table runtime. */
@Pipeline
public class TrimmedByBytes implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT TRIM(BOTH sensor || 'x' FROM sensor) AS sensor, `count` FROM input")
    Summary trim(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
