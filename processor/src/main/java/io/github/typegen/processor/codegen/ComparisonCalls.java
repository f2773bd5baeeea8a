package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.math.BigDecimal;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * The comparisons ({@code =}, {@code <>}, {@code <}, ..., {@code IS [NOT] DISTINCT FROM}), as Flink's {@code
 * ScalarOperatorGens.generateComparison} writes them: mixed numbers by their values (a decimal with a float as
 * doubles, as {@code DecimalDataUtils.compare}), strings in the order Flink's runtime gives the way it holds them
 * ({@link Origin}), dates and times as {@link DateTimeCode} compares them.
 */
final class ComparisonCalls {

    // the identities of the operators this family writes: the constants of Flink's operator tables holding them
    static final SqlOperator EQUALS = SqlOperator.calcite("EQUALS");
    static final SqlOperator NOT_EQUALS = SqlOperator.calcite("NOT_EQUALS");
    static final SqlOperator LESS_THAN = SqlOperator.calcite("LESS_THAN");
    static final SqlOperator LESS_THAN_OR_EQUAL = SqlOperator.calcite("LESS_THAN_OR_EQUAL");
    static final SqlOperator GREATER_THAN = SqlOperator.calcite("GREATER_THAN");
    static final SqlOperator GREATER_THAN_OR_EQUAL = SqlOperator.calcite("GREATER_THAN_OR_EQUAL");
    static final SqlOperator IS_DISTINCT_FROM = SqlOperator.calcite("IS_DISTINCT_FROM");
    static final SqlOperator IS_NOT_DISTINCT_FROM = SqlOperator.calcite("IS_NOT_DISTINCT_FROM");

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");
    private static final ClassName BIG_DECIMAL = ClassName.get(BigDecimal.class);

    private ComparisonCalls() {}

    /** Registers the comparisons. */
    static void register(FunctionRegistry registry) {
        comparison(registry, EQUALS, "=", "==");
        comparison(registry, NOT_EQUALS, "<>", "!=");
        comparison(registry, LESS_THAN, "<", "<");
        comparison(registry, LESS_THAN_OR_EQUAL, "<=", "<=");
        comparison(registry, GREATER_THAN, ">", ">");
        comparison(registry, GREATER_THAN_OR_EQUAL, ">=", ">=");
        registry.add(function(IS_DISTINCT_FROM, (w, call, type) -> distinct(w, w.operand(call, 0),
                        w.operand(call, 1), true))
                        .refusing((call, operands, type) -> comparisonRefusal("=", operands.get(0), operands.get(1),
                                registry.sessionTimeZone())))
                .add(function(IS_NOT_DISTINCT_FROM, (w, call, type) -> distinct(w, w.operand(call, 0),
                        w.operand(call, 1), false))
                        .refusing((call, operands, type) -> comparisonRefusal("=", operands.get(0), operands.get(1),
                                registry.sessionTimeZone())));
    }

    /**
     * Registers the comparison {@code operator}, spelled {@code sql} in SQL and {@code java} in Java: a constant
     * decimal compared with a floating-point number is that number, as Flink compares them.
     */
    private static void comparison(FunctionRegistry registry, SqlOperator operator, String sql, String java) {
        registry.add(function(operator, (w, call, type) -> comparison(w, java,
                w.constantOperand(call.operands().get(0), ExprWriter.floating(call.operands().get(1))),
                w.constantOperand(call.operands().get(1), ExprWriter.floating(call.operands().get(0))), type,
                orderFree(w, call)))
                .refusing((call, operands, type) -> comparisonRefusal(sql, operands.get(0), operands.get(1),
                        registry.sessionTimeZone()))
                .inline());
    }

    /** Whether either operand of {@code call} is a string constant {@link Operand#orderFree} of order. */
    private static boolean orderFree(ExprWriter w, SqlExpr.Call call) {
        return w.describe(call.operands().get(0)).orderFree() || w.describe(call.operands().get(1)).orderFree();
    }

