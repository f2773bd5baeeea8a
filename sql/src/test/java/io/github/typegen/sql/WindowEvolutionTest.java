package io.github.typegen.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.ExceptionUtils;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A fused window aggregation's state (the accumulator of each slice of each account's open windows, in a map state
 * by the slice's end, and the distinct values of each slice) through a savepoint into a changed query, on the heap
 * backend and RocksDB, as {@link AggregateEvolutionTest} does for a group aggregation. Version 1 of the query
 * ({@code src/test/resources/sql-stages/window-evolution/v1}: {@code HOP} windows of 10 seconds every 5) reads half
 * the purchases and stops with a savepoint, its windows still open at the watermark left in its state; then
 * <ul>
 * <li>version 2, which sums the amounts as a {@code BIGINT} instead of an {@code INT} and adds a column ({@code
 * MIN(amount) AS smallest}), restores it and reads the rest: each window it emits holds, for the columns of version
 * 1, what Flink's runtime computes for version 2's query over all the purchases, and for the added column what it
 * computes over the purchases after the savepoint (the column started from its empty value in each restored
 * slice; null for a window with none after it); the windows version 1 emitted and those version 2 emitted are
 * Flink's windows, each once;
 * <li>version 3, which changed the {@code FILTER} of a column, fails to restore it, naming the column.
 * </ul>
 * Each version is compiled at test time into a directory of its own ({@link CompiledJobs}).
 */
class WindowEvolutionTest {

    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    @TempDir
    static Path classes;
    private static Path v1;
    private static Path v2;
    private static Path v3;
    /** Flink's results of version 1 over all the purchases, of version 2 over all, and over those after half. */
    private static List<Map<List<Object>, List<Object>>> flinks;

