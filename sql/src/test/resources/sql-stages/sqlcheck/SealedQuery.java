package sqlcheck;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class SealedQuery implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Delivery parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    @Stage.Sql("SELECT id, channel.Wired.port AS port, channel.Radio.megahertz AS megahertz, pair.f0 AS `first` FROM input")
    Routed query(Delivery row) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Routed row) {
        return row.toString();
    }
}
