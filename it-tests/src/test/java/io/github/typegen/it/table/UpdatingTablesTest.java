package io.github.typegen.it.table;

import static io.github.typegen.it.table.TableJobs.collect;
import static io.github.typegen.it.table.TableJobs.env;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableException;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.types.Row;
import org.apache.flink.types.RowKind;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.Change;
import io.github.typegen.runtime.table.ChangeTypeInfo;

/**
 * Updating tables: the errors the page describes for an updating table read insert-only, the typed
 * equivalents of the legacy {@code toAppendStream}/{@code toRetractStream}, and an UPDATE_BEFORE on a stream
 * Typegen reads in upsert mode.
 */
class UpdatingTablesTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    /** The page's toChangelogStream query: {@code SUM(score)} per name over Alice 12, Bob 10, Alice 100. */
    private static Table sumOfScores(StreamExecutionEnvironment env, StreamTableEnvironment tableEnv) {
        DataStream<NameScore> dataStream = env.fromData(
                List.of(new NameScore("Alice", 12), new NameScore("Bob", 10), new NameScore("Alice", 100)),
                Typegen.typeInfo(NameScore.class));
        TypedTables.createTemporaryView(tableEnv, "InputTable", dataStream);
        return tableEnv.sqlQuery("SELECT name, SUM(score) AS score FROM InputTable GROUP BY name");
    }

    // ------------------------------------------------------------------------
    //  error paths
    // ------------------------------------------------------------------------

    /** Flink: "Table sink '...' doesn't support consuming update changes [...]". */
    @Test
    void toDataStreamOfAnUpdatingTableNamesItsModeAndToChangelogStream() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table updating = sumOfScores(env, tableEnv);

        assertThatThrownBy(() -> TypedTables.toDataStream(tableEnv, updating, NameScore.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("The table is updating (changelog mode [I,UA]: its rows are updated or"
                        + " deleted after they are emitted), but TypedTables.toDataStream reads insert-only tables"
                        + " into " + NameScore.class.getName() + ". Use TypedTables.toChangelogStream(tEnv, table,"
                        + " NameScore.class), which reads each change as a Change<NameScore> with its row kind.")
                .hasMessageContaining("`score` INT")
                .cause().isInstanceOf(TableException.class)
                .hasMessageContaining("doesn't support consuming update changes");
        assertThat(env.getTransformations()).as("nothing of the failed conversion is left in the job")
                .allMatch(t -> !t.getName().startsWith("Typegen: RowData"));
    }

    @Test
    void toChangelogStreamInsertOnlyOfAnUpdatingTableNamesItsMode() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table updating = sumOfScores(env, tableEnv);

        assertThatThrownBy(() -> TypedTables.toChangelogStream(tableEnv, updating, NameScore.class,
                ChangelogMode.insertOnly()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("The table is updating (changelog mode [I,UA]: its rows are updated or"
                        + " deleted after they are emitted), but TypedTables.toChangelogStream with an insert-only"
                        + " ChangelogMode reads insert-only tables into " + NameScore.class.getName() + ". Use"
                        + " TypedTables.toChangelogStream(tEnv, table, NameScore.class) with the default"
                        + " ChangelogMode.all(), or ChangelogMode.upsert()");
    }

    // ------------------------------------------------------------------------
    //  the legacy conversions, typed
    // ------------------------------------------------------------------------

    /**
     * {@code toRetractStream(table, Row.class)} gives {@code (true, row)} for an insertion or an update's new
     * row, {@code (false, row)} for a deletion or an update's old row. The typed equivalent reads {@code
     * Change<NameScore>}s and keeps that flag; both give the same pairs for the page's query.
     */
    @Test
    void aRetractStyleConsumerOfTypedChanges() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);

        DataStream<Tuple2<Boolean, NameScore>> retract =
                TypedTables.toChangelogStream(tableEnv, sumOfScores(env, tableEnv), NameScore.class)
                        .map(change -> Tuple2.of(isAccumulate(change.kind()), change.value()),
                                Types.TUPLE(Types.BOOLEAN, Typegen.typeInfo(NameScore.class)));
        List<String> typed = collect(env, retract).stream()
                .map(pair -> pair.f0 + " " + pair.f1.name() + " " + pair.f1.score())
                .toList();

        assertThat(typed).containsExactly("true Alice 12", "true Bob 10", "false Alice 12", "true Alice 112");
        assertThat(typed).isEqualTo(flinksLegacyRetractStream());
    }

    private static boolean isAccumulate(RowKind kind) {
        return kind == RowKind.INSERT || kind == RowKind.UPDATE_AFTER;
    }

    /** The same query through Flink's own {@code toRetractStream(table, Row.class)}. */
    @SuppressWarnings("deprecation")
    private static List<String> flinksLegacyRetractStream() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Tuple2<Boolean, Row>> legacy = tableEnv.toRetractStream(sumOfScores(env, tableEnv), Row.class);
        List<String> pairs = new ArrayList<>();
        try (CloseableIterator<Tuple2<Boolean, Row>> iterator = legacy.executeAndCollect()) {
            iterator.forEachRemaining(pair -> pairs.add(pair.f0 + " " + pair.f1.getField(0) + " " + pair.f1.getField(1)));
        }
        return pairs;
    }

    /** {@code toAppendStream(table, Row.class)} of an insert-only query is {@code toDataStream} typed. */
    @Test
    void anAppendStreamIsToDataStream() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        sumOfScores(env, tableEnv);

        DataStream<NameScore> appended = TypedTables.toDataStream(tableEnv,
                tableEnv.sqlQuery("SELECT name, score FROM InputTable WHERE score > 10"), NameScore.class);

        assertThat(collect(env, appended)).containsExactly(new NameScore("Alice", 12), new NameScore("Alice", 100));
    }

    // ------------------------------------------------------------------------
    //  fromChangelogStream's default mode
    // ------------------------------------------------------------------------

    /**
     * KeyedNameScore has a {@code @PrimaryKey}, so Typegen reads its changes in upsert mode (Flink's own default
     * is every row kind). An UPDATE_BEFORE there is read, as Flink reads it on any upsert stream, as the deletion
     * of its key; the UPDATE_AFTER then inserts the key again. The aggregate ends where the retract stream of the
     * page's example 1 ends, through a deletion instead of an update.
     */
    @Test
    void anUpdateBeforeOnAnUpsertStreamDeletesItsKey() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Change<KeyedNameScore>> dataStream = env.fromData(
                List.of(Change.insert(new KeyedNameScore("Alice", 12)),
                        Change.insert(new KeyedNameScore("Bob", 5)),
                        Change.updateBefore(new KeyedNameScore("Alice", 12)),
                        Change.updateAfter(new KeyedNameScore("Alice", 100))),
                new ChangeTypeInfo<>(Typegen.typeInfo(KeyedNameScore.class)));

        Table table = TypedTables.fromChangelogStream(tableEnv, dataStream);
        tableEnv.createTemporaryView("InputTable", table);
        Table result = tableEnv.sqlQuery("SELECT name, SUM(score) AS score FROM InputTable GROUP BY name");

        assertThat(collect(env, TypedTables.toChangelogStream(tableEnv, result, NameScore.class)))
                .map(Change::toString)
                .containsExactly("+I NameScore[name=Alice, score=12]", "+I NameScore[name=Bob, score=5]",
                        "-D NameScore[name=Alice, score=12]", "+I NameScore[name=Alice, score=100]");
    }
}
