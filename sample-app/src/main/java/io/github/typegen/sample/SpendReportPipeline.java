package io.github.typegen.sample;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.table.Change;

/**
 * The tutorial's spend report ({@link SpendReport#report}) as the SQL it means, a stage of a pipeline: each
 * account's spend per hour, as a changelog. Flink's planner plans it as a group aggregation of the transactions,
 * which Typegen compiles into the pipeline as a typed keyed operator: no Table runtime, no {@code RowData}.
 */
@Pipeline
public class SpendReportPipeline implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The report's query, over the table of transactions. */
    public static final String QUERY = "SELECT accountId, FLOOR(transactionTime TO HOUR) AS logTs,"
            + " SUM(amount) AS amount FROM transactions GROUP BY accountId, FLOOR(transactionTime TO HOUR)";

    @Stage.Sql(value = QUERY, table = "transactions")
    Change<HourlySpend> report(Transaction transaction) {
        throw new UnsupportedOperationException("Runs as SQL");
    }
}
