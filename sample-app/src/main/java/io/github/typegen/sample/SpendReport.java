package io.github.typegen.sample;

import static org.apache.flink.table.api.Expressions.$;
import static org.apache.flink.table.api.Expressions.call;
import static org.apache.flink.table.api.Expressions.lit;

import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.Tumble;
import org.apache.flink.table.expressions.TimeIntervalUnit;

/** The reports of the Flink Table API tutorial, as the tutorial writes them. */
public final class SpendReport {

    private SpendReport() {}

    /** Each account's spend per hour: {@code floor(transactionTime TO HOUR)}, an updating aggregation. */
    public static Table report(Table transactions) {
        return transactions
                .select(
                        $("accountId"),
                        $("transactionTime").floor(TimeIntervalUnit.HOUR).as("logTs"),
                        $("amount"))
                .groupBy($("accountId"), $("logTs"))
                .select(
                        $("accountId"),
                        $("logTs"),
                        $("amount").sum().as("amount"));
    }

    /**
     * The same report with the tutorial's user-defined function {@link MyFloor} in place of the built-in {@code
     * floor}: {@code call(MyFloor.class, $("transactionTime"))}.
     */
    public static Table reportWithUdf(Table transactions) {
        return transactions
                .select(
                        $("accountId"),
                        call(MyFloor.class, $("transactionTime")).as("logTs"),
                        $("amount"))
                .groupBy($("accountId"), $("logTs"))
                .select(
                        $("accountId"),
                        $("logTs"),
                        $("amount").sum().as("amount"));
    }

    /** Each account's spend per 10-second tumbling window of event time: insert-only. */
    public static Table tumblingReport(Table transactions) {
        return transactions
                .window(Tumble.over(lit(10).seconds()).on($("transactionTime")).as("logTs"))
                .groupBy($("accountId"), $("logTs"))
                .select(
                        $("accountId"),
                        $("logTs").start().as("logTs"),
                        $("amount").sum().as("amount"));
    }
}
