package io.github.typegen.sample;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

import io.github.typegen.runtime.Typegen;

/**
 * The main job: the spend report over generated transactions, run on an embedded MiniCluster with Kryo
 * forbidden ({@code pipeline.generic-types: false}), so every record that crosses an operator boundary is
 * written by a serializer Typegen generated at compile time.
 */
public final class SpendReportJob {

    static final int TRANSACTIONS = 1_000;
    static final LocalDateTime START = LocalDateTime.of(2024, 1, 1, 9, 0);

    /** How Flink prints a {@code TIMESTAMP(3)}. */
    private static final DateTimeFormatter TIMESTAMP_3 = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");

    private SpendReportJob() {}

    public static void main(String[] args) throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(2);

        DataStream<Transaction> transactions =
                env.fromData(transactions(TRANSACTIONS, 42), Typegen.typeInfo(Transaction.class));
        List<HourlySpend> report = new ArrayList<>(SpendReport.report(transactions).executeAndCollect(10_000));
        report.sort(Comparator.comparing(HourlySpend::logTs).thenComparingLong(HourlySpend::accountId));

        System.out.println("Spend report: " + TRANSACTIONS + " transactions of accounts 1-5, summed per hour");
        System.out.println("(serializers " + Typegen.typeInfo(Transaction.class).createSerializer(
                env.getConfig().getSerializerConfig()).getClass().getSimpleName() + " and "
                + Typegen.typeInfo(HourlySpend.class).createSerializer(env.getConfig().getSerializerConfig())
                        .getClass().getSimpleName() + ", generated at compile time; Kryo disabled)");
        System.out.print(table(report));
    }

    /**
     * Transactions like the tutorial's datagen table: account 1 to 5, amount 1 to 1000, one every 36
     * seconds from {@link #START}; the same seed gives the same transactions.
     */
    static List<Transaction> transactions(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Transaction> transactions = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            transactions.add(new Transaction(random.nextLong(1, 6), random.nextLong(1, 1001),
                    START.plusSeconds(36L * i)));
        }
        return transactions;
    }

    /** The rows in the boxed layout Flink's {@code TableResult.print()} uses. */
    static String table(List<HourlySpend> rows) {
        String border = "+----------------------+-------------------------+----------------------+\n";
        StringBuilder table = new StringBuilder(border)
                .append(String.format("| %20s | %23s | %20s |%n", "accountId", "logTs", "amount"))
                .append(border);
        for (HourlySpend row : rows) {
            table.append(String.format("| %20d | %23s | %20d |%n", row.accountId(),
                    TIMESTAMP_3.format(row.logTs()), row.amount()));
        }
        return table.append(border).append(rows.size()).append(" rows in set\n").toString();
    }
}
