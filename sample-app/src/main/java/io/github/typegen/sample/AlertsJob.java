package io.github.typegen.sample;

import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.util.Collector;

import picocli.CommandLine.Command;

/**
 * The tutorial's high-value alerts: in streaming mode its process table function, {@code
 * transactions.process(HighValueAlerts.class)}; in batch mode, where Flink 2.3's planner has no plan for a
 * process table function, the same test on the typed stream.
 */
@Command(name = "alerts", mixinStandardHelpOptions = true,
        description = {"The Table API tutorial's high-value alerts: a line for each transaction of more than 500, "
                + "by the tutorial's process table function HighValueAlerts (streaming mode), or by the same test "
                + "on the DataStream<Transaction> (batch mode: Flink 2.3 plans process table functions only in "
                + "streaming mode).",
                "Transactions as for spend-report."})
final class AlertsJob extends SampleJob<Alert> {

    @Override
    Output<?, Alert> build(Path path, long rows, StreamExecutionEnvironment env,
            StreamTableEnvironment tEnv) {
        DataStream<Transaction> transactions = SpendReportJob.transactions(path, rows, options.seed, env);
        if (options.mode == RunOptions.Mode.BATCH) {
            return Output.of(transactions.flatMap(AlertsJob::alert, path.typeInfo(Alert.class)).name("alerts"));
        }
        Table table = path.fromDataStream(tEnv, transactions, SpendReportJob.FLINK_SCHEMA);
        Table alerts = table.process(HighValueAlerts.class).as("message");
        return Output.of(path.toDataStream(tEnv, alerts, Alert.class));
    }

    private static void alert(Transaction transaction, Collector<Alert> out) {
        String alert = HighValueAlerts.alert(transaction.accountId(), transaction.amount());
        if (alert != null) {
            out.collect(new Alert(alert));
        }
    }
}
