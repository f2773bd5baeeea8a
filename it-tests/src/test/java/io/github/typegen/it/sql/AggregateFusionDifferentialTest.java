package io.github.typegen.it.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.Change;

/**
 * Each aggregation of {@link FusedAggregates} run both ways on the same rows (edge values, duplicate keys, nulls,
 * overflowing integers, decimals, NaN and signed zeros): as the typed keyed operator Typegen writes, and on Flink's
 * Table runtime ({@code TypedTables.toChangelogStream} of the same query). With parallelism 1 each side's changelog
 * is one sequence in the input's order, and the two must be equal entry for entry: the kind of each change ({@code
 * +I}, {@code -U}, {@code +U}) and its row, field for field ({@code Double.equals}, {@code BigDecimal.equals} with
 * its scale). All queries of one side run as one job, with object reuse off and on. A query that stays on the Table
 * runtime ({@code MIN} of a string) returns its changelog as {@code Change<T>} to the next stage the same way.
 */
class AggregateFusionDifferentialTest {

    private static final TypeInformation<Sample> SAMPLE = Typegen.typeInfo(Sample.class);
    private static final TypeInformation<Transaction> TRANSACTION = Typegen.typeInfo(Transaction.class);

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @ParameterizedTest(name = "object reuse {0}")
    @ValueSource(booleans = {false, true})
    void everyAggregationGivesFlinksChangelog(boolean objectReuse) throws Exception {
        List<Sample> samples = CalcFusionDifferentialTest.samples();
        List<Transaction> transactions = transactions();

        StreamExecutionEnvironment fusedEnv = environment(objectReuse);
        DataStream<Sample> fusedSamples = fusedEnv.fromData(samples, SAMPLE);
        List<CloseableIterator<? extends Change<?>>> fused = List.of(
                new FusedAggregates_NumbersFused(new FusedAggregates.Numbers()).apply(fusedSamples).collectAsync(),
                new FusedAggregates_FilteredFused(new FusedAggregates.Filtered()).apply(fusedSamples).collectAsync(),
                new FusedAggregates_HavingFused(new FusedAggregates.Having()).apply(fusedSamples).collectAsync(),
                new FusedAggregates_SpendReportFused(new FusedAggregates.SpendReport())
                        .apply(fusedEnv.fromData(transactions, TRANSACTION)).collectAsync(),
                // on the Table runtime, its changelog handed to the next stage as Change<T>
                new FusedAggregates_DistinctFused(new FusedAggregates.Distinct())
                        .apply(StreamTableEnvironment.create(fusedEnv), fusedSamples).collectAsync(),
                new FusedAggregates_OrderedFused(new FusedAggregates.Ordered()).apply(fusedSamples).collectAsync());
        List<List<Change<?>>> fusedChanges = run(fusedEnv, fused);

        StreamExecutionEnvironment tableEnv = environment(objectReuse);
        StreamTableEnvironment tables = StreamTableEnvironment.create(tableEnv);
        TypedTables.createTemporaryView(tables, "input", tableEnv.fromData(samples, SAMPLE));
        TypedTables.createTemporaryView(tables, "transactions", tableEnv.fromData(transactions, TRANSACTION));
        Function<String, String> overTransactions = query -> query.replace("FROM input", "FROM transactions");
        List<CloseableIterator<? extends Change<?>>> table = List.of(
                changes(tables, FusedAggregates.Numbers.QUERY, AggregateResults.Numbers.class),
                changes(tables, FusedAggregates.Filtered.QUERY, AggregateResults.Filtered.class),
                changes(tables, FusedAggregates.Having.QUERY, AggregateResults.Having.class),
                changes(tables, overTransactions.apply(FusedAggregates.SpendReport.QUERY),
                        AggregateResults.Spend.class),
                changes(tables, FusedAggregates.Distinct.QUERY, AggregateResults.Having.class),
                changes(tables, FusedAggregates.Ordered.QUERY, AggregateResults.Ordered.class));
        List<List<Change<?>>> tableChanges = run(tableEnv, table);

        String[] names = {"Numbers", "Filtered", "Having", "SpendReport", "Distinct", "Ordered"};
        for (int i = 0; i < names.length; i++) {
            // not vacuous: each changelog holds updates (and insertions, but HAVING COUNT(*) > 1 drops each +I, as
            // Flink's Calc after the aggregation takes each row of the changelog on its own)
            assertThat(tableChanges.get(i)).as(names[i]).extracting(change -> change.kind().shortString())
                    .contains(i == 2 ? new String[] {"-U", "+U"} : new String[] {"+I", "-U", "+U"});
            List<Change<?>> expected = tableChanges.get(i);
            if (names[i].equals("Distinct")) {
                // the pipeline's stage after the query keeps the changes of rows with a distinct value
                expected = expected.stream()
                        .filter(change -> ((AggregateResults.Having) change.value()).rows() > 0).toList();
                assertThat(expected).hasSizeLessThan(tableChanges.get(i).size());
            }
            assertThat(fusedChanges.get(i)).as(names[i]).containsExactlyElementsOf(expected);
        }
    }

    @Test
    void theSpendReportsJobGraphHoldsNoTableRuntimeOperator() {
        StreamExecutionEnvironment env = environment(false);
        new FusedAggregates_SpendReportFused(new FusedAggregates.SpendReport())
                .apply(env.fromData(transactions(), TRANSACTION)).print();

        List<String> operators = env.getStreamGraph(false).getStreamNodes().stream()
                .map(StreamNode::getOperatorName)
                .filter(name -> !name.startsWith("Source") && !name.startsWith("Sink"))
                .toList();
        assertThat(operators).containsExactly("report");
    }

    static <T> CloseableIterator<Change<T>> changes(StreamTableEnvironment tables, String query,
            Class<T> type) {
        return TypedTables.toChangelogStream(tables, tables.sqlQuery(query), type).collectAsync();
    }

    /** Runs {@code env}'s one job and drains each of its collected streams. */
    static List<List<Change<?>>> run(StreamExecutionEnvironment env,
            List<CloseableIterator<? extends Change<?>>> streams) throws Exception {
        env.execute();
        List<List<Change<?>>> all = new ArrayList<>();
        for (CloseableIterator<? extends Change<?>> stream : streams) {
            List<Change<?>> changes = new ArrayList<>();
            stream.forEachRemaining(changes::add);
            stream.close();
            all.add(changes);
        }
        return all;
    }

    static StreamExecutionEnvironment environment(boolean objectReuse) {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(PipelineOptions.OBJECT_REUSE, objectReuse);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        // one sequence per side, in the input's order
        env.setParallelism(1);
        return env;
    }

    /** Transactions of a few accounts over a few hours, amounts near Long's limits among them. */
    static List<Transaction> transactions() {
        Random random = new Random(26L);
        LocalDateTime start = LocalDateTime.of(2024, 3, 1, 22, 30);
        long[] amounts = {0, 1, -1, 100, Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE - 1, 42};
        List<Transaction> transactions = new ArrayList<>();
        for (int id = 0; id < 300; id++) {
            long amount = id < 80 ? amounts[id % amounts.length] : random.nextInt(1_000) - 100;
            transactions.add(new Transaction(random.nextInt(4), amount,
                    start.plusSeconds(id * 97L + random.nextInt(60)).withNano(random.nextInt(1_000) * 1_000_000)));
        }
        return transactions;
    }
}