    /**
     * {@code left java right} ({@code java} the Java operator: {@code ==}, {@code !=}, {@code <}, ...), {@code NULL}
     * when either is.
     *
     * @param orderFree whether either is a string constant {@link Operand#orderFree} of order
     */
    private static Value comparison(ExprWriter w, String java, Value left, Value right, Type type, boolean orderFree) {
        CodeBlock compare;
        if (left.kind() == Kind.DECIMAL_AS_DOUBLE || right.kind() == Kind.DECIMAL_AS_DOUBLE) {
            // as DecimalDataUtils.compare(decimal, double): Double.compare, where NaN is the largest number
            compare = CodeBlock.of("$T.compare($L, $L) $L 0", Double.class, left.code(), right.code(), java);
        } else if (left.type().root() == Root.DECIMAL || right.type().root() == Root.DECIMAL) {
            compare = decimalComparison(java, left, right);
        } else if (left.type().root().isNumeric() && right.type().root().isNumeric()) {
            // of two boxes one is unboxed: Flink compares the values, and == of two boxes compares references
            CodeBlock unboxed = !left.isPrimitive() && !right.isPrimitive()
                    ? CodeBlock.of("($T) $L", left.type().primitive(), left.code()) : left.code();
            compare = CodeBlock.of("$L $L $L", unboxed, java, right.code());
        } else if (left.type().root().isCharacter() && right.type().root().isCharacter()) {
            if (java.equals("==") || java.equals("!=")) {
                compare = CodeBlock.of("$L$L.equals($L)", java.equals("!=") ? "!" : "", left.code(), right.code());
            } else if (orderFree) {
                // either order: against a string of characters below U+D800 alone, UTF-16 order is code point order
                compare = CodeBlock.of("$L.compareTo($L) $L 0", left.code(), right.code(), java);
            } else if (left.origin() == Origin.BINARY || right.origin() == Origin.BINARY) {
                compare = CodeBlock.of("$T.compare($L, $L) $L 0", SQL_FUNCTIONS, left.code(), right.code(), java);
            } else if (left.origin() == Origin.JAVA && right.origin() == Origin.JAVA) {
                compare = CodeBlock.of("$L.compareTo($L) $L 0", left.code(), right.code(), java);
            } else {
                throw ExprWriter.refused("the order of strings of origins " + left.origin() + " and " + right.origin());
            }
        } else if (DateTimeCode.isDateTime(left.type().root()) && DateTimeCode.isDateTime(right.type().root())) {
            compare = DateTimeCode.compare(w, java, left.code(), left.type(), right.code(), right.type(),
                    !left.isPrimitive() && !right.isPrimitive());
        } else if (left.type().root() == Root.BOOLEAN && right.type().root() == Root.BOOLEAN) {
            if (java.equals("==") || java.equals("!=")) {
                compare = left.isPrimitive() || right.isPrimitive()
                        ? CodeBlock.of("$L $L $L", left.code(), java, right.code())
                        : CodeBlock.of("$L$L.equals($L)", java.equals("!=") ? "!" : "", left.code(), right.code());
            } else {
                compare = CodeBlock.of("$T.compare($L, $L) $L 0", Boolean.class, left.code(), right.code(), java);
            }
        } else {
            throw ExprWriter.refused("the comparison " + java + " of " + left.type() + " and " + right.type());
        }
        return w.nullSafe("compared", type, List.of(left, right), compare);
    }

