package io.github.typegen.processor.sql;

/**
 * The identity of an operator or function in a query's optimized plan, as Flink's SQL front end recognises it: by the
 * operator object itself (Calcite's {@code SqlStdOperatorTable.PLUS}, Flink's {@code FlinkSqlOperatorTable.LPAD}, the
 * definition behind a {@code BridgingSqlFunction}), never by its spelling. An operator the front end does not know
 * is {@link #OTHER}, with its name in {@link SqlExpr.Call#name()}: a function Typegen does not write, whatever it is
 * called, so a renamed or replaced operator of a new Flink version stays on the Table runtime, with its name as the
 * reason, rather than being written as another one.
 *
 * <p>Several constants may share a spelling ({@link #MINUS}, {@link #UNARY_MINUS} and {@link #MINUS_DATE} are all
 * {@code -}): they are different operators to Flink's planner. Append only what the front end recognises; the
 * processor keys its function writers on these constants ({@code FunctionRegistry}).
 */
public enum SqlOperator {
    AND("AND"),
    OR("OR"),
    NOT("NOT"),
    IS_NULL("IS NULL"),
    IS_NOT_NULL("IS NOT NULL"),
    IS_TRUE("IS TRUE"),
    IS_NOT_TRUE("IS NOT TRUE"),
    IS_FALSE("IS FALSE"),
    IS_NOT_FALSE("IS NOT FALSE"),
    EQUALS("="),
    NOT_EQUALS("<>"),
    LESS_THAN("<"),
    LESS_THAN_OR_EQUAL("<="),
    GREATER_THAN(">"),
    GREATER_THAN_OR_EQUAL(">="),
    IS_DISTINCT_FROM("IS DISTINCT FROM"),
    IS_NOT_DISTINCT_FROM("IS NOT DISTINCT FROM"),
    CASE("CASE"),
    COALESCE("COALESCE"),
    PLUS("+"),
    MINUS("-"),
    MULTIPLY("*"),
    DIVIDE("/"),
    /** Calcite's integer division, {@code /INT}: an interval divided. */
    DIVIDE_INTEGER("/INT"),
    MOD("MOD"),
    PERCENT_REMAINDER("%"),
    UNARY_MINUS("-"),
    UNARY_PLUS("+"),
    /** {@code +} of a date, time or timestamp and an interval. */
    DATETIME_PLUS("+"),
    /** {@code -} of two dates, times or timestamps, as an interval ({@code TIMESTAMPDIFF}). */
    MINUS_DATE("-"),
    CAST("CAST"),
    TRY_CAST("TRY_CAST"),
    REINTERPRET("REINTERPRET"),
    EXTRACT("EXTRACT"),
    FLOOR("FLOOR"),
    CEIL("CEIL"),
    DATE_FORMAT("DATE_FORMAT"),
    TO_DATE("TO_DATE"),
    TO_TIMESTAMP("TO_TIMESTAMP"),
    /** {@code ||}. */
    CONCAT("||"),
    /** {@code CONCAT(s, ...)}. */
    CONCAT_FUNCTION("CONCAT"),
    CONCAT_WS("CONCAT_WS"),
    UPPER("UPPER"),
    LOWER("LOWER"),
    INITCAP("INITCAP"),
    CHAR_LENGTH("CHAR_LENGTH"),
    CHARACTER_LENGTH("CHARACTER_LENGTH"),
    LIKE("LIKE"),
    NOT_LIKE("NOT LIKE"),
    TRIM("TRIM"),
    LTRIM("LTRIM"),
    RTRIM("RTRIM"),
    SUBSTRING("SUBSTRING"),
    SUBSTR("SUBSTR"),
    LEFT("LEFT"),
    RIGHT("RIGHT"),
    POSITION("POSITION"),
    LOCATE("LOCATE"),
    REPLACE("REPLACE"),
    LPAD("LPAD"),
    RPAD("RPAD"),
    REPEAT("REPEAT"),
    REVERSE("REVERSE"),
    /** Any operator the front end does not recognise; {@link SqlExpr.Call#name()} is its name. */
    OTHER(null);

    private final String sql;

    SqlOperator(String sql) {
        this.sql = sql;
    }

    /** How SQL spells it, for messages; null for {@link #OTHER}. */
    public String sql() {
        return sql;
    }
}
