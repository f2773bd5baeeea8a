package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * A string column ordered against a character Flink orders one way or another (by UTF-8 bytes or UTF-16 chars,
 * depending on how it holds the row): the Table runtime. Against 'm' both orders agree, so the other is fused.
 */
@Pipeline
public class OrderedBeyondBmp implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT sensor, `count` FROM input WHERE sensor < '\uE000'")
    Summary privateUse(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Sql("SELECT sensor, `count` FROM input WHERE sensor >= 'A' AND sensor < 'Ä'")
    Summary plain(Summary summary) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
