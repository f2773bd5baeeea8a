package evolution;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.table.Change;

/** Version 1: each account's total (an INT), purchases, distinct amounts and largest credit. */
@Pipeline
public class Totals implements Serializable {
    private static final long serialVersionUID = 1L;

    public static final String QUERY = "SELECT accountId, SUM(amount) AS total, COUNT(*) AS purchases,"
            + " COUNT(DISTINCT amount) AS amounts, MAX(amount) FILTER (WHERE amount > 0) AS largest"
            + " FROM input GROUP BY accountId";

    @Stage.Sql(QUERY)
    Change<Result> totals(Purchase purchase) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
