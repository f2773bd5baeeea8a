package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** A fused query reading a boxed primary key: a null key is refused naming the field. */
@Pipeline
public class Devices implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, id AS `count` FROM input WHERE id > 0")
    Summary summarize(Device device) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
