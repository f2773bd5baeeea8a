package io.github.typegen.it.table;

import static io.github.typegen.it.table.TableJobs.USERS;
import static io.github.typegen.it.table.TableJobs.assertSchema;
import static io.github.typegen.it.table.TableJobs.collect;
import static io.github.typegen.it.table.TableJobs.env;
import static org.apache.flink.table.api.Expressions.$;
import static org.apache.flink.table.api.Expressions.lit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.ProcessFunction;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.Change;
import io.github.typegen.runtime.table.ChangeTypeInfo;

/**
 * The examples of the page "DataStream API Integration" and of the blog post on the same API that pass a Flink
 * {@code Schema}: {@code createTemporaryView} (example 2), {@code fromDataStream} re-declaring the physical
 * columns (example 5, the post's clicks), {@code fromChangelogStream} with a key and a metadata rowtime (the
 * post), {@code toChangelogStream} with a metadata rowtime (examples 2 and 3). Each through the generated
 * converters; a {@code Schema} that does not fit the class fails with both schemas.
 */
class SchemaOverloadsTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    // ------------------------------------------------------------------------
    //  createTemporaryView and fromDataStream
    // ------------------------------------------------------------------------

    @Test
    void createTemporaryViewExample2RedeclaresTheColumns() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<IdName> dataStream =
                env.fromData(List.of(new IdName(12L, "Alice"), new IdName(0L, "Bob")), Typegen.typeInfo(IdName.class));

        TypedTables.createTemporaryView(tableEnv, "MyView", dataStream,
                Schema.newBuilder()
                        .column("f0", "BIGINT")
                        .column("f1", "STRING")
                        .build());

        // the page: "in this example, the derived NOT NULL information has been removed"
        assertSchema(tableEnv.from("MyView"), """
                (
                `f0` BIGINT,
                `f1` STRING
                )""");
        assertThat(collect(env, TypedTables.toDataStream(tableEnv,
                tableEnv.sqlQuery("SELECT * FROM MyView WHERE f0 > 0"), IdName.class)))
                .containsExactly(new IdName(12L, "Alice"));
    }

    @Test
    void fromDataStreamExample5DeclaresThePhysicalColumnsInAnotherOrder() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<User> dataStream = env.fromData(USERS, Typegen.typeInfo(User.class))
                .assignTimestampsAndWatermarks(WatermarkStrategy.<User>forMonotonousTimestamps()
                        .withTimestampAssigner((user, previous) -> user.event_time.toEpochMilli()));

        Table table = TypedTables.fromDataStream(tableEnv, dataStream,
                Schema.newBuilder()
                        .column("event_time", "TIMESTAMP_LTZ(3)")
                        .column("name", "STRING")
                        .column("score", "INT")
                        .watermark("event_time", "SOURCE_WATERMARK()")
                        .build());

        // The page prints `name` VARCHAR(200) for the declared STRING, which Flink 2.3 prints as STRING; and,
        // as the page notes, the watermark is hidden by the projection that reorders the columns.
        assertSchema(table, """
                (
                `event_time` TIMESTAMP_LTZ(3) *ROWTIME*,
                `name` STRING,
                `score` INT
                )""");
        assertThat(collect(env, TypedTables.toDataStream(tableEnv, table, User.class))).isEqualTo(USERS);
    }

    /**
     * Flink reads the rows of a stream by the declared types without casting them, so Typegen writes them in the
     * declared precision: truncated, as Flink's {@code CAST} truncates, with and without object reuse.
     */
    @ParameterizedTest(name = "object reuse {0}")
    @ValueSource(booleans = {false, true})
    void aDeclaredLowerPrecisionIsTruncated(boolean objectReuse) throws Exception {
        StreamExecutionEnvironment env = env();
        if (objectReuse) {
            env.getConfig().enableObjectReuse();
        }
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<User> dataStream = env.fromData(List.of(new User("Alice", 4, Instant.ofEpochSecond(1, 123_456_789))),
                Typegen.typeInfo(User.class));

        Table table = TypedTables.fromDataStream(tableEnv, dataStream,
                Schema.newBuilder().column("name", "STRING").column("event_time", "TIMESTAMP_LTZ(3)").build());

        assertThat(collect(env, TypedTables.toDataStream(tableEnv,
                table.select($("name"), $("event_time"), lit(null, DataTypes.INT()).as("score")), User.class)))
                .containsExactly(new User("Alice", null, Instant.ofEpochSecond(1, 123_000_000)));
    }

    /** The blog post's clicks: physical columns re-declared, a computed column, the records' timestamps. */
    @Test
    void fromDataStreamWithComputedAndMetadataColumns() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        // the post ran in UTC+8: its epoch milliseconds are 2022-01-27 07:58:18 and 07:59:36 there
        tableEnv.getConfig().setLocalTimeZone(ZoneId.of("Asia/Shanghai"));
        DataStream<UserClick> clicks = env.fromData(List.of(
                        new UserClick("zhang_san", "./home", 1643241498000L),
                        new UserClick("li_si", "./cart", 1643241576000L)),
                        Typegen.typeInfo(UserClick.class))
                .assignTimestampsAndWatermarks(WatermarkStrategy.<UserClick>forMonotonousTimestamps()
                        .withTimestampAssigner((click, previous) -> click.cTime()));

        Table table = TypedTables.fromDataStream(tableEnv, clicks,
                Schema.newBuilder()
                        .column("name", DataTypes.STRING())
                        .column("url", DataTypes.STRING())
                        .column("cTime", DataTypes.BIGINT())
                        .columnByExpression("new_cTime",
                                "to_timestamp(from_unixtime(cast(cTime as bigint) / 1000, 'yyyy-MM-dd HH:mm:ss'))")
                        .columnByMetadata("rowtime", DataTypes.TIMESTAMP_LTZ(3))
                        .watermark("rowtime", "SOURCE_WATERMARK()")
                        .build());

        assertSchema(table, """
                (
                `name` STRING,
                `url` STRING,
                `cTime` BIGINT,
                `new_cTime` TIMESTAMP(3) AS to_timestamp(from_unixtime(cast(cTime as bigint) / 1000, 'yyyy-MM-dd HH:mm:ss')),
                `rowtime` TIMESTAMP_LTZ(3) *ROWTIME* METADATA,
                WATERMARK FOR `rowtime`: TIMESTAMP_LTZ(3) AS SOURCE_WATERMARK()
                )""");
        // the post's table: zhang_san | ./home | 1643241498000 | 2022-01-27 07:58:18.000 | 2022-01-27 07:58:18.000
        assertThat(collect(env, TypedTables.toDataStream(tableEnv, table, ClickTimes.class))).containsExactly(
                new ClickTimes("zhang_san", "./home", 1643241498000L, LocalDateTime.parse("2022-01-27T07:58:18"),
                        Instant.ofEpochMilli(1643241498000L)),
                new ClickTimes("li_si", "./cart", 1643241576000L, LocalDateTime.parse("2022-01-27T07:59:36"),
                        Instant.ofEpochMilli(1643241576000L)));
    }

    @Test
    void aDeclaredColumnTheClassDoesNotHaveIsRejectedWithBothSchemas() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<User> dataStream = env.fromData(USERS, Typegen.typeInfo(User.class));

        assertThatThrownBy(() -> TypedTables.fromDataStream(tableEnv, dataStream,
                Schema.newBuilder().column("name", "STRING").column("points", "INT").build()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("The schema does not fit " + User.class.getName()
                        + ": it declares column `points`, which is not a column of " + User.class.getName())
                .hasMessageContaining("`points` [INT]")
                .hasMessageContaining("`event_time` TIMESTAMP_LTZ(9)");
    }

    @Test
    void aDeclaredTypeTheClassCannotBeCastToIsRejectedWithBothSchemas() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<IdName> dataStream = env.fromData(List.of(new IdName(1L, "a")), Typegen.typeInfo(IdName.class));

        assertThatThrownBy(() -> TypedTables.createTemporaryView(tableEnv, "MyView", dataStream,
                Schema.newBuilder().column("f0", "BOOLEAN").column("f1", "STRING").build()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("it declares column `f0` BOOLEAN, but IdName's column is BIGINT NOT NULL:"
                        + " a declared type may change nullability, length or precision only; cast in a computed"
                        + " column (columnByExpression(\"f02\", \"CAST(f0 AS BOOLEAN)\")) or set the field's type"
                        + " with @Column(type = ...)")
                .hasMessageContaining("`f0` [BOOLEAN]")
                .hasMessageContaining("`f0` BIGINT NOT NULL");
    }

    // ------------------------------------------------------------------------
    //  fromChangelogStream
    // ------------------------------------------------------------------------

    /** The blog post's upsert stream: a composite key and the records' timestamps as a metadata column. */
    @Test
    void fromChangelogStreamWithAKeyAndAMetadataRowtime() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Change<ClickRow>> dataStream = env.fromData(List.of(
                        Change.insert(new ClickRow("zhang_san", "./home", 1643241498000L)),
                        Change.insert(new ClickRow("li_si", "./cart", 1643241576000L)),
                        Change.updateAfter(new ClickRow("li_si", "./cart2", 1643241576000L)),
                        Change.delete(new ClickRow("zhang_san", "./home", 1643259576000L))),
                        new ChangeTypeInfo<>(Typegen.typeInfo(ClickRow.class)))
                .assignTimestampsAndWatermarks(WatermarkStrategy.<Change<ClickRow>>forMonotonousTimestamps()
                        .withTimestampAssigner((change, previous) -> change.value().f2()));

        Table table = TypedTables.fromChangelogStream(tableEnv, dataStream,
                Schema.newBuilder()
                        .primaryKey("f0", "f1")
                        .columnByMetadata("rowtime", DataTypes.TIMESTAMP_LTZ(3))
                        .build(),
                ChangelogMode.upsert());

        assertSchema(table, """
                (
                `f0` STRING NOT NULL,
                `f1` STRING NOT NULL,
                `f2` BIGINT,
                `rowtime` TIMESTAMP_LTZ(3) METADATA,
                CONSTRAINT `PK_f0_f1` PRIMARY KEY (`f0`, `f1`) NOT ENFORCED
                )""");
        // the post's table: the update of li_si's ./cart2 is a new key, so an insert; the deletion carries the
        // row it deletes, with its timestamp
        assertThat(collect(env, TypedTables.toChangelogStream(tableEnv, table, ClickRowAt.class)))
                .map(Change::toString)
                .containsExactly(
                        "+I ClickRowAt[f0=zhang_san, f1=./home, f2=1643241498000, rowtime=2022-01-26T23:58:18Z]",
                        "+I ClickRowAt[f0=li_si, f1=./cart, f2=1643241576000, rowtime=2022-01-26T23:59:36Z]",
                        "+I ClickRowAt[f0=li_si, f1=./cart2, f2=1643241576000, rowtime=2022-01-26T23:59:36Z]",
                        "-D ClickRowAt[f0=zhang_san, f1=./home, f2=1643241498000, rowtime=2022-01-26T23:58:18Z]");
    }

    @Test
    void fromChangelogStreamWithAComputedColumn() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Change<NameScore>> dataStream = env.fromData(List.of(
                        Change.insert(new NameScore("Alice", 12)),
                        Change.insert(new NameScore("Bob", 5)),
                        Change.updateBefore(new NameScore("Alice", 12)),
                        Change.updateAfter(new NameScore("Alice", 100))),
                new ChangeTypeInfo<>(Typegen.typeInfo(NameScore.class)));

        Table table = TypedTables.fromChangelogStream(tableEnv, dataStream,
                Schema.newBuilder().columnByExpression("doubled", "score * 2").build());

        assertSchema(table, """
                (
                `name` STRING,
                `score` INT,
                `doubled` INT AS score * 2
                )""");
        Table doubled = table.select($("name"), $("doubled").as("score"));
        assertThat(collect(env, TypedTables.toChangelogStream(tableEnv, doubled, NameScore.class)))
                .map(Change::toString)
                .containsExactly("+I NameScore[name=Alice, score=24]", "+I NameScore[name=Bob, score=10]",
                        "-U NameScore[name=Alice, score=24]", "+U NameScore[name=Alice, score=200]");
    }

    @Test
    void fromChangelogStreamRejectsASchemaThatDoesNotFit() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Change<NameScore>> dataStream = env.fromData(List.of(Change.insert(new NameScore("Alice", 12))),
                new ChangeTypeInfo<>(Typegen.typeInfo(NameScore.class)));

        assertThatThrownBy(() -> TypedTables.fromChangelogStream(tableEnv, dataStream,
                Schema.newBuilder().column("f0", "STRING").primaryKey("f0").build(), ChangelogMode.upsert()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("it declares column `f0`, which is not a column of " + NameScore.class.getName())
                .hasMessageContaining("`score` INT");
    }

    // ------------------------------------------------------------------------
    //  toChangelogStream
    // ------------------------------------------------------------------------

    private static final List<GeneratedUser> GENERATED = List.of(
            generatedUser("Alice", 12, 1000), generatedUser("Bob", 7, 2000), generatedUser("Alice", 3, 3500));

    private static GeneratedUser generatedUser(String name, int score, long millis) {
        GeneratedUser user = new GeneratedUser();
        user.name = name;
        user.score = score;
        user.event_time = Instant.ofEpochMilli(millis);
        return user;
    }

    /** The page's {@code GeneratedTable}: name, score and the rowtime event_time, here from known rows. */
    private static Table generatedTable(StreamExecutionEnvironment env, StreamTableEnvironment tableEnv) {
        return TypedTables.fromDataStream(tableEnv, env.fromData(GENERATED, Typegen.typeInfo(GeneratedUser.class))
                .assignTimestampsAndWatermarks(WatermarkStrategy.<GeneratedUser>forMonotonousTimestamps()
                        .withTimestampAssigner((user, previous) -> user.event_time.toEpochMilli())));
    }

    @Test
    void toChangelogStreamExample2SetsTheRowtimeAsTheRecordTimestamp() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);

        DataStream<Change<GeneratedUser>> dataStream =
                TypedTables.toChangelogStream(tableEnv, generatedTable(env, tableEnv), GeneratedUser.class);

        // "timestamp exists twice": in the record and as the stream record's timestamp
        DataStream<String> checked = dataStream.process(new ProcessFunction<Change<GeneratedUser>, String>() {
            @Override
            public void processElement(Change<GeneratedUser> change, Context ctx, Collector<String> out) {
                out.collect(change.value().name + " " + ctx.timestamp() + " " + change.value().event_time.toEpochMilli());
            }
        }, Types.STRING);
        assertThat(collect(env, checked)).containsExactly("Alice 1000 1000", "Bob 2000 2000", "Alice 3500 3500");
    }

    @Test
    void toChangelogStreamExample3WritesTheRowtimeAsAMetadataColumn() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);

        DataStream<Change<NameScore>> dataStream = TypedTables.toChangelogStream(tableEnv,
                generatedTable(env, tableEnv), NameScore.class,
                Schema.newBuilder()
                        .column("name", "STRING")
                        .column("score", "INT")
                        .columnByMetadata("rowtime", "TIMESTAMP_LTZ(3)")
                        .build());

        // "timestamp exists once": NameScore has no event time, the stream record has it
        DataStream<String> checked = dataStream.process(new ProcessFunction<Change<NameScore>, String>() {
            @Override
            public void processElement(Change<NameScore> change, Context ctx, Collector<String> out) {
                out.collect(change + " at " + ctx.timestamp());
            }
        }, Types.STRING);
        assertThat(collect(env, checked)).containsExactly("+I NameScore[name=Alice, score=12] at 1000",
                "+I NameScore[name=Bob, score=7] at 2000", "+I NameScore[name=Alice, score=3] at 3500");
    }

    /** Flink's changelog sink takes the columns by position: Typegen selects them by name, in Foo's order. */
    @Test
    void toChangelogStreamOfColumnsInAnotherOrder() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table reordered = generatedTable(env, tableEnv).select($("event_time"), $("score"), $("name"));

        DataStream<Change<NameScore>> dataStream = TypedTables.toChangelogStream(tableEnv, reordered,
                NameScore.class, Schema.newBuilder().columnByMetadata("rowtime", "TIMESTAMP_LTZ(3)").build());
        DataStream<String> checked = dataStream.process(new ProcessFunction<Change<NameScore>, String>() {
            @Override
            public void processElement(Change<NameScore> change, Context ctx, Collector<String> out) {
                out.collect(change + " at " + ctx.timestamp());
            }
        }, Types.STRING);

        assertThat(collect(env, checked)).containsExactly("+I NameScore[name=Alice, score=12] at 1000",
                "+I NameScore[name=Bob, score=7] at 2000", "+I NameScore[name=Alice, score=3] at 3500");
        assertThat(collect(env, TypedTables.toChangelogStream(tableEnv, reordered.select($("score"), $("name")),
                NameScore.class))).map(Change::toString).containsExactly("+I NameScore[name=Alice, score=12]",
                "+I NameScore[name=Bob, score=7]", "+I NameScore[name=Alice, score=3]");
    }

    /** A class that has the rowtime column keeps it, and the metadata column sets the timestamps too. */
    @Test
    void toChangelogStreamWithAMetadataRowtimeTheClassAlsoHas() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);

        DataStream<Change<GeneratedUser>> dataStream = TypedTables.toChangelogStream(tableEnv,
                generatedTable(env, tableEnv), GeneratedUser.class,
                Schema.newBuilder().columnByMetadata("rowtime", "TIMESTAMP_LTZ(3)").build());

        DataStream<String> checked = dataStream.process(new ProcessFunction<Change<GeneratedUser>, String>() {
            @Override
            public void processElement(Change<GeneratedUser> change, Context ctx, Collector<String> out) {
                out.collect(change.value().name + " " + ctx.timestamp() + " " + change.value().event_time.toEpochMilli());
            }
        }, Types.STRING);
        assertThat(collect(env, checked)).containsExactly("Alice 1000 1000", "Bob 2000 2000", "Alice 3500 3500");
    }

    @Test
    void toChangelogStreamRejectsASchemaThatDoesNotFit() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = generatedTable(env, tableEnv);

        assertThatThrownBy(() -> TypedTables.toChangelogStream(tableEnv, table, NameScore.class,
                Schema.newBuilder()
                        .column("name", "STRING")
                        .column("points", "INT")
                        .columnByMetadata("rowtime", "TIMESTAMP_LTZ(3)")
                        .build()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("it declares column `points`, which is not a column of "
                        + NameScore.class.getName())
                .hasMessageContaining("`score` INT");
        assertThatThrownBy(() -> TypedTables.toChangelogStream(tableEnv, table, NameScore.class,
                Schema.newBuilder()
                        .column("name", "STRING")
                        .column("score", "BOOLEAN")
                        .columnByMetadata("rowtime", "TIMESTAMP_LTZ(3)")
                        .build()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("it declares column `score` BOOLEAN, but NameScore's column is INT");
        // without the metadata column, the table's event_time has nowhere to go
        assertThatThrownBy(() -> TypedTables.toChangelogStream(tableEnv, table, NameScore.class,
                Schema.newBuilder().column("name", "STRING").column("score", "INT").build()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the table's column `event_time` is not a column of "
                        + NameScore.class.getName());
    }
}
