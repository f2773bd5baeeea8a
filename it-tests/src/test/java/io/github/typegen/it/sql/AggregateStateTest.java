package io.github.typegen.it.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.apache.flink.api.common.functions.FilterFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.types.RowKind;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.state.StateBackend;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.Change;

/**
 * The fused aggregation's state on each state backend and through a savepoint, for {@link
 * FusedAggregates.SpendSummary} (a sum, counts, a minimum, a maximum, an average, a filtered and a distinct count):
 * <ul>
 * <li>on the heap backend, RocksDB and ForSt, the fused operator's changelog equals, entry for entry, the one
 * Flink's Table runtime emits for the same query on the same backend (one job per backend, both sides in it);
 * <li>on the heap backend and RocksDB, a job that has read half the transactions stops with a savepoint, and a job
 * built from the same pipeline restores it and reads the rest: each key's final result (its last {@code +I} or
 * {@code +U}) equals an uninterrupted run's and Flink's.
 * </ul>
 */
class AggregateStateTest {

    private static final TypeInformation<Transaction> TRANSACTION = Typegen.typeInfo(Transaction.class);

    /** The changes the restored jobs emitted (the MiniCluster runs in this JVM). */
    private static final ConcurrentLinkedQueue<Change<AggregateResults.SpendSummary>> EMITTED =
            new ConcurrentLinkedQueue<>();

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @ParameterizedTest
    @EnumSource(value = StateBackend.class, names = {"HEAP", "ROCKSDB_FULL", "FORST"})
    void theChangelogIsFlinksOnEachBackend(StateBackend backend) throws Exception {
        List<Transaction> transactions = AggregateFusionDifferentialTest.transactions();
        StreamExecutionEnvironment env = SavepointRuns.environment(backend, null, 1);
        var fused = new FusedAggregates_SpendSummaryFused(new FusedAggregates.SpendSummary())
                .apply(env.fromData(transactions, TRANSACTION)).collectAsync();
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        TypedTables.createTemporaryView(tables, "transactions", env.fromData(transactions, TRANSACTION));
        var table = AggregateFusionDifferentialTest.changes(tables, flinkQuery(), AggregateResults.SpendSummary.class);
        List<List<Change<?>>> changes = AggregateFusionDifferentialTest.run(env, List.of(fused, table));

        assertThat(changes.get(1)).extracting(change -> change.kind().shortString()).contains("+I", "-U", "+U");
        assertThat(changes.get(0)).as("on %s", backend).containsExactlyElementsOf(changes.get(1));
    }

    @ParameterizedTest
    @EnumSource(value = StateBackend.class, names = {"HEAP", "ROCKSDB_FULL"})
    void aSavepointMidStreamGivesTheUninterruptedResult(StateBackend backend, @TempDir Path temp) throws Exception {
        List<Transaction> transactions = AggregateFusionDifferentialTest.transactions();
        int half = transactions.size() / 2;
        EMITTED.clear();

        // the first half, then the source idles until the job stops with a savepoint
        StreamExecutionEnvironment before = SavepointRuns.environment(backend, null, 2);
        define(before, 0, half, true);
        JobClient job = before.executeAsync("spend summary, before the savepoint");
        awaitEmitted(transactions.subList(0, half));
        String savepoint = SavepointRuns.stopWithSavepoint(job, backend, temp);
        List<Change<AggregateResults.SpendSummary>> beforeSavepoint = new ArrayList<>(EMITTED);

        // the same pipeline, restored, reads the rest
        StreamExecutionEnvironment after = SavepointRuns.environment(backend, savepoint, 2);
        define(after, half, transactions.size(), false);
        after.execute("spend summary, restored from the savepoint");
        Map<String, AggregateResults.SpendSummary> restored = finalResults(new ArrayList<>(EMITTED));
        assertThat(restored).as("keys first seen after the restore, and keys seen on both sides")
                .hasSizeGreaterThan(finalResults(beforeSavepoint).size());

        // uninterrupted, fused and on Flink's runtime
        StreamExecutionEnvironment env = SavepointRuns.environment(backend, null, 2);
        var fused = new FusedAggregates_SpendSummaryFused(new FusedAggregates.SpendSummary())
                .apply(env.fromData(transactions, TRANSACTION)).collectAsync();
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        TypedTables.createTemporaryView(tables, "transactions", env.fromData(transactions, TRANSACTION));
        var table = AggregateFusionDifferentialTest.changes(tables, flinkQuery(), AggregateResults.SpendSummary.class);
        List<List<Change<?>>> uninterrupted = AggregateFusionDifferentialTest.run(env, List.of(fused, table));

        Map<String, AggregateResults.SpendSummary> flinks = finalResults(uninterrupted.get(1));
        assertThat(finalResults(uninterrupted.get(0))).isEqualTo(flinks);
        assertThat(restored).as("restored from the savepoint on %s", backend).isEqualTo(flinks);
        // not vacuous: some key had rows on both sides of the savepoint, and its result changed after the restore
        assertThat(finalResults(beforeSavepoint).entrySet())
                .anyMatch(entry -> !entry.getValue().equals(restored.get(entry.getKey())));
    }

