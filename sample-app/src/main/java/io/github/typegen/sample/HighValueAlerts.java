package io.github.typegen.sample;

import org.apache.flink.table.annotation.ArgumentHint;
import org.apache.flink.table.annotation.ArgumentTrait;
import org.apache.flink.table.functions.ProcessTableFunction;
import org.apache.flink.types.Row;

/** The tutorial's process table function: an alert for each transaction of more than 500. */
public class HighValueAlerts extends ProcessTableFunction<String> {

    private static final long serialVersionUID = 1L;

    private static final long HIGH_VALUE_THRESHOLD = 500;

    public void eval(@ArgumentHint(ArgumentTrait.ROW_SEMANTIC_TABLE) Row transaction) {
        Long accountId = transaction.getFieldAs("accountId");
        Long amount = transaction.getFieldAs("amount");
        String alert = alert(accountId, amount);
        if (alert != null) {
            collect(alert);
        }
    }

    /** The alert for a transaction, or null when its amount is not high. */
    static String alert(long accountId, long amount) {
        return amount > HIGH_VALUE_THRESHOLD
                ? "Alert: Account " + accountId + " made a high-value transaction of " + amount
                : null;
    }
}
