package aggregate;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.table.Change;

/** The tutorial's spend report as a stage: each account's spend per hour, as a changelog. */
@Pipeline
public class SpendReport implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT accountId, FLOOR(transactionTime TO HOUR) AS logTs, SUM(amount) AS amount FROM input"
            + " GROUP BY accountId, FLOOR(transactionTime TO HOUR)")
    Change<Spend> report(Transaction transaction) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
