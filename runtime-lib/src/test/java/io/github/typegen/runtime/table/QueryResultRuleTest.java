package io.github.typegen.runtime.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.apache.flink.table.types.logical.BigIntType;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.DoubleType;
import org.apache.flink.table.types.logical.IntType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.VarCharType;
import org.junit.jupiter.api.Test;

/**
 * {@link BridgeTypes#queryResultProblems}: the rule a {@code @Stage.Sql} query's result must meet to fill its
 * return type, at compile time and when the job is built alike.
 */
class QueryResultRuleTest {

    /** {@code Alert(String sensor, long count, double celsius)}: a nullable, and two NOT NULL columns. */
    private static final RowType ALERT = RowType.of(
            new LogicalType[] {VarCharType.STRING_TYPE, new BigIntType(false), new DoubleType(false)},
            new String[] {"sensor", "count", "celsius"});

    private static List<String> problems(List<String> names, LogicalType... types) {
        return BridgeTypes.queryResultProblems(names, List.of(types), ALERT);
    }

    @Test
    void theSameColumnsInAnyOrderFit() {
        assertThat(problems(List.of("celsius", "sensor", "count"),
                new DoubleType(false), VarCharType.STRING_TYPE, new BigIntType(false))).isEmpty();
    }

    @Test
    void aNotNullColumnFitsANullableOne() {
        assertThat(problems(List.of("sensor", "count", "celsius"),
                new VarCharType(false, 10), new BigIntType(false), new DoubleType(false))).isEmpty();
    }

    @Test
    void flinksImplicitCastsFit() {
        assertThat(problems(List.of("sensor", "count", "celsius"),
                VarCharType.STRING_TYPE, new IntType(false), new DecimalType(false, 5, 2))).isEmpty();
    }

    @Test
    void aMissingColumnIsAProblem() {
        assertThat(problems(List.of("sensor", "celsius"), VarCharType.STRING_TYPE, new DoubleType(false)))
                .containsExactly("the result has no column 'count' (BIGINT NOT NULL)");
    }

    @Test
    void anExtraColumnIsAProblem() {
        assertThat(problems(List.of("sensor", "count", "celsius", "humidity"),
                VarCharType.STRING_TYPE, new BigIntType(false), new DoubleType(false), new DoubleType()))
                .containsExactly("the result's column 'humidity' (DOUBLE) is no column of the return type");
    }

    @Test
    void aColumnNamedOtherwiseIsMissingAndExtraNotFilledByPosition() {
        assertThat(problems(List.of("sensor", "total", "celsius"),
                VarCharType.STRING_TYPE, new BigIntType(false), new DoubleType(false)))
                .containsExactly("the result's column 'total' (BIGINT NOT NULL) is no column of the return type",
                        "the result has no column 'count' (BIGINT NOT NULL)");
    }

    @Test
    void aTypeFlinkDoesNotCastImplicitlyIsAProblem() {
        assertThat(problems(List.of("sensor", "count", "celsius"),
                VarCharType.STRING_TYPE, new DoubleType(false), new DoubleType(false)))
                .containsExactly("column 'count' is DOUBLE NOT NULL, which Flink does not cast implicitly to"
                        + " BIGINT NOT NULL");
        assertThat(problems(List.of("sensor", "count", "celsius"),
                new IntType(), new BigIntType(false), new DoubleType(false)))
                .containsExactly("column 'sensor' is INT, which Flink does not cast implicitly to STRING");
    }

    @Test
    void aNullableColumnIntoANotNullOneIsAProblem() {
        assertThat(problems(List.of("sensor", "count", "celsius"),
                VarCharType.STRING_TYPE, new BigIntType(false), new DoubleType(true)))
                .containsExactly("column 'celsius' may be NULL (DOUBLE), but the return type's column is DOUBLE"
                        + " NOT NULL");
    }

    @Test
    void twoColumnsOfOneNameAreAProblem() {
        assertThat(problems(List.of("sensor", "count", "celsius", "sensor"), VarCharType.STRING_TYPE,
                new BigIntType(false), new DoubleType(false), VarCharType.STRING_TYPE))
                .containsExactly("the result has two columns named 'sensor'");
    }

    @Test
    void anUnnamedColumnFillsTheColumnAtItsPosition() {
        assertThat(problems(List.of("sensor", "EXPR$1", "celsius"),
                VarCharType.STRING_TYPE, new BigIntType(false), new DoubleType(false))).isEmpty();
        assertThat(problems(List.of("EXPR$0", "EXPR$1", "EXPR$2"),
                VarCharType.STRING_TYPE, new IntType(false), new DoubleType(false))).isEmpty();
        assertThat(BridgeTypes.filledColumns(List.of("celsius", "EXPR$1", "EXPR$2", "EXPR$3"), ALERT.getFieldNames()))
                .containsExactly("celsius", "count", "celsius", "EXPR$3");
    }

    @Test
    void namedColumnsStillFillTheirNamesWhereAnUnnamedOneFillsItsPosition() {
        assertThat(problems(List.of("celsius", "EXPR$1", "sensor"),
                new DoubleType(false), new BigIntType(false), VarCharType.STRING_TYPE)).isEmpty();
    }

    @Test
    void anUnnamedColumnOfATypeFlinkDoesNotCastIsAProblemNamingBothColumns() {
        assertThat(problems(List.of("sensor", "EXPR$1", "celsius"),
                VarCharType.STRING_TYPE, new DoubleType(false), new DoubleType(false)))
                .containsExactly("the unnamed column 2 (EXPR$1) is DOUBLE NOT NULL, which Flink does not cast"
                        + " implicitly to the return type's column 2 'count' (BIGINT NOT NULL)");
        assertThat(problems(List.of("sensor", "count", "EXPR$2"),
                VarCharType.STRING_TYPE, new BigIntType(false), new DoubleType(true)))
                .containsExactly("the unnamed column 3 (EXPR$2) may be NULL (DOUBLE), but the return type's column 3"
                        + " 'celsius' (DOUBLE NOT NULL) is NOT NULL");
    }

    @Test
    void anUnnamedColumnPastTheReturnTypesLastIsAProblem() {
        assertThat(problems(List.of("sensor", "count", "celsius", "EXPR$3"),
                VarCharType.STRING_TYPE, new BigIntType(false), new DoubleType(false), new DoubleType()))
                .containsExactly("the result's unnamed column 4 (EXPR$3, DOUBLE) has no column of the return type at"
                        + " its position: the return type has 3 columns");
    }

    @Test
    void anUnnamedColumnAtThePositionOfANamedOneIsAProblem() {
        assertThat(problems(List.of("count", "EXPR$1", "celsius"),
                new BigIntType(false), new BigIntType(false), new DoubleType(false)))
                .containsExactly("the unnamed column 2 (EXPR$1) fills the return type's column 'count' by its"
                        + " position, which another column of the result fills by its name",
                        "the result has no column 'sensor' (STRING)");
    }

    @Test
    void onlyThePlannersNameOfAnExpressionIsUnnamed() {
        assertThat(BridgeTypes.isUnnamed("EXPR$5")).isTrue();
        assertThat(BridgeTypes.isUnnamed("EXPR$")).isFalse();
        assertThat(BridgeTypes.isUnnamed("expr$5")).isFalse();
        assertThat(BridgeTypes.isUnnamed("EXPR$5a")).isFalse();
    }
}