    private static String flinkQuery() {
        return FusedAggregates.SpendSummary.QUERY.replace("FROM input", "FROM transactions");
    }

    /** Each key's last {@code +I} or {@code +U}, by {@code "accountId logTs"}. */
    private static Map<String, AggregateResults.SpendSummary> finalResults(List<? extends Change<?>> changes) {
        Map<String, AggregateResults.SpendSummary> results = new LinkedHashMap<>();
        for (Change<?> change : changes) {
            AggregateResults.SpendSummary row = (AggregateResults.SpendSummary) change.value();
            if (change.kind() == RowKind.INSERT || change.kind() == RowKind.UPDATE_AFTER) {
                results.put(row.accountId() + " " + row.logTs(), row);
            }
        }
        return results;
    }

    /**
     * The job: the transactions {@code from} to {@code to} (exclusive) in order from one source, the fused pipeline,
     * its changes into {@link #EMITTED}.
     */
    private static void define(StreamExecutionEnvironment env, int from, int to, boolean idle) {
        var transactions = new SavepointRuns.Replay<Transaction>(AggregateFusionDifferentialTest::transactions, from,
                to, idle);
        DataStream<Transaction> input = env.addSource(transactions, "transactions", TRANSACTION)
                .uid("transactions").setParallelism(1);
        new FusedAggregates_SpendSummaryFused(new FusedAggregates.SpendSummary()).apply(input)
                .filter(new Record()).uid("record")
                .sinkTo(new DiscardingSink<>()).uid("discard");
    }

    /** Records each change in {@link #EMITTED}, and keeps none. */
    static final class Record implements FilterFunction<Change<AggregateResults.SpendSummary>> {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean filter(Change<AggregateResults.SpendSummary> change) {
            EMITTED.add(change);
            return false;
        }
    }

    /**
     * Waits until the changes emitted hold each key of {@code transactions} with its number of rows: the whole
     * input has been aggregated.
     */
    private static void awaitEmitted(List<Transaction> transactions) throws InterruptedException {
        long expected = transactions.stream()
                .map(t -> t.accountId() + " " + t.transactionTime().withMinute(0).withSecond(0).withNano(0))
                .distinct().count();
        SavepointRuns.await(() -> rowsAggregated() == transactions.size()
                        && finalResults(new ArrayList<>(EMITTED)).size() == expected,
                () -> "Only " + rowsAggregated() + " of " + transactions.size() + " rows aggregated");
    }

    /** The number of transactions the final results emitted so far count. */
    private static long rowsAggregated() {
        return finalResults(new ArrayList<>(EMITTED)).values().stream()
                .mapToLong(AggregateResults.SpendSummary::rows).sum();
    }
}