    /** As {@code DecimalDataUtils.compare}: exactly with decimals and integers, as doubles with floats. */
    private static CodeBlock decimalComparison(String java, Value left, Value right) {
        if (left.type().root() == Root.DECIMAL && right.type().root() == Root.DECIMAL) {
            return CodeBlock.of("$L.compareTo($L) $L 0", left.code(), right.code(), java);
        }
        Value decimal = left.type().root() == Root.DECIMAL ? left : right;
        Value other = decimal == left ? right : left;
        CodeBlock compared = other.type().root().isIntegral()
                ? CodeBlock.of("$L.compareTo($T.valueOf($L))", decimal.code(), BIG_DECIMAL, other.code())
                : CodeBlock.of("$T.compare($L, $L, $L)", SQL_FUNCTIONS, decimal.code(), decimal.type().precision(),
                        other.code());
        // compared is (decimal, other): flip the operator when the decimal is on the right
        String operator = decimal == left ? java : switch (java) {
            case "<" -> ">";
            case "<=" -> ">=";
            case ">" -> "<";
            case ">=" -> "<=";
            default -> java;
        };
        return CodeBlock.of("$L $L 0", compared, operator);
    }

    /**
     * {@code left IS [NOT] DISTINCT FROM right}, as Flink writes it: not distinct when both are {@code NULL} or
     * {@code left = right} is {@code TRUE}; never {@code NULL}.
     */
    private static Value distinct(ExprWriter w, Value left, Value right, boolean distinct) {
        Type bool = new Type(Root.BOOLEAN, -1, -1, true);
        Value equal = comparison(w, "==", left, right, bool, false);
        CodeBlock same = equal.isPrimitive() ? equal.code()
                : CodeBlock.of("$T.TRUE.equals($L)", Boolean.class, equal.code());
        if (left.mayBeNull() && right.mayBeNull()) {
            same = CodeBlock.of("$L == null && $L == null || $L", left.code(), right.code(), same);
        }
        return w.local(distinct ? "distinct" : "notDistinct", bool, distinct ? CodeBlock.of("!($L)", same) : same);
    }

    /** Why {@code left operator right} is not written, as {@link #comparison} writes it; empty when it is. */
    private static Optional<String> comparisonRefusal(String operator, Operand left, Operand right, ZoneId zone) {
        Root l = left.root();
        Root r = right.root();
        if (decimalAsDouble(left, right) || decimalAsDouble(right, left)) {
            return Optional.empty();
        }
        if (l == Root.DECIMAL || r == Root.DECIMAL) {
            Operand other = l == Root.DECIMAL ? right : left;
            return other.root().isNumeric() ? Optional.empty()
                    : Optional.of("the comparison of " + left.type() + " and " + right.type());
        }
        if (l.isNumeric() && r.isNumeric() || l == Root.BOOLEAN && r == Root.BOOLEAN) {
            return Optional.empty();
        }
        if (l.isCharacter() && r.isCharacter()) {
            if (operator.equals("=") || operator.equals("<>") || left.orderFree() || right.orderFree()
                    || left.origin() == Origin.BINARY || right.origin() == Origin.BINARY
                    || left.origin() == Origin.JAVA && right.origin() == Origin.JAVA) {
                return Optional.empty();
            }
            if (left.origin() == Origin.COLUMN || right.origin() == Origin.COLUMN) {
                return Optional.of(operator + " between a string column and a value that may hold characters"
                        + " from U+D800 up (which Flink orders by UTF-8 bytes in a row it deserialized, object reuse"
                        + " off, and by UTF-16 chars in a row toRowData wrote, object reuse on)");
            }
            return Optional.of("the order of strings Flink holds one way or another, depending on the value");
        }
        if (DateTimeCode.isDateTime(l) && DateTimeCode.isDateTime(r)) {
            return DateTimeCode.compareRefusal(left.type(), right.type(), zone);
        }
        return Optional.of("the comparison " + operator + " of " + left.type() + " and " + right.type());
    }

    /** Whether {@code operand} is a constant decimal compared with the floating-point {@code other} as a double. */
    private static boolean decimalAsDouble(Operand operand, Operand other) {
        return operand.constant() != null && operand.root() == Root.DECIMAL
                && (other.root() == Root.DOUBLE || other.root() == Root.FLOAT);
    }
}
