package io.github.typegen.processor.sql;

/**
 * The identity of an operator or function in a query's optimized plan, as Flink's SQL front end recognises it: by the
 * operator object itself, named after the constant of Flink's or Calcite's operator tables that holds it ({@code
 * SqlStdOperatorTable.PLUS}, {@code FlinkSqlOperatorTable.LPAD}) or, for a function of Flink's new type inference
 * behind a {@code BridgingSqlFunction}, the constant of {@code BuiltInFunctionDefinitions} that holds its definition
 * ({@code BuiltInFunctionDefinitions.COALESCE}). Never by its spelling: {@code SqlStdOperatorTable.MINUS}, {@code
 * UNARY_MINUS} and {@code MINUS_DATE} are all {@code -}, and different operators to Flink's planner.
 *
 * <p>The processor keys its function writers on these identities ({@code FunctionRegistry}); each family of functions
 * declares the identities it writes. An identity no writer is registered for (a function Typegen does not write, or
 * one whose constant a later Flink renames) and {@link #OTHER} (an operator no table holds) leave the query on the
 * Table runtime, with the function's name as the reason, rather than written as another operator.
 *
 * @param table the simple name of the class holding the constant: {@code SqlStdOperatorTable}, {@code
 *     FlinkSqlOperatorTable} or {@code BuiltInFunctionDefinitions}; empty for {@link #OTHER}
 * @param constant the constant's name
 */
public record SqlOperator(String table, String constant) {

    /** Any operator the front end does not find in the tables; {@link SqlExpr.Call#name()} is its name. */
    public static final SqlOperator OTHER = new SqlOperator("", "");

    /** The operator held by the constant {@code constant} of Calcite's {@code SqlStdOperatorTable}. */
    public static SqlOperator calcite(String constant) {
        return new SqlOperator("SqlStdOperatorTable", constant);
    }

    /** The operator held by the constant {@code constant} of Flink's {@code FlinkSqlOperatorTable}. */
    public static SqlOperator flink(String constant) {
        return new SqlOperator("FlinkSqlOperatorTable", constant);
    }

    /** The function whose definition is the constant {@code constant} of Flink's {@code BuiltInFunctionDefinitions}. */
    public static SqlOperator builtIn(String constant) {
        return new SqlOperator("BuiltInFunctionDefinitions", constant);
    }

    @Override
    public String toString() {
        return this == OTHER || table.isEmpty() ? "OTHER" : table + "." + constant;
    }
}
