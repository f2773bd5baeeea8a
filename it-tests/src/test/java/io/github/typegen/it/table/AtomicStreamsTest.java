package io.github.typegen.it.table;

import static io.github.typegen.it.table.TableJobs.assertSchema;
import static io.github.typegen.it.table.TableJobs.collect;
import static io.github.typegen.it.table.TableJobs.env;
import static org.apache.flink.table.api.Expressions.$;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import java.util.stream.Stream;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.Change;

/**
 * Streams of atomic types ({@code String}, boxed primitives, {@code BigDecimal}, {@code java.time} values) in and
 * out of tables, as Flink's one column {@code f0}: the first example of the page "DataStream API Integration".
 * Each stream carries Flink's own typed serializer for its values ({@code Types.STRING}, ...), never Flink's
 * reflective {@code ExternalSerializer}.
 */
class AtomicStreamsTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @Test
    void thePagesFirstExample() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<String> dataStream = env.fromData(List.of("Alice", "Bob", "John"), Types.STRING);

        Table inputTable = TypedTables.fromDataStream(tableEnv, dataStream);
        tableEnv.createTemporaryView("InputTable", inputTable);
        Table resultTable = tableEnv.sqlQuery("SELECT UPPER(f0) FROM InputTable");
        DataStream<String> resultStream = TypedTables.toDataStream(tableEnv, resultTable, String.class);

        assertSchema(inputTable, """
                (
                `f0` STRING
                )""");
        assertThat(resultStream.getType()).isEqualTo(Types.STRING);
        // the page prints +I[ALICE] +I[BOB] +I[JOHN]: the same values, as Strings instead of Rows
        assertThat(collect(env, resultStream)).containsExactly("ALICE", "BOB", "JOHN");
    }

    /** Flink's column type for each, as Flink's own {@code fromDataStream} derives it, where Flink has one. */
    static Stream<Arguments> atomicTypes() {
        return Stream.of(
                Arguments.of(Types.STRING, List.of("a", "b"), "`f0` STRING"),
                Arguments.of(Types.BOOLEAN, List.of(true, false), "`f0` BOOLEAN NOT NULL"),
                Arguments.of(Types.BYTE, List.of((byte) 1, (byte) -2), "`f0` TINYINT NOT NULL"),
                Arguments.of(Types.SHORT, List.of((short) 1, (short) -2), "`f0` SMALLINT NOT NULL"),
                Arguments.of(Types.INT, List.of(1, -2), "`f0` INT NOT NULL"),
                Arguments.of(Types.LONG, List.of(1L, Long.MIN_VALUE), "`f0` BIGINT NOT NULL"),
                Arguments.of(Types.FLOAT, List.of(1.5f, -2f), "`f0` FLOAT NOT NULL"),
                Arguments.of(Types.DOUBLE, List.of(1.5, -2.25), "`f0` DOUBLE NOT NULL"),
                // Flink: RAW('java.lang.Character', '...')
                Arguments.of(Types.CHAR, List.of('x', 'é'), "`f0` CHAR(1) NOT NULL"),
                Arguments.of(Types.BIG_DEC, List.of(new BigDecimal("12.345000000000000000"),
                        new BigDecimal("-0.100000000000000000")), "`f0` DECIMAL(38, 18)"),
                // Flink: RAW('java.math.BigInteger', '...')
                Arguments.of(Types.BIG_INT, List.of(new BigInteger("123456789012345678901234567890"),
                        BigInteger.valueOf(-7)), "`f0` DECIMAL(38, 0)"),
                Arguments.of(Types.INSTANT, List.of(Instant.ofEpochSecond(1000, 123_456_789), Instant.EPOCH),
                        "`f0` TIMESTAMP_LTZ(9)"),
                Arguments.of(Types.LOCAL_DATE_TIME, List.of(LocalDateTime.parse("2021-08-21T13:00:00.123456789"),
                        LocalDateTime.parse("1969-12-31T23:59:59")), "`f0` TIMESTAMP(9)"),
                Arguments.of(Types.LOCAL_DATE, List.of(LocalDate.parse("2021-08-21"), LocalDate.parse("1900-01-01")),
                        "`f0` DATE"),
                // Flink holds TIME as milliseconds of the day
                Arguments.of(Types.LOCAL_TIME, List.of(LocalTime.parse("13:05:07.123"), LocalTime.MIDNIGHT),
                        "`f0` TIME(9)"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("atomicTypes")
    <T> void anAtomicStreamThroughATable(TypeInformation<T> type, List<T> values, String column) throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);

        Table table = TypedTables.fromDataStream(tableEnv, env.fromData(values, type));
        DataStream<T> back = TypedTables.toDataStream(tableEnv, table.select($("f0")), type.getTypeClass());

        assertSchema(table, "(\n" + column + "\n)");
        assertThat(back.getType()).isEqualTo(type);
        assertThat(collect(env, back)).isEqualTo(values);
    }

    @Test
    void anUpdatingCountAsChangesOfLong() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        TypedTables.createTemporaryView(tableEnv, "InputTable",
                env.fromData(List.of("Alice", "Bob", "John"), Types.STRING));

        DataStream<Change<Long>> counts = TypedTables.toChangelogStream(tableEnv,
                tableEnv.sqlQuery("SELECT COUNT(*) FROM InputTable"), Long.class);

        assertThat(collect(env, counts)).map(Change::toString)
                .containsExactly("+I 1", "-U 1", "+U 2", "-U 2", "+U 3");
    }

    @Test
    void aChangelogOfStrings() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Change<String>> changes = env.fromData(
                List.of(Change.insert("Alice"), Change.insert("Bob"), Change.delete("Alice")),
                new io.github.typegen.runtime.table.ChangeTypeInfo<>(Types.STRING));

        Table table = TypedTables.fromChangelogStream(tableEnv, changes);

        assertSchema(table, """
                (
                `f0` STRING
                )""");
        assertThat(collect(env, TypedTables.toChangelogStream(tableEnv, table, String.class))).map(Change::toString)
                .containsExactly("+I Alice", "+I Bob", "-D Alice");
    }

    @Test
    void aTableOfSeveralColumnsIsNotAString() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = TypedTables.fromDataStream(tableEnv, env.fromData(List.of(new NameScore("Alice", 12)),
                io.github.typegen.runtime.Typegen.typeInfo(NameScore.class)));

        assertThatThrownBy(() -> TypedTables.toDataStream(tableEnv, table, String.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("The table's columns do not match java.lang.String, an atomic type that reads"
                        + " a table of one column: the table has 2 columns [name, score]")
                .hasMessageContaining("`score` INT");
    }

    @Test
    void aColumnThatCannotBeCastIsNamed() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = TypedTables.fromDataStream(tableEnv, env.fromData(List.of("Alice"), Types.STRING));

        assertThatThrownBy(() -> TypedTables.toDataStream(tableEnv, table, LocalDate.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("column `f0` is STRING, which cannot be cast to DATE");
    }

    @Test
    void aClassThatIsNeitherFlinkTypeNorAtomicIsNamed() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = TypedTables.fromDataStream(tableEnv, env.fromData(List.of("Alice"), Types.STRING));

        assertThatThrownBy(() -> TypedTables.toDataStream(tableEnv, table, java.util.UUID.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("No generated schema for java.util.UUID: java.util.UUID is neither annotated"
                        + " @FlinkType nor an atomic type (String, Boolean");
    }
}
