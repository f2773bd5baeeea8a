package zone;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.sql.fixtures.CountChar;

/** Nexmark's q14 as published, with its user function declared. */
@Pipeline
public class NexmarkQ14 implements Serializable {
    private static final long serialVersionUID = 1L;

    static final String Q14 = """
        SELECT\s
            auction,
            bidder,
            0.908 * price as price,
            CASE
                WHEN HOUR(`dateTime`) >= 8 AND HOUR(`dateTime`) <= 18 THEN 'dayTime'
                WHEN HOUR(`dateTime`) <= 6 OR HOUR(`dateTime`) >= 20 THEN 'nightTime'
                ELSE 'otherTime'
            END AS bidTimeType,
            `dateTime`,
            extra,
            count_char(extra, 'c') AS c_counts
        FROM bid
        WHERE 0.908 * price > 1000000 AND 0.908 * price < 50000000""";

    @Stage.Sql(value = Q14, table = "bid", functions = @Stage.Function(name = "count_char", type = CountChar.class))
    Q14Result q14(Bid bid) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
