package io.github.typegen.it.table;

import static io.github.typegen.it.table.TableJobs.USERS;
import static io.github.typegen.it.table.TableJobs.assertSchema;
import static io.github.typegen.it.table.TableJobs.collect;
import static io.github.typegen.it.table.TableJobs.env;
import static io.github.typegen.it.table.TableJobs.printedLines;
import static org.apache.flink.table.api.Expressions.$;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDateTime;
import java.util.List;
import java.util.stream.Collectors;

import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.ProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableDescriptor;
import org.apache.flink.table.api.bridge.java.StreamStatementSet;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.types.Row;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.serialization.TypegenTypeInfo;
import io.github.typegen.runtime.table.Change;
import io.github.typegen.runtime.table.ChangeTypeInfo;

/**
 * The conversion examples of the Flink docs page "DataStream API Integration" (Flink 2.x), rewritten with
 * {@code @FlinkType} classes and {@link TypedTables}. Where the page prints a schema or results, the test
 * asserts the page's text. Every job runs with Kryo forbidden ({@code pipeline.generic-types: false}) and is
 * checked, before it runs, for operators that would move a {@code @FlinkType} class with Kryo, {@code
 * PojoSerializer} or {@code ExternalSerializer}.
 */
class DataStreamApiIntegrationTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    // ------------------------------------------------------------------------
    //  fromDataStream
    // ------------------------------------------------------------------------

    @Test
    void fromDataStreamExample1DerivesAllPhysicalColumns() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<User> dataStream = env.fromData(USERS, Typegen.typeInfo(User.class));

        Table table = TypedTables.fromDataStream(tableEnv, dataStream);

        assertSchema(table, """
                (
                `name` STRING,
                `score` INT,
                `event_time` TIMESTAMP_LTZ(9)
                )""");
        assertThat(collect(env, TypedTables.toDataStream(tableEnv, table, User.class))).isEqualTo(USERS);
    }

    @Test
    void fromDataStreamExample2AddsAProctimeColumn() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<User> dataStream = env.fromData(USERS, Typegen.typeInfo(User.class));

        Table table = TypedTables.fromDataStream(tableEnv, dataStream,
                Schema.newBuilder().columnByExpression("proc_time", "PROCTIME()").build());

        // The page prints `score` INT NOT NULL here, but INT in examples 1, 3 and 4 for the same Integer field;
        // Flink's own fromDataStream gives INT (nullable) for an Integer, as Typegen does.
        assertSchema(table, """
                (
                `name` STRING,
                `score` INT,
                `event_time` TIMESTAMP_LTZ(9),
                `proc_time` TIMESTAMP_LTZ(3) NOT NULL *PROCTIME* AS PROCTIME()
                )""");
        assertThat(collect(env, TypedTables.toDataStream(tableEnv,
                table.select($("name"), $("score"), $("event_time")), User.class))).isEqualTo(USERS);
    }

    @Test
    void fromDataStreamExample3AddsAComputedRowtimeAndAWatermark() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<User> dataStream = env.fromData(USERS, Typegen.typeInfo(User.class));

        Table table = TypedTables.fromDataStream(tableEnv, dataStream,
                Schema.newBuilder()
                        .columnByExpression("rowtime", "CAST(event_time AS TIMESTAMP_LTZ(3))")
                        .watermark("rowtime", "rowtime - INTERVAL '10' SECOND")
                        .build());

        assertSchema(table, """
                (
                `name` STRING,
                `score` INT,
                `event_time` TIMESTAMP_LTZ(9),
                `rowtime` TIMESTAMP_LTZ(3) *ROWTIME* AS CAST(event_time AS TIMESTAMP_LTZ(3)),
                WATERMARK FOR `rowtime`: TIMESTAMP_LTZ(3) AS rowtime - INTERVAL '10' SECOND
                )""");
        assertThat(collect(env, TypedTables.toDataStream(tableEnv,
                table.select($("name"), $("score"), $("event_time")), User.class))).isEqualTo(USERS);
    }

    @Test
    void fromDataStreamExample4ReadsTheStreamRecordTimestampAndWatermarks() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<User> dataStream = env.fromData(USERS, Typegen.typeInfo(User.class))
                .assignTimestampsAndWatermarks(WatermarkStrategy.<User>forMonotonousTimestamps()
                        .withTimestampAssigner((user, previous) -> user.event_time.toEpochMilli()));

        Table table = TypedTables.fromDataStream(tableEnv, dataStream,
                Schema.newBuilder()
                        .columnByMetadata("rowtime", "TIMESTAMP_LTZ(3)")
                        .watermark("rowtime", "SOURCE_WATERMARK()")
                        .build());

        assertSchema(table, """
                (
                `name` STRING,
                `score` INT,
                `event_time` TIMESTAMP_LTZ(9),
                `rowtime` TIMESTAMP_LTZ(3) *ROWTIME* METADATA,
                WATERMARK FOR `rowtime`: TIMESTAMP_LTZ(3) AS SOURCE_WATERMARK()
                )""");
        // the metadata column is the stream record's timestamp, which the assigner took from event_time
        Table timestamps = table.select($("name"), $("score"), $("rowtime").as("event_time"));
        List<User> read = collect(env, TypedTables.toDataStream(tableEnv, timestamps, User.class));
        assertThat(read).isEqualTo(USERS);
    }

    @Test
    void fromDataStreamExample5DeclaresColumnsByAnnotations() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        List<EventTimeFirstUser> users = USERS.stream()
                .map(u -> new EventTimeFirstUser(u.event_time, u.name, u.score))
                .collect(Collectors.toList());
        DataStream<EventTimeFirstUser> dataStream = env.fromData(users, Typegen.typeInfo(EventTimeFirstUser.class))
                .assignTimestampsAndWatermarks(WatermarkStrategy.<EventTimeFirstUser>forMonotonousTimestamps()
                        .withTimestampAssigner((user, previous) -> user.event_time().toEpochMilli()));

        Table table = TypedTables.fromDataStream(tableEnv, dataStream);

        // The page's columns; the page notes its watermark is hidden by the reordering projection its
        // Schema needs. The class declares its columns in this order, so no projection hides it here.
        assertSchema(table, """
                (
                `event_time` TIMESTAMP_LTZ(3) *ROWTIME*,
                `name` VARCHAR(200),
                `score` INT,
                WATERMARK FOR `event_time`: TIMESTAMP_LTZ(3) AS SOURCE_WATERMARK()
                )""");
        assertThat(collect(env, TypedTables.toDataStream(tableEnv, table, EventTimeFirstUser.class)))
                .isEqualTo(users);
    }

    @Test
    void fromDataStreamOfAnImmutableClassGivesColumnsNotRaw() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        List<ImmutableUser> users =
                List.of(new ImmutableUser("Alice", 4), new ImmutableUser("Bob", 6), new ImmutableUser("Alice", 10));
        DataStream<ImmutableUser> dataStream = env.fromData(users, Typegen.typeInfo(ImmutableUser.class));

        Table table = TypedTables.fromDataStream(tableEnv, dataStream);

        // Flink prints (`f0` RAW('User', '...')) for this class, or, with DataTypes.of(User.class) and
        // .as("user"), (`user` *User<`name` STRING,`score` INT>*): the same two fields, here as columns.
        assertSchema(table, """
                (
                `name` STRING,
                `score` INT
                )""");
        Table filtered = table.where($("score").isGreater(5));
        assertThat(collect(env, TypedTables.toDataStream(tableEnv, filtered, ImmutableUser.class)))
                .containsExactly(new ImmutableUser("Bob", 6), new ImmutableUser("Alice", 10));
    }

    // ------------------------------------------------------------------------
    //  createTemporaryView
    // ------------------------------------------------------------------------

    @Test
    void createTemporaryViewDerivesAllColumns() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        List<IdName> rows = List.of(new IdName(12L, "Alice"), new IdName(0L, "Bob"));
        DataStream<IdName> dataStream = env.fromData(rows, Typegen.typeInfo(IdName.class));

        TypedTables.createTemporaryView(tableEnv, "MyView", dataStream);

        assertSchema(tableEnv.from("MyView"), """
                (
                `f0` BIGINT NOT NULL,
                `f1` STRING
                )""");
        assertThat(collect(env, TypedTables.toDataStream(tableEnv,
                tableEnv.sqlQuery("SELECT * FROM MyView WHERE f0 > 0"), IdName.class)))
                .containsExactly(new IdName(12L, "Alice"));
    }

    @Test
    void createTemporaryViewRenamedWithTheTableApi() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<IdName> dataStream = env.fromData(List.of(new IdName(12L, "Alice"), new IdName(0L, "Bob")),
                Typegen.typeInfo(IdName.class));

        tableEnv.createTemporaryView("MyView", TypedTables.fromDataStream(tableEnv, dataStream).as("id", "name"));

        assertSchema(tableEnv.from("MyView"), """
                (
                `id` BIGINT NOT NULL,
                `name` STRING
                )""");
        Table back = tableEnv.sqlQuery("SELECT id AS f0, name AS f1 FROM MyView");
        assertThat(collect(env, TypedTables.toDataStream(tableEnv, back, IdName.class)))
                .containsExactly(new IdName(12L, "Alice"), new IdName(0L, "Bob"));
    }

    // ------------------------------------------------------------------------
    //  toDataStream
    // ------------------------------------------------------------------------

    @Test
    void toDataStreamCarriesTheRowtimeIntoTheStreamRecordTimestamp() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        tableEnv.executeSql(
                "CREATE TABLE GeneratedTable "
                        + "("
                        + " name STRING,"
                        + " score INT,"
                        + " event_time TIMESTAMP_LTZ(3),"
                        + " WATERMARK FOR event_time AS event_time - INTERVAL '10' SECOND"
                        + ")"
                        + "WITH ('connector'='datagen', 'number-of-rows'='20')");
        Table table = tableEnv.from("GeneratedTable");

        DataStream<GeneratedUser> dataStream = TypedTables.toDataStream(tableEnv, table, GeneratedUser.class);

        assertThat(dataStream.getType()).isInstanceOf(TypegenTypeInfo.class);
        // "timestamp exists twice": the stream record's timestamp and the event_time field agree
        DataStream<String> checked = dataStream.process(new ProcessFunction<GeneratedUser, String>() {
            @Override
            public void processElement(GeneratedUser user, Context ctx, Collector<String> out) {
                out.collect(ctx.timestamp() + " " + user.event_time.toEpochMilli());
            }
        }, Types.STRING);
        List<String> pairs = collect(env, checked);
        assertThat(pairs).hasSize(20).allSatisfy(pair -> {
            String[] parts = pair.split(" ");
            assertThat(parts[0]).isEqualTo(parts[1]);
        });
    }

    @Test
    void toDataStreamOfATableWithOtherColumnsListsBothSchemas() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = TypedTables.fromDataStream(tableEnv, env.fromData(USERS, Typegen.typeInfo(User.class)));

        assertThatThrownBy(() -> TypedTables.toDataStream(tableEnv, table, NameAmount.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the table has no column `amount`")
                .hasMessageContaining("`event_time` TIMESTAMP_LTZ(9)")
                .hasMessageContaining("`amount` INT")
                .hasMessageContaining(NameAmount.class.getName());
    }

    /**
     * {@code IdName.f0} is a {@code long}, a {@code NOT NULL} column: Flink's {@code ConstraintEnforcer} is
     * left out where the query's column cannot be null, and kept, with Flink's error for a null, where it can.
     */
    @Test
    void aQueryWhoseColumnsCannotBeNullNeedsNoEnforcer() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        List<IdName> input = List.of(new IdName(1, "a"), new IdName(2, null), new IdName(3, "c"));
        Table table = TypedTables.fromDataStream(tableEnv, env.fromData(input, Typegen.typeInfo(IdName.class)))
                .where($("f0").isGreater(1L))
                .select($("f0").times(10L).as("f0"), $("f1"));

        DataStream<IdName> result = TypedTables.toDataStream(tableEnv, table, IdName.class);

        assertThat(operatorNames(env)).noneMatch(name -> name.startsWith("ConstraintEnforcer"))
                .anyMatch(name -> name.startsWith("Calc"));
        assertThat(collect(env, result)).containsExactly(new IdName(20, null), new IdName(30, "c"));
    }

    @Test
    void aNullableColumnIntoANotNullFieldKeepsFlinksEnforcer() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = tableEnv.fromValues(
                DataTypes.ROW(DataTypes.FIELD("f0", DataTypes.BIGINT()), DataTypes.FIELD("f1", DataTypes.STRING())),
                Row.of(1L, "a"), Row.of(null, "b"));

        DataStream<IdName> result = TypedTables.toDataStream(tableEnv, table, IdName.class);

        assertThat(operatorNames(env)).anyMatch(name -> name.startsWith("ConstraintEnforcer"));
        assertThatThrownBy(() -> collect(env, result))
                .rootCause()
                .hasMessageContaining("Column 'f0' is NOT NULL, however, a null value is being written into it");
    }

    private static List<String> operatorNames(StreamExecutionEnvironment env) {
        return env.getStreamGraph(false).getStreamNodes().stream().map(StreamNode::getOperatorName).toList();
    }

    // ------------------------------------------------------------------------
    //  changelogs
    // ------------------------------------------------------------------------

    @Test
    void toChangelogStreamOfAnUpdatingAggregation() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);

        DataStream<Change<NameScore>> resultStream =
                TypedTables.toChangelogStream(tableEnv, sumOfScores(env, tableEnv), NameScore.class);

        assertThat(print(collect(env, resultStream)))
                .containsExactly("+I[Alice, 12]", "+I[Bob, 10]", "-U[Alice, 12]", "+U[Alice, 112]");
    }

    /** The same query in upsert mode: no UPDATE_BEFORE for the query's unique key, the grouped name. */
    @Test
    void toChangelogStreamInUpsertMode() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);

        DataStream<Change<NameScore>> resultStream = TypedTables.toChangelogStream(tableEnv,
                sumOfScores(env, tableEnv), NameScore.class, ChangelogMode.upsert());

        assertThat(print(collect(env, resultStream))).containsExactly("+I[Alice, 12]", "+I[Bob, 10]", "+U[Alice, 112]");
    }

    /** The page's toChangelogStream query: {@code SUM(score)} per name over Alice 12, Bob 10, Alice 100. */
    private static Table sumOfScores(StreamExecutionEnvironment env, StreamTableEnvironment tableEnv) {
        DataStream<NameScore> dataStream = env.fromData(
                List.of(new NameScore("Alice", 12), new NameScore("Bob", 10), new NameScore("Alice", 100)),
                Typegen.typeInfo(NameScore.class));
        TypedTables.createTemporaryView(tableEnv, "InputTable", dataStream);
        return tableEnv.sqlQuery("SELECT name, SUM(score) AS score FROM InputTable GROUP BY name");
    }

    @Test
    void fromChangelogStreamAsARetractStream() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Change<NameScore>> dataStream = env.fromData(
                List.of(Change.insert(new NameScore("Alice", 12)),
                        Change.insert(new NameScore("Bob", 5)),
                        Change.updateBefore(new NameScore("Alice", 12)),
                        Change.updateAfter(new NameScore("Alice", 100))),
                new ChangeTypeInfo<>(Typegen.typeInfo(NameScore.class)));

        Table table = TypedTables.fromChangelogStream(tableEnv, dataStream);
        tableEnv.createTemporaryView("InputTable", table);
        Table result = tableEnv.sqlQuery("SELECT name, SUM(score) AS score FROM InputTable GROUP BY name");

        List<String> changes = print(collect(env, TypedTables.toChangelogStream(tableEnv, result, NameScore.class)));
        // the page's table: | +I | Bob | 5 |, | +I | Alice | 12 |, | -D | Alice | 12 |, | +I | Alice | 100 |
        assertThat(changes)
                .containsExactlyInAnyOrder("+I[Bob, 5]", "+I[Alice, 12]", "-D[Alice, 12]", "+I[Alice, 100]");
        assertThat(changes.stream().filter(c -> c.contains("Alice")))
                .containsExactly("+I[Alice, 12]", "-D[Alice, 12]", "+I[Alice, 100]");
    }

    @Test
    void fromChangelogStreamAsAnUpsertStreamByPrimaryKey() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Change<KeyedNameScore>> dataStream = env.fromData(
                List.of(Change.insert(new KeyedNameScore("Alice", 12)),
                        Change.insert(new KeyedNameScore("Bob", 5)),
                        Change.updateAfter(new KeyedNameScore("Alice", 100))),
                new ChangeTypeInfo<>(Typegen.typeInfo(KeyedNameScore.class)));

        // KeyedNameScore's @PrimaryKey makes this an upsert stream: no UPDATE_BEFORE needed
        Table table = TypedTables.fromChangelogStream(tableEnv, dataStream);
        tableEnv.createTemporaryView("InputTable", table);
        Table result = tableEnv.sqlQuery("SELECT name, SUM(score) AS score FROM InputTable GROUP BY name");

        List<String> changes = print(collect(env, TypedTables.toChangelogStream(tableEnv, result, NameScore.class)));
        // the page's table: | +I | Bob | 5 |, | +I | Alice | 12 |, | -U | Alice | 12 |, | +U | Alice | 100 |
        assertThat(changes)
                .containsExactlyInAnyOrder("+I[Bob, 5]", "+I[Alice, 12]", "-U[Alice, 12]", "+U[Alice, 100]");
        assertThat(changes.stream().filter(c -> c.contains("Alice")))
                .containsExactly("+I[Alice, 12]", "-U[Alice, 12]", "+U[Alice, 100]");
    }

    // ------------------------------------------------------------------------
    //  changelog unification: interval join, then a KeyedProcessFunction with value state
    // ------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(value = RuntimeExecutionMode.class, names = {"BATCH", "STREAMING"})
    void intervalJoinThenDeduplicationWithValueState(RuntimeExecutionMode mode) throws Exception {
        StreamExecutionEnvironment env = env();
        env.setRuntimeMode(mode);
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<UserEvent> userStream = env.fromData(List.of(
                        new UserEvent(LocalDateTime.parse("2021-08-21T13:00:00"), 1, "Alice"),
                        new UserEvent(LocalDateTime.parse("2021-08-21T13:05:00"), 2, "Bob"),
                        new UserEvent(LocalDateTime.parse("2021-08-21T13:10:00"), 2, "Bob")),
                Typegen.typeInfo(UserEvent.class));
        DataStream<OrderEvent> orderStream = env.fromData(List.of(
                        new OrderEvent(LocalDateTime.parse("2021-08-21T13:02:00"), 1, 122),
                        new OrderEvent(LocalDateTime.parse("2021-08-21T13:07:00"), 2, 239),
                        new OrderEvent(LocalDateTime.parse("2021-08-21T13:11:00"), 2, 999)),
                Typegen.typeInfo(OrderEvent.class));
        // the rowtime and its watermark ("ts - INTERVAL '1' SECOND") come from the classes' annotations
        TypedTables.createTemporaryView(tableEnv, "UserTable", userStream);
        TypedTables.createTemporaryView(tableEnv, "OrderTable", orderStream);
        assertSchema(tableEnv.from("UserTable"), """
                (
                `ts` TIMESTAMP(3) *ROWTIME*,
                `uid` INT,
                `name` STRING,
                WATERMARK FOR `ts`: TIMESTAMP(3) AS ts - INTERVAL '1' SECOND
                )""");

        Table joinedTable = tableEnv.sqlQuery(
                "SELECT U.name, O.amount "
                        + "FROM UserTable U, OrderTable O "
                        + "WHERE U.uid = O.uid AND O.ts BETWEEN U.ts AND U.ts + INTERVAL '5' MINUTES");
        DataStream<NameAmount> joinedStream = TypedTables.toDataStream(tableEnv, joinedTable, NameAmount.class);

        DataStream<String> printedJoin =
                joinedStream.map(r -> "+I[" + r.name() + ", " + r.amount() + "]", Types.STRING);
        DataStream<String> firstNames = joinedStream
                .keyBy(NameAmount::name, Types.STRING)
                .process(new KeyedProcessFunction<String, NameAmount, String>() {
                    private ValueState<String> seen;

                    @Override
                    public void open(OpenContext openContext) {
                        seen = getRuntimeContext().getState(new ValueStateDescriptor<>("seen", Types.STRING));
                    }

                    @Override
                    public void processElement(NameAmount row, Context ctx, Collector<String> out)
                            throws Exception {
                        String name = row.name();
                        if (seen.value() == null) {
                            seen.update(name);
                            out.collect(name);
                        }
                    }
                }, Types.STRING);

        // prints (in both BATCH and STREAMING mode): +I[Bob, 239] +I[Alice, 122] +I[Bob, 999], then Bob, Alice
        assertThat(collect(env, printedJoin.union(firstNames)))
                .containsExactlyInAnyOrder("+I[Bob, 239]", "+I[Alice, 122]", "+I[Bob, 999]", "Bob", "Alice");
    }

    // ------------------------------------------------------------------------
    //  attachAsDataStream
    // ------------------------------------------------------------------------

    @Test
    void attachAsDataStreamAddsTablePipelinesToTheJob() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        StreamStatementSet statementSet = tableEnv.createStatementSet();
        TableDescriptor sourceDescriptor = TableDescriptor.forConnector("datagen")
                .option("number-of-rows", "3")
                .schema(Schema.newBuilder()
                        .column("myCol", DataTypes.INT())
                        .column("myOtherCol", DataTypes.BOOLEAN())
                        .build())
                .build();
        TableDescriptor sinkDescriptor = TableDescriptor.forConnector("print").build();

        statementSet.add(tableEnv.from(sourceDescriptor).insertInto(sinkDescriptor));
        DataStream<Count> dataStream =
                env.fromData(List.of(new Count(1), new Count(2), new Count(3)), Typegen.typeInfo(Count.class));
        Table tableFromStream = TypedTables.fromDataStream(tableEnv, dataStream);
        statementSet.add(tableFromStream.insertInto(sinkDescriptor));
        statementSet.attachAsDataStream();
        env.fromData(4, 5, 6).sinkTo(new DiscardingSink<>());

        assertThat(JobGraphs.assertNoReflectiveSerializers(env)).isPositive();
        List<String> printed = printedLines(() -> env.execute());
        // prints similar to: +I[1618440447, false] +I[1259693645, true] +I[158588930, false] +I[1] +I[2] +I[3]
        assertThat(printed).contains("+I[1]", "+I[2]", "+I[3]");
        assertThat(printed.stream().filter(line -> line.matches("\\+I\\[-?\\d+, (true|false)]"))).hasSize(3);
    }

    // ------------------------------------------------------------------------
    //  helpers
    // ------------------------------------------------------------------------

    /** The changes as Flink prints a changelog Row: {@code +I[Alice, 12]}. */
    private static List<String> print(List<Change<NameScore>> changes) {
        return changes.stream()
                .map(c -> c.kind().shortString() + "[" + c.value().name() + ", " + c.value().score() + "]")
                .collect(Collectors.toList());
    }
}
