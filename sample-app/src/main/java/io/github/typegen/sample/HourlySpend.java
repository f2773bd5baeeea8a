package io.github.typegen.sample;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/**
 * A row of the spend report as its query types it ({@link SpendReportPipeline}): {@code logTs}, the floor of the
 * nullable event time, may be {@code NULL} in SQL, where {@link SpendRow}'s, a primary key column, may not.
 */
@FlinkType
public record HourlySpend(long accountId, LocalDateTime logTs, long amount) {

    /** The report's row. */
    public SpendRow row() {
        return new SpendRow(accountId, logTs, amount);
    }
}
