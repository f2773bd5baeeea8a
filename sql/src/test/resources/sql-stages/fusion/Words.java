package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** String functions and casts from strings, fused. */
@Pipeline
public class Words implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT TRIM(BOTH 'x' FROM sensor) AS trimmed, SUBSTRING(sensor, 2, 3) AS cut,"
            + " POSITION('a' IN sensor) AS place, REPLACE(sensor, 'a', 'b') AS replaced,"
            + " CONCAT_WS('-', sensor, 'x') AS joined, LPAD(sensor, 5, '*') AS padded, INITCAP(sensor) AS capitalized,"
            + " CAST(sensor AS INT) AS number, CAST(sensor AS DECIMAL(10, 2)) AS amount,"
            + " CAST(sensor AS BOOLEAN) AS flag, TRY_CAST(sensor AS INT) AS tried FROM input")
    Word words(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
