package windowevolution;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Version 1: each account's purchases per 10 seconds, every 5. */
@Pipeline
public class Totals implements Serializable {
    private static final long serialVersionUID = 1L;

    public static final String QUERY = "SELECT accountId, window_end AS windowEnd,"
            + " SUM(amount) AS total, COUNT(*) AS purchases, COUNT(DISTINCT amount) AS amounts,"
            + " MAX(amount) FILTER (WHERE amount > 0) AS largest"
            + " FROM TABLE(HOP(TABLE input, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))"
            + " GROUP BY accountId, window_start, window_end";

    @Stage.Sql(QUERY)
    Result totals(Purchase purchase) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
