package io.github.typegen.sql;

import java.util.IdentityHashMap;
import java.util.Map;

import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.flink.table.functions.BuiltInFunctionDefinitions;
import org.apache.flink.table.functions.FunctionDefinition;
import org.apache.flink.table.planner.functions.bridging.BridgingSqlFunction;
import org.apache.flink.table.planner.functions.sql.FlinkSqlOperatorTable;

import io.github.typegen.processor.sql.SqlOperator;

/**
 * The identity of the operators of an optimized plan: each operator object Flink's planner uses for a {@link
 * SqlOperator}, looked up by identity, never by name. An operator not listed here, a new one of a later Flink or one
 * renamed, is {@link SqlOperator#OTHER}, and the query then stays on the Table runtime naming it.
 */
final class Operators {

    private static final Map<org.apache.calcite.sql.SqlOperator, SqlOperator> CALCITE = new IdentityHashMap<>();
    private static final Map<FunctionDefinition, SqlOperator> BRIDGED = new IdentityHashMap<>();

    static {
        CALCITE.put(SqlStdOperatorTable.AND, SqlOperator.AND);
        CALCITE.put(SqlStdOperatorTable.OR, SqlOperator.OR);
        CALCITE.put(SqlStdOperatorTable.NOT, SqlOperator.NOT);
        CALCITE.put(SqlStdOperatorTable.IS_NULL, SqlOperator.IS_NULL);
        CALCITE.put(SqlStdOperatorTable.IS_NOT_NULL, SqlOperator.IS_NOT_NULL);
        CALCITE.put(SqlStdOperatorTable.IS_TRUE, SqlOperator.IS_TRUE);
        CALCITE.put(SqlStdOperatorTable.IS_NOT_TRUE, SqlOperator.IS_NOT_TRUE);
        CALCITE.put(SqlStdOperatorTable.IS_FALSE, SqlOperator.IS_FALSE);
        CALCITE.put(SqlStdOperatorTable.IS_NOT_FALSE, SqlOperator.IS_NOT_FALSE);
        CALCITE.put(SqlStdOperatorTable.EQUALS, SqlOperator.EQUALS);
        CALCITE.put(SqlStdOperatorTable.NOT_EQUALS, SqlOperator.NOT_EQUALS);
        CALCITE.put(SqlStdOperatorTable.LESS_THAN, SqlOperator.LESS_THAN);
        CALCITE.put(SqlStdOperatorTable.LESS_THAN_OR_EQUAL, SqlOperator.LESS_THAN_OR_EQUAL);
        CALCITE.put(SqlStdOperatorTable.GREATER_THAN, SqlOperator.GREATER_THAN);
        CALCITE.put(SqlStdOperatorTable.GREATER_THAN_OR_EQUAL, SqlOperator.GREATER_THAN_OR_EQUAL);
        CALCITE.put(SqlStdOperatorTable.IS_DISTINCT_FROM, SqlOperator.IS_DISTINCT_FROM);
        CALCITE.put(SqlStdOperatorTable.IS_NOT_DISTINCT_FROM, SqlOperator.IS_NOT_DISTINCT_FROM);
        CALCITE.put(SqlStdOperatorTable.CASE, SqlOperator.CASE);
        CALCITE.put(SqlStdOperatorTable.COALESCE, SqlOperator.COALESCE);
        CALCITE.put(SqlStdOperatorTable.PLUS, SqlOperator.PLUS);
        CALCITE.put(SqlStdOperatorTable.MINUS, SqlOperator.MINUS);
        CALCITE.put(SqlStdOperatorTable.MULTIPLY, SqlOperator.MULTIPLY);
        CALCITE.put(SqlStdOperatorTable.DIVIDE, SqlOperator.DIVIDE);
        CALCITE.put(SqlStdOperatorTable.DIVIDE_INTEGER, SqlOperator.DIVIDE_INTEGER);
        CALCITE.put(SqlStdOperatorTable.MOD, SqlOperator.MOD);
        CALCITE.put(SqlStdOperatorTable.PERCENT_REMAINDER, SqlOperator.PERCENT_REMAINDER);
        CALCITE.put(SqlStdOperatorTable.UNARY_MINUS, SqlOperator.UNARY_MINUS);
        CALCITE.put(SqlStdOperatorTable.UNARY_PLUS, SqlOperator.UNARY_PLUS);
        CALCITE.put(SqlStdOperatorTable.DATETIME_PLUS, SqlOperator.DATETIME_PLUS);
        CALCITE.put(SqlStdOperatorTable.MINUS_DATE, SqlOperator.MINUS_DATE);
        CALCITE.put(SqlStdOperatorTable.CAST, SqlOperator.CAST);
        CALCITE.put(FlinkSqlOperatorTable.TRY_CAST, SqlOperator.TRY_CAST);
        CALCITE.put(SqlStdOperatorTable.REINTERPRET, SqlOperator.REINTERPRET);
        CALCITE.put(SqlStdOperatorTable.EXTRACT, SqlOperator.EXTRACT);
        CALCITE.put(SqlStdOperatorTable.FLOOR, SqlOperator.FLOOR);
        CALCITE.put(SqlStdOperatorTable.CEIL, SqlOperator.CEIL);
        CALCITE.put(FlinkSqlOperatorTable.DATE_FORMAT, SqlOperator.DATE_FORMAT);
        CALCITE.put(FlinkSqlOperatorTable.TO_DATE, SqlOperator.TO_DATE);
        CALCITE.put(FlinkSqlOperatorTable.TO_TIMESTAMP, SqlOperator.TO_TIMESTAMP);
        CALCITE.put(SqlStdOperatorTable.CONCAT, SqlOperator.CONCAT);
        CALCITE.put(FlinkSqlOperatorTable.CONCAT_FUNCTION, SqlOperator.CONCAT_FUNCTION);
        CALCITE.put(FlinkSqlOperatorTable.CONCAT_WS, SqlOperator.CONCAT_WS);
        CALCITE.put(SqlStdOperatorTable.UPPER, SqlOperator.UPPER);
        CALCITE.put(SqlStdOperatorTable.LOWER, SqlOperator.LOWER);
        CALCITE.put(SqlStdOperatorTable.INITCAP, SqlOperator.INITCAP);
        CALCITE.put(SqlStdOperatorTable.CHAR_LENGTH, SqlOperator.CHAR_LENGTH);
        CALCITE.put(SqlStdOperatorTable.CHARACTER_LENGTH, SqlOperator.CHARACTER_LENGTH);
        CALCITE.put(SqlStdOperatorTable.LIKE, SqlOperator.LIKE);
        CALCITE.put(SqlStdOperatorTable.NOT_LIKE, SqlOperator.NOT_LIKE);
        CALCITE.put(SqlStdOperatorTable.TRIM, SqlOperator.TRIM);
        CALCITE.put(FlinkSqlOperatorTable.LTRIM, SqlOperator.LTRIM);
        CALCITE.put(FlinkSqlOperatorTable.RTRIM, SqlOperator.RTRIM);
        CALCITE.put(FlinkSqlOperatorTable.SUBSTRING, SqlOperator.SUBSTRING);
        CALCITE.put(SqlStdOperatorTable.SUBSTRING, SqlOperator.SUBSTRING);
        CALCITE.put(FlinkSqlOperatorTable.SUBSTR, SqlOperator.SUBSTR);
        CALCITE.put(FlinkSqlOperatorTable.LEFT, SqlOperator.LEFT);
        CALCITE.put(FlinkSqlOperatorTable.RIGHT, SqlOperator.RIGHT);
        CALCITE.put(SqlStdOperatorTable.POSITION, SqlOperator.POSITION);
        CALCITE.put(FlinkSqlOperatorTable.LOCATE, SqlOperator.LOCATE);
        CALCITE.put(FlinkSqlOperatorTable.REPLACE, SqlOperator.REPLACE);
        CALCITE.put(FlinkSqlOperatorTable.LPAD, SqlOperator.LPAD);
        CALCITE.put(FlinkSqlOperatorTable.RPAD, SqlOperator.RPAD);
        CALCITE.put(FlinkSqlOperatorTable.REPEAT, SqlOperator.REPEAT);
        CALCITE.put(FlinkSqlOperatorTable.REVERSE, SqlOperator.REVERSE);

        // functions of Flink's new type inference, behind a BridgingSqlFunction: known by their definition
        BRIDGED.put(BuiltInFunctionDefinitions.COALESCE, SqlOperator.COALESCE);
    }

    private Operators() {}

    /** The identity of {@code operator}; {@link SqlOperator#OTHER} for one not listed. */
    static SqlOperator of(org.apache.calcite.sql.SqlOperator operator) {
        if (operator instanceof BridgingSqlFunction bridging) {
            return BRIDGED.getOrDefault(bridging.getDefinition(), SqlOperator.OTHER);
        }
        return CALCITE.getOrDefault(operator, SqlOperator.OTHER);
    }
}
