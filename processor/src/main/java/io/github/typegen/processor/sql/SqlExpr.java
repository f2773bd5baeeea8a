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
     * @param value its value as SQL literal text without quotes or type suffix ({@code 42}, {@code 1.1},
     *     {@code it's}, {@code true}, {@code 2024-01-31}); a symbol (type {@code SYMBOL NOT NULL}, such as the
     *     flag of {@code TRIM}: {@code BOTH}, {@code LEADING}, {@code TRAILING}) by its name; null for {@code NULL}
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
