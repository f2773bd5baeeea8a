package io.github.typegen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.util.List;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.Typegen;

/** The spend report on a local MiniCluster with Kryo forbidden. */
class SpendReportTest {

    private static List<HourlySpend> report(List<Transaction> transactions) throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(2);
        return SpendReport.report(env.fromData(transactions, Typegen.typeInfo(Transaction.class)))
                .executeAndCollect(10_000);
    }

    /** The tutorial's own test data: two transactions of account 1 and one of account 2 at 9 o'clock. */
    @Test
    void sumsEachAccountPerHourAsInTheTutorial() throws Exception {
        List<HourlySpend> report = report(List.of(
                new Transaction(1, 188, LocalDateTime.of(2024, 1, 1, 9, 0, 0)),
                new Transaction(1, 374, LocalDateTime.of(2024, 1, 1, 9, 30, 0)),
                new Transaction(2, 200, LocalDateTime.of(2024, 1, 1, 9, 15, 0))));

        assertThat(report).containsExactlyInAnyOrder(
                new HourlySpend(1, LocalDateTime.of(2024, 1, 1, 9, 0), 562),
                new HourlySpend(2, LocalDateTime.of(2024, 1, 1, 9, 0), 200));
    }

    @Test
    void theMainJobsReportAccountsForEveryTransaction() throws Exception {
        List<Transaction> transactions = SpendReportJob.transactions(SpendReportJob.TRANSACTIONS, 42);

        List<HourlySpend> report = report(transactions);

        long hours = transactions.stream().map(t -> t.transactionTime().withMinute(0).withSecond(0)).distinct().count();
        assertThat(report.stream().mapToLong(HourlySpend::amount).sum())
                .isEqualTo(transactions.stream().mapToLong(Transaction::amount).sum());
        assertThat(report).hasSize((int) (hours * 5));
        assertThat(SpendReportJob.table(report)).contains("| " + " ".repeat(11) + "accountId |")
                .endsWith(report.size() + " rows in set\n");
    }
}
