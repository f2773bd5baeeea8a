package io.github.typegen.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.table.types.DataType;
import org.apache.flink.types.Row;
import org.apache.flink.types.RowKind;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.ExceptionUtils;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A fused aggregation's state through a savepoint into a changed query, on the heap backend and RocksDB. Version
 * 1 of the query ({@code src/test/resources/sql-stages/evolution/v1}) reads half the purchases and stops with a
 * savepoint; then
 * <ul>
 * <li>version 2, which sums the amounts as a {@code BIGINT} instead of an {@code INT} and adds a column ({@code
 * MIN(amount) AS smallest}), restores it and reads the rest: each account's final result holds, for the columns of
 * version 1, what Flink's runtime computes for version 2's query over all the purchases, and for the added column
 * what it computes over the purchases after the savepoint (the column started from its empty value);
 * <li>version 3, which changed the {@code FILTER} of a column, fails to restore it, naming the column.
 * </ul>
 * Each version is compiled at test time with the processor and {@code typegen-sql} into a directory of its own (the
 * same class names in each), which the job's class loader reads as a user jar ({@link CompiledJobs}).
 */
class AggregateEvolutionTest {

    private static final Duration TIMEOUT = Duration.ofMinutes(2);
    private static final DataType PURCHASE = DataTypes.ROW(DataTypes.FIELD("i", DataTypes.INT().notNull()),
            DataTypes.FIELD("accountId", DataTypes.BIGINT().notNull()),
            DataTypes.FIELD("amount", DataTypes.INT().notNull()));
    private static final String VERSION_2 = "SELECT accountId, SUM(CAST(amount AS BIGINT)) AS total,"
            + " COUNT(*) AS purchases, COUNT(DISTINCT amount) AS amounts,"
            + " MAX(amount) FILTER (WHERE amount > 0) AS largest, MIN(amount) AS smallest FROM input"
            + " GROUP BY accountId";

    @TempDir
    static Path classes;
    private static Path v1;
    private static Path v2;
    private static Path v3;
    private static List<Map<Long, List<Object>>> flinks;

