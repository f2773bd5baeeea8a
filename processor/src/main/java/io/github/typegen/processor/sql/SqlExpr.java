package io.github.typegen.processor.sql;

import java.util.List;

/**
 * An expression of a {@link CalcPlan}, as Flink's planner typed it. {@link #type()} is the SQL type of its
 * result, nullability included, as in {@link SqlColumn#type()}.
 */
public sealed interface SqlExpr {

    String type();

    /**
     * A column of the input.
     *
     * @param index its position among {@link SqlQuery#input()}
     */
    record InputRef(int index, String type) implements SqlExpr {}

    /**
     * A constant.
     *
     * @param value its value as text, by the literal's type: a number as plain decimal digits ({@code 42},
     *     {@code -1.10}, {@code 1E+3} never); a string as it is, without quotes ({@code it's}); a boolean {@code
     *     true} or {@code false}; a {@code DATE} as {@code yyyy-MM-dd} ({@code 2024-01-31}); a {@code TIME} as
     *     {@code HH:mm:ss} with the fraction of a second it was written with, if any ({@code 12:34:56.789}); a
     *     {@code TIMESTAMP} or {@code TIMESTAMP_LTZ} as {@code yyyy-MM-dd HH:mm:ss} and the same fraction ({@code
     *     2024-01-31 12:34:56.123456789}; a {@code TIMESTAMP_LTZ} one as its UTC date and time); an interval as an
     *     integer, its milliseconds when it is a day-time interval ({@code 86400000} for {@code INTERVAL '1'
     *     DAY}), its months when it is a year-month one ({@code 14} for {@code INTERVAL '1-2' YEAR TO MONTH}), as
     *     Flink's runtime holds them; a symbol (type {@code SYMBOL}: a time unit, a {@code TRIM} flag) as the
     *     name of Calcite's enum constant ({@code YEAR}, {@code BOTH}); null for {@code NULL}
     */
    record Literal(String value, String type) implements SqlExpr {}

    /**
     * A call of an operator or function.
     *
     * @param function the name Flink's planner gives the operator ({@code =}, {@code >}, {@code AND}, {@code
     *     CAST}, {@code CASE}, {@code IS NULL}, {@code UPPER}, ...); {@code SEARCH} is expanded into comparisons
     *     before it gets here
     * @param operands its operands, in order
     */
    record Call(String function, List<SqlExpr> operands, String type) implements SqlExpr {
        public Call {
            operands = List.copyOf(operands);
        }
    }
}
