package sqlcheck;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class WindowQuery implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Tick parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    @Stage.Sql("SELECT sensor, window_start AS windowStart, MAX(celsius) AS warmest FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY sensor, window_start, window_end")
    TickWindow query(Tick row) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(TickWindow row) {
        return row.toString();
    }
}
