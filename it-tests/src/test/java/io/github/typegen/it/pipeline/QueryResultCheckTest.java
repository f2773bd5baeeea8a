package io.github.typegen.it.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.data.RowData;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.pipeline.PipelineTables;

/**
 * When a job is built, a {@code @Stage.Sql} query's result is fitted to the stage's return type by the rule the SQL
 * front end applies at compile time ({@code BridgeTypes.queryResultProblems}): a query that a build without {@code
 * typegen-sql} let through fails as the job is planned, naming the return type and what does not fit, not at the
 * first record.
 */
class QueryResultCheckTest {

    private static DataStream<RowData> readings(StreamExecutionEnvironment env) {
        ReadingSchema schema = new ReadingSchema();
        return env.fromData(List.of(), PipelineTables.rowTypeInfo(schema));
    }

    private static void plan(String query) {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        PipelineTables.query(tables, readings(env), new ReadingSchema(), PipelineTables.INPUT, query,
                new AlertSchema());
    }

    @Test
    void aTableNamedByAReservedWordIsReadBetweenBackticks() {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);

        DataStream<RowData> alerts = PipelineTables.query(tables, readings(env), new ReadingSchema(), "order",
                "SELECT sensor, sensor AS level, celsius FROM `order`", new AlertSchema());

        assertThat(alerts.getType().getTypeClass()).isEqualTo(RowData.class);
        assertThat(alerts.getType().toString()).startsWith("ROW<`sensor` STRING, `level` STRING, `celsius` DOUBLE");
    }

    @Test
    void aMissingColumnFailsWhenTheJobIsBuilt() {
        assertThatThrownBy(() -> plan("SELECT sensor, celsius FROM input"))
                .isInstanceOf(ValidationException.class)
                .hasMessageContaining("does not fit " + Alert.class.getName())
                .hasMessageContaining("the result has no column 'level' (STRING)");
    }

    @Test
    void aNullableColumnIntoAPrimitiveFieldFailsWhenTheJobIsBuilt() {
        assertThatThrownBy(() -> plan("SELECT sensor, sensor AS level, CAST(NULL AS DOUBLE) AS celsius FROM input"))
                .isInstanceOf(ValidationException.class)
                .hasMessageContaining("column 'celsius' may be NULL (DOUBLE), but the return type's column is DOUBLE"
                        + " NOT NULL");
    }

    @Test
    void aColumnNamedOtherwiseIsNotFilledByPosition() {
        assertThatThrownBy(() -> plan("SELECT sensor, sensor AS lvl, celsius FROM input"))
                .isInstanceOf(ValidationException.class)
                .hasMessageContaining("the result's column 'lvl' (STRING) is no column of the return type")
                .hasMessageContaining("the result has no column 'level' (STRING)");
    }

    @Test
    void anUnnamedColumnOfAWrongTypeFailsNamingItAndTheColumnAtItsPosition() {
        assertThatThrownBy(() -> plan("SELECT sensor, celsius > 30, celsius FROM input"))
                .isInstanceOf(ValidationException.class)
                .hasMessageContaining("the unnamed column 2 (EXPR$1) is BOOLEAN NOT NULL, which Flink does not cast"
                        + " implicitly to the return type's column 2 'level' (STRING)");
    }

    @Test
    void anUnnamedColumnPastTheReturnTypesLastFailsWhenTheJobIsBuilt() {
        assertThatThrownBy(() -> plan("SELECT sensor, sensor AS level, celsius, celsius * 2 FROM input"))
                .isInstanceOf(ValidationException.class)
                .hasMessageContaining("the result's unnamed column 4 (EXPR$3, DOUBLE NOT NULL) has no column of the"
                        + " return type at its position: the return type has 3 columns");
    }
}
