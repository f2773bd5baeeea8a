package windowevolution;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Version 2: the total widened to a BIGINT, and a column added, each window's smallest purchase. */
@Pipeline
public class Totals implements Serializable {
    private static final long serialVersionUID = 1L;

    public static final String QUERY = "SELECT accountId, window_end AS windowEnd,"
            + " SUM(CAST(amount AS BIGINT)) AS total, COUNT(*) AS purchases, COUNT(DISTINCT amount) AS amounts,"
            + " MAX(amount) FILTER (WHERE amount > 0) AS largest,"
            + " MIN(amount) AS smallest"
            + " FROM TABLE(HOP(TABLE input, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))"
            + " GROUP BY accountId, window_start, window_end";

    @Stage.Sql(QUERY)
    Result totals(Purchase purchase) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