    @BeforeAll
    static void compileVersions() throws IOException {
        v1 = compile("v1");
        v2 = compile("v2");
        v3 = compile("v3");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hashmap", "rocksdb"})
    void anAddedColumnAndAWidenedSumRestoreAndAChangedFilterIsRefused(String backend, @TempDir Path temp)
            throws Exception {
        int half = EvolutionRuns.PURCHASES / 2;
        EvolutionRuns.EMITTED.clear();

        // version 1: the first half, then the source idles until the job stops with a savepoint
        JobClient first = executeAsync(v1, backend, null, 0, half, true);
        awaitPurchases(half);
        String savepoint = first.stopWithSavepoint(false, temp.resolve("savepoints").toUri().toString(),
                SavepointFormatType.CANONICAL).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        Map<Long, List<Object>> beforeSavepoint = finalResults(new ArrayList<>(EvolutionRuns.EMITTED));
        assertThat(beforeSavepoint).hasSize(EvolutionRuns.ACCOUNTS);

        // version 3 refuses it, naming the column whose FILTER changed
        assertThatThrownBy(() -> executeAsync(v3, backend, savepoint, half, EvolutionRuns.PURCHASES, false)
                .getJobExecutionResult().get(TIMEOUT.toSeconds(), TimeUnit.SECONDS))
                .satisfies(failure -> assertThat(ExceptionUtils.stringifyException(failure))
                        .as("on %s", backend)
                        .contains("The state of the accumulator of query stage 'totals' was written for a query with"
                                + " other columns, and cannot be read")
                        .contains("column 'largest' changed from MAX($amount) FILTER (WHERE >($amount, 0)) to"
                                + " MAX($amount) FILTER (WHERE >($amount, 10))")
                        .doesNotContain("column 'total'"));

        // version 2 restores it and reads the rest
        EvolutionRuns.EMITTED.clear();
        executeAsync(v2, backend, savepoint, half, EvolutionRuns.PURCHASES, false).getJobExecutionResult()
                .get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        List<Row> afterRestore = new ArrayList<>(EvolutionRuns.EMITTED);
        // every account was seen before: its first change after the restore updates the restored result
        assertThat(afterRestore).extracting(Row::getKind).doesNotContain(RowKind.INSERT);
        Map<Long, List<Object>> restored = finalResults(afterRestore);

        Map<Long, List<Object>> overAll = flinksFinalResults().get(0);
        Map<Long, List<Object>> afterSavepoint = flinksFinalResults().get(1);
        Map<Long, List<Object>> expected = new TreeMap<>();
        overAll.forEach((account, row) -> {
            List<Object> values = new ArrayList<>(row.subList(0, 5));
            values.add(afterSavepoint.get(account).get(5));
            expected.put(account, values);
        });
        assertThat(restored).as("restored from version 1 on %s", backend).isEqualTo(expected);
        // not vacuous: the added column differs from its value over all the purchases for some account, and each
        // widened total holds the sum from before the savepoint
        assertThat(expected.keySet()).anyMatch(account -> !expected.get(account).get(5).equals(
                overAll.get(account).get(5)));
        assertThat(expected.keySet()).allMatch(account -> !expected.get(account).get(1).equals(
                afterSavepoint.get(account).get(1)));
    }

    // ------------------------------------------------------------------------
    //  the versions and their jobs
    // ------------------------------------------------------------------------

    /** Compiles {@code common} and {@code version} into a directory of their own; returns it. */
    private static Path compile(String version) throws IOException {
        return CompiledJobs.compile(classes.resolve(version), List.of("common/Purchase", "common/Job",
                version + "/Totals", version + "/Result").stream().map(file -> "sql-stages/evolution/" + file)
                .toList());
    }

    /**
     * Starts the job of the version compiled into {@code version} on {@code backend}, restored from {@code
     * savepoint} unless it is null, reading purchases {@code from} to {@code to}.
     */
    private static JobClient executeAsync(Path version, String backend, String savepoint, int from, int to,
            boolean idle) throws Exception {
        return CompiledJobs.executeAsync(version, "evolution.Job", backend, savepoint, new Configuration(), from, to,
                idle);
    }

    /** Waits until the changes emitted count {@code purchases} purchases over every account. */
    private static void awaitPurchases(int purchases) throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (true) {
            Map<Long, List<Object>> results = finalResults(new ArrayList<>(EvolutionRuns.EMITTED));
            long counted = results.values().stream().mapToLong(row -> (Long) row.get(2)).sum();
            if (counted == purchases && results.size() == EvolutionRuns.ACCOUNTS) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Only " + counted + " of " + purchases + " purchases aggregated");
            }
            Thread.sleep(20);
        }
    }

    /** Each account's last {@code +I} or {@code +U}, as its values. */
    private static Map<Long, List<Object>> finalResults(List<Row> changes) {
        Map<Long, List<Object>> results = new TreeMap<>();
        for (Row change : changes) {
            if (change.getKind() == RowKind.INSERT || change.getKind() == RowKind.UPDATE_AFTER) {
                List<Object> values = new ArrayList<>();
                for (int i = 0; i < change.getArity(); i++) {
                    values.add(change.getField(i));
                }
                results.put((Long) change.getField(0), values);
            }
        }
        return results;
    }

    /**
     * Flink's runtime's final results of version 2's query over all the purchases and over those after the
     * savepoint, in one job (computed once for every backend).
     */
    private static synchronized List<Map<Long, List<Object>>> flinksFinalResults() throws Exception {
        if (flinks != null) {
            return flinks;
        }
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        env.setParallelism(1);
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        List<Row> purchases = new ArrayList<>();
        for (int i = 0; i < EvolutionRuns.PURCHASES; i++) {
            purchases.add(Row.of(i, EvolutionRuns.account(i), EvolutionRuns.amount(i)));
        }
        tables.createTemporaryView("purchases", tables.fromDataStream(env.fromData(purchases,
                ExternalTypeInfo.of(PURCHASE))));
        List<CloseableIterator<Row>> collected = new ArrayList<>();
        for (String rows : List.of("purchases", "(SELECT * FROM purchases WHERE i >= " + EvolutionRuns.PURCHASES / 2
                + ")")) {
            collected.add(tables.toChangelogStream(tables.sqlQuery(VERSION_2.replace("FROM input", "FROM " + rows)))
                    .collectAsync());
        }
        env.execute("version 2 on Flink's runtime");
        List<Map<Long, List<Object>>> results = new ArrayList<>();
        for (CloseableIterator<Row> changes : collected) {
            List<Row> rows = new ArrayList<>();
            changes.forEachRemaining(rows::add);
            changes.close();
            results.add(finalResults(rows));
        }
        flinks = List.copyOf(results);
        return flinks;
    }
}