    @BeforeAll
    static void compileVersions() throws IOException {
        v1 = compile("v1");
        v2 = compile("v2");
        v3 = compile("v3");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hashmap", "rocksdb"})
    void slicesOfAnAddedColumnAndAWidenedSumRestoreAndAChangedFilterIsRefused(String backend, @TempDir Path temp)
            throws Exception {
        int half = WindowRuns.PURCHASES / 2;
        WindowRuns.EMITTED.clear();
        WindowRuns.SOURCED.set(0);

        // version 1: the first half, then the source idles until the job stops with a savepoint, which holds every
        // purchase the source emitted before it
        JobClient first = executeAsync(v1, backend, null, 0, half, true);
        awaitSourced(half);
        String savepoint = stopWithSavepoint(first, temp.resolve("savepoints"));
        Map<List<Object>, List<Object>> beforeSavepoint = byWindow(WindowRuns.emitted("totals"));

        // version 3 refuses it, naming the column whose FILTER changed
        assertThatThrownBy(() -> executeAsync(v3, backend, savepoint, half, WindowRuns.PURCHASES, false)
                .getJobExecutionResult().get(TIMEOUT.toSeconds(), TimeUnit.SECONDS))
                .satisfies(failure -> assertThat(ExceptionUtils.stringifyException(failure))
                        .as("on %s", backend)
                        .contains("The state of the accumulator of query stage 'totals' was written for a query with"
                                + " other columns, and cannot be read")
                        .contains("column 'largest' changed from MAX($amount) FILTER (WHERE IS TRUE(>($amount, 0)))"
                                + " to MAX($amount) FILTER (WHERE IS TRUE(>($amount, 10)))")
                        .doesNotContain("column 'total'"));

        // version 2 restores it and reads the rest
        WindowRuns.EMITTED.clear();
        executeAsync(v2, backend, savepoint, half, WindowRuns.PURCHASES, false).getJobExecutionResult()
                .get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        Map<List<Object>, List<Object>> afterRestore = byWindow(WindowRuns.emitted("totals"));

        Map<List<Object>, List<Object>> v1OverAll = flinksResults().get(0);
        Map<List<Object>, List<Object>> overAll = flinksResults().get(1);
        Map<List<Object>, List<Object>> afterSavepoint = flinksResults().get(2);
        assertThat(beforeSavepoint).as("version 1 before the savepoint on %s", backend).isNotEmpty()
                .allSatisfy((window, row) -> assertThat(row).isEqualTo(v1OverAll.get(window)));
        Map<List<Object>, List<Object>> expected = new HashMap<>();
        overAll.forEach((window, row) -> {
            if (!beforeSavepoint.containsKey(window)) {
                List<Object> values = new ArrayList<>(row.subList(0, 6));
                values.add(afterSavepoint.containsKey(window) ? afterSavepoint.get(window).get(6) : null);
                expected.put(window, values);
            }
        });
        assertThat(afterRestore).as("restored from version 1 on %s", backend).isEqualTo(expected);
        // not vacuous: some windows version 2 emitted counted purchases from before the savepoint, from its restored
        // slices, and purchases after it, which the added column holds the smallest of
        assertThat(afterRestore.keySet()).anyMatch(window -> afterSavepoint.containsKey(window)
                && (Long) overAll.get(window).get(3) > (Long) afterSavepoint.get(window).get(3)
                && afterRestore.get(window).get(6) != null);
    }

    // ------------------------------------------------------------------------
    //  the versions and their jobs
    // ------------------------------------------------------------------------

    /** Compiles {@code common} and {@code version} into a directory of their own; returns it. */
    private static Path compile(String version) throws IOException {
        return CompiledJobs.compile(classes.resolve(version), List.of("common/Purchase", "common/Job",
                version + "/Totals", version + "/Result").stream()
                .map(file -> "sql-stages/window-evolution/" + file).toList());
    }

    /**
     * Starts the job of the version compiled into {@code version} on {@code backend}, restored from {@code
     * savepoint} unless it is null, reading purchases {@code from} to {@code to}.
     */
    private static JobClient executeAsync(Path version, String backend, String savepoint, int from, int to,
            boolean idle) throws Exception {
        return CompiledJobs.executeAsync(version, "windowevolution.Job", backend, savepoint, new Configuration(),
                from, to, idle);
    }

    /** Waits until the running job's source emitted {@code purchases} purchases. */
    private static void awaitSourced(int purchases) throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (WindowRuns.SOURCED.get() < purchases) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Only " + WindowRuns.SOURCED.get() + " of " + purchases + " purchases read");
            }
            Thread.sleep(20);
        }
    }

    /**
     * Stops {@code job} with a savepoint into {@code directory}, once all its tasks run (the source may have emitted
     * its purchases before the window operator's task started); returns the savepoint's path.
     */
    private static String stopWithSavepoint(JobClient job, Path directory) throws Exception {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (true) {
            try {
                return job.stopWithSavepoint(false, directory.toUri().toString(), SavepointFormatType.CANONICAL)
                        .get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            } catch (ExecutionException e) {
                if (System.nanoTime() > deadline || ExceptionUtils.findThrowableWithMessage(e,
                        "Not all required tasks are currently running").isEmpty()) {
                    throw e;
                }
                Thread.sleep(50);
            }
        }
    }

    /** The rows by their window: the account and the window's end, which are unique in each run. */
    private static Map<List<Object>, List<Object>> byWindow(List<List<Object>> rows) {
        Map<List<Object>, List<Object>> byWindow = new HashMap<>();
        for (List<Object> row : rows) {
            assertThat(byWindow.put(List.of(row.get(0), row.get(1)), row)).as("a window emitted twice: %s", row)
                    .isNull();
        }
        return byWindow;
    }

    /** The query of the version compiled into {@code version}. */
    private static String query(Path version) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {version.toUri().toURL()},
                WindowEvolutionTest.class.getClassLoader())) {
            return (String) loader.loadClass("windowevolution.Totals").getField("QUERY").get(null);
        }
    }

    /**
     * Flink's runtime's results of version 1's query over all the purchases, of version 2's over all, and of
     * version 2's over those after the savepoint, in one job over the same watermarks (computed once for every
     * backend).
     */
    private static synchronized List<Map<List<Object>, List<Object>>> flinksResults() throws Exception {
        if (flinks != null) {
            return flinks;
        }
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        env.setParallelism(1);
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        List<Row> purchases = new ArrayList<>();
        for (int i = 0; i < WindowRuns.PURCHASES; i++) {
            purchases.add(Row.of(i, WindowRuns.account(i), WindowRuns.amount(i), WindowRuns.time(i)));
        }
        DataStream<Row> stream = env.fromData(purchases, ExternalTypeInfo.of(DataTypes.ROW(
                DataTypes.FIELD("i", DataTypes.INT().notNull()),
                DataTypes.FIELD("accountId", DataTypes.BIGINT().notNull()),
                DataTypes.FIELD("amount", DataTypes.INT()), DataTypes.FIELD("ts", DataTypes.TIMESTAMP(3)))))
                .assignTimestampsAndWatermarks(WatermarkStrategy
                        .<Row>forGenerator(context -> new WindowRuns.Trailing<>(WindowRuns.PURCHASES_DELAY))
                        .withTimestampAssigner((row, previous) -> ((LocalDateTime) row.getField(3))
                                .toInstant(ZoneOffset.UTC).toEpochMilli()));
        tables.createTemporaryView("purchases", tables.fromDataStream(stream, Schema.newBuilder()
                .column("i", DataTypes.INT().notNull()).column("accountId", DataTypes.BIGINT().notNull())
                .column("amount", DataTypes.INT()).column("ts", DataTypes.TIMESTAMP(3))
                .watermark("ts", "SOURCE_WATERMARK()").build()));
        tables.createTemporaryView("later", tables.sqlQuery("SELECT * FROM purchases WHERE i >= "
                + WindowRuns.PURCHASES / 2));
        List<CloseableIterator<Row>> collected = new ArrayList<>();
        for (String query : List.of(query(v1).replace("TABLE input", "TABLE purchases"),
                query(v2).replace("TABLE input", "TABLE purchases"), query(v2).replace("TABLE input", "TABLE later"))) {
            collected.add(tables.toDataStream(tables.sqlQuery(query)).collectAsync());
        }
        env.execute("window versions on Flink's runtime");
        List<Map<List<Object>, List<Object>>> results = new ArrayList<>();
        for (CloseableIterator<Row> rows : collected) {
            List<List<Object>> values = new ArrayList<>();
            rows.forEachRemaining(row -> {
                List<Object> fields = new ArrayList<>();
                for (int f = 0; f < row.getArity(); f++) {
                    fields.add(row.getField(f));
                }
                values.add(fields);
            });
            rows.close();
            results.add(byWindow(values));
        }
        flinks = List.copyOf(results);
        return flinks;
    }
}
