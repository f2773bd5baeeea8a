package io.github.typegen.benchmarks.aggregation;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.streaming.util.TestStreamEnvironment;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.runtime.table.Change;

/**
 * Both ways {@link AggregationBenchmark} runs a query compute the same changelog from the same rows, entry for entry
 * in order (parallelism 1): the kind of each change and its row. Two jobs, each running every query both ways side
 * by side: object reuse off with keyed state on the heap, object reuse on with it in RocksDB. The stage's job holds
 * the typed keyed operator alone between its input and its sink: no operator of Flink's Table runtime.
 */
class AggregationQueriesTest {

    /** Enough rows for several keys, updates of each, and every price range of q17. */
    private static final long ROWS = 3_000;

    private static MiniCluster cluster;

    @BeforeAll
    static void startCluster() throws Exception {
        cluster = new MiniCluster(new MiniClusterConfiguration.Builder()
                .setNumTaskManagers(1)
                .setNumSlotsPerTaskManager(1)
                .build());
        cluster.start();
    }

    @AfterAll
    static void stopCluster() throws Exception {
        cluster.close();
    }

    @ParameterizedTest
    @EnumSource(Setting.class)
    void theStageGivesFlinksChangelog(Setting setting) throws Exception {
        StreamExecutionEnvironment env = new TestStreamEnvironment(cluster,
                AggregationJobs.configuration(setting.objectReuse, setting.state), 1, List.of(), List.of());
        Map<AggregationQuery, CloseableIterator<Row>> flink = new EnumMap<>(AggregationQuery.class);
        Map<AggregationQuery, CloseableIterator<? extends Change<?>>> stage = new EnumMap<>(AggregationQuery.class);
        for (AggregationQuery query : AggregationQuery.values()) {
            flink.put(query, AggregationJobs.flinkBridge(query, env, ROWS).collectAsync());
            stage.put(query, AggregationJobs.sqlStage(query, env, ROWS).collectAsync());
        }
        env.execute("aggregations, " + setting);

        for (AggregationQuery query : AggregationQuery.values()) {
            List<Change<?>> expected = new ArrayList<>();
            try (CloseableIterator<Row> rows = flink.get(query)) {
                rows.forEachRemaining(row -> expected.add(new Change<>(row.getKind(), record(query.result(), row))));
            }
            List<Change<?>> actual = new ArrayList<>();
            try (CloseableIterator<? extends Change<?>> changes = stage.get(query)) {
                changes.forEachRemaining(actual::add);
            }
            if (query.windowed()) {
                // insertions only, one per account and window; each account's in order (the windows of several
                // accounts that one watermark fires come in the order of the timer queue, which neither side
                // promises)
                assertThat(expected).as("%s's rows", query).hasSizeGreaterThan(10)
                        .allSatisfy(change -> assertThat(change.kind().shortString()).isEqualTo("+I"));
                assertThat(byAccount(actual)).as("%s as a @Stage.Sql stage, %s", query, setting)
                        .isEqualTo(byAccount(expected));
                assertThat(actual).containsExactlyInAnyOrderElementsOf(expected);
                continue;
            }
            // not vacuous: each key's first row, then updates of it
            assertThat(expected).as("%s's changelog", query).extracting(change -> change.kind().shortString())
                    .contains("+I", "-U", "+U");
            assertThat(actual).as("%s as a @Stage.Sql stage, %s", query, setting).containsExactlyElementsOf(expected);
        }
    }

    @ParameterizedTest
    @EnumSource(AggregationQuery.class)
    void theStagesJobHoldsNoTableRuntimeOperator(AggregationQuery query) {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.createLocalEnvironment(1,
                AggregationJobs.configuration(false, AggregationJobs.StateBackend.HEAP));
        AggregationJobs.sqlStage(query, env, 1).print();
        // the stream graph keeps its nodes in a hash map: their order says nothing
        List<String> operators = env.getStreamGraph(false).getStreamNodes().stream()
                .map(StreamNode::getOperatorName)
                .filter(name -> !name.startsWith("Source") && !name.startsWith("Sink"))
                .toList();
        switch (query) {
            case SPEND_REPORT -> assertThat(operators).containsExactlyInAnyOrder("transactions", "report");
            case Q17 -> assertThat(operators).containsExactlyInAnyOrder("bids", "q17");
            case TUMBLE_COUNT ->
                    assertThat(operators).containsExactlyInAnyOrder("transactions", "watermarks", "tumbleCount");
            case HOP_COUNT -> assertThat(operators).containsExactlyInAnyOrder("transactions", "watermarks", "hopCount");
        }
    }

    /** Each account's windows, in the order they came. */
    private static Map<Long, List<Change<?>>> byAccount(List<Change<?>> changes) {
        Map<Long, List<Change<?>>> byAccount = new HashMap<>();
        for (Change<?> change : changes) {
            byAccount.computeIfAbsent(((AggregationResults.WindowCount) change.value()).accountId(),
                    account -> new ArrayList<>()).add(change);
        }
        return byAccount;
    }

    /** Flink's row as the query's record: its fields in order, as the record's components. */
    private static Record record(Class<? extends Record> type, Row row) {
        RecordComponent[] components = type.getRecordComponents();
        assertThat(row.getArity()).as("%s's columns", type.getSimpleName()).isEqualTo(components.length);
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            values[i] = row.getField(i);
        }
        try {
            Constructor<? extends Record> constructor = type.getDeclaredConstructor(types);
            return constructor.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("Flink's row " + row + " is not a " + type.getSimpleName(), e);
        }
    }

    /** The two jobs' settings. */
    enum Setting {
        REUSE_OFF_HEAP(false, AggregationJobs.StateBackend.HEAP),
        REUSE_ON_ROCKSDB(true, AggregationJobs.StateBackend.ROCKSDB);

        final boolean objectReuse;
        final AggregationJobs.StateBackend state;

        Setting(boolean objectReuse, AggregationJobs.StateBackend state) {
            this.objectReuse = objectReuse;
            this.state = state;
        }
    }
}
