package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * SQL's logic in three values: {@code AND}, {@code OR} (their right operand evaluated only when the left does not
 * decide), {@code NOT}, and the tests {@code IS [NOT] NULL}, {@code IS [NOT] TRUE}, {@code IS [NOT] FALSE}, which
 * are never {@code NULL}.
 */
final class LogicCalls {

    // the identities of the operators this family writes: the constants of Flink's operator tables holding them
    static final SqlOperator AND = SqlOperator.calcite("AND");
    static final SqlOperator OR = SqlOperator.calcite("OR");
    static final SqlOperator NOT = SqlOperator.calcite("NOT");
    static final SqlOperator IS_NULL = SqlOperator.calcite("IS_NULL");
    static final SqlOperator IS_NOT_NULL = SqlOperator.calcite("IS_NOT_NULL");
    static final SqlOperator IS_TRUE = SqlOperator.calcite("IS_TRUE");
    static final SqlOperator IS_NOT_TRUE = SqlOperator.calcite("IS_NOT_TRUE");
    static final SqlOperator IS_FALSE = SqlOperator.calcite("IS_FALSE");
    static final SqlOperator IS_NOT_FALSE = SqlOperator.calcite("IS_NOT_FALSE");

    private LogicCalls() {}

    /** Registers the logical operators. */
    static void register(FunctionRegistry registry) {
        registry.add(function(AND, (w, call, type) -> and(w, call.operands(), type))
                        .refusing((call, operands, type) -> booleans("AND", operands)).inline())
                .add(function(OR, (w, call, type) -> or(w, call.operands(), type))
                        .refusing((call, operands, type) -> booleans("OR", operands)).inline())
                .add(function(NOT, (w, call, type) -> not(w, w.operand(call, 0), type))
                        .refusing((call, operands, type) -> booleans("NOT", operands)).inline())
                .add(function(IS_NULL, (w, call, type) -> isNull(w.operand(call, 0), true)).inline())
                .add(function(IS_NOT_NULL, (w, call, type) -> isNull(w.operand(call, 0), false)).inline())
                .add(function(IS_TRUE, (w, call, type) -> isBoolean(w.operand(call, 0), true, false))
                        .refusing((call, operands, type) -> booleans("IS TRUE", operands)))
                .add(function(IS_NOT_TRUE, (w, call, type) -> isBoolean(w.operand(call, 0), true, true))
                        .refusing((call, operands, type) -> booleans("IS NOT TRUE", operands)))
                .add(function(IS_FALSE, (w, call, type) -> isBoolean(w.operand(call, 0), false, false))
                        .refusing((call, operands, type) -> booleans("IS FALSE", operands)))
                .add(function(IS_NOT_FALSE, (w, call, type) -> isBoolean(w.operand(call, 0), false, true))
                        .refusing((call, operands, type) -> booleans("IS NOT FALSE", operands)));
    }

    private static Value and(ExprWriter w, List<SqlExpr> operands, Type type) {
        Value left = w.expression(operands.get(0));
        for (SqlExpr next : operands.subList(1, operands.size())) {
            left = andOr(w, left, next, type, true);
        }
        return left;
    }

    private static Value or(ExprWriter w, List<SqlExpr> operands, Type type) {
        Value left = w.expression(operands.get(0));
        for (SqlExpr next : operands.subList(1, operands.size())) {
            left = andOr(w, left, next, type, false);
        }
        return left;
    }

    /**
     * {@code left AND right} (or {@code OR}) in three-valued logic, {@code right} evaluated only when {@code left}
     * does not decide: {@code FALSE AND x} is {@code FALSE}, {@code TRUE OR x} is {@code TRUE}, otherwise a
     * {@code NULL} operand makes the result {@code NULL}.
     */
    private static Value andOr(ExprWriter w, Value left, SqlExpr rightExpression, Type type, boolean and) {
        String decides = and ? "false" : "true";
        String name = and ? "and" : "or";
        if (left.isPrimitive() && type.notNullable() && w.inline(rightExpression)) {
            // Both sides are NOT NULL and the right one is one Java expression: Java's own && and ||, as lazy.
            Value right = w.expression(rightExpression);
            return new Value(CodeBlock.of("($L $L $L)", left.code(), and ? "&&" : "||", right.code()), type.notNull());
        }
        String local = w.locals.newName(name);
        Type nullable = type.nullable();
        w.code.addStatement("$T $L", nullable.javaType(), local);
        CodeBlock leftDecides = left.isPrimitive() ? CodeBlock.of("$L$L", and ? "!" : "", left.code())
                : CodeBlock.of("$L != null && $L$L", left.code(), and ? "!" : "", left.code());
        w.beginBlock("if ($L)", ExprWriter.condition(leftDecides));
        w.code.addStatement("$L = $L", local, decides);
        w.nextBlock("else");
        Value right = w.expression(rightExpression);
        CodeBlock rightDecides = right.isPrimitive() ? CodeBlock.of("$L$L", and ? "!" : "", right.code())
                : CodeBlock.of("$L != null && $L$L", right.code(), and ? "!" : "", right.code());
        w.beginBlock("if ($L)", ExprWriter.condition(rightDecides));
        w.code.addStatement("$L = $L", local, decides);
        List<CodeBlock> nulls = new ArrayList<>();
        if (!left.isPrimitive()) {
            nulls.add(CodeBlock.of("$L == null", left.code()));
        }
        if (!right.isPrimitive()) {
            nulls.add(CodeBlock.of("$L == null", right.code()));
        }
        if (!nulls.isEmpty()) {
            w.nextBlock("else if ($L)", CodeBlock.join(nulls, " || "));
            w.code.addStatement("$L = null", local);
        }
        w.nextBlock("else");
        w.code.addStatement("$L = $L", local, and ? "true" : "false");
        w.endBlock();
        w.endBlock();
        return new Value(CodeBlock.of("$L", local), nullable);
    }

    private static Value not(ExprWriter w, Value operand, Type type) {
        return w.nullSafe("not", type, List.of(operand), CodeBlock.of("!$L", operand.code()));
    }

    private static Value isNull(Value operand, boolean isNull) {
        Type type = new Type(Root.BOOLEAN, -1, -1, true);
        if (operand.isPrimitive()) {
            return new Value(CodeBlock.of("$L", !isNull), type);
        }
        return new Value(CodeBlock.of("($L $L null)", operand.code(), isNull ? "==" : "!="), type);
    }

    /** {@code operand IS [NOT] TRUE} or {@code IS [NOT] FALSE} ({@code truth}): never {@code NULL}. */
    private static Value isBoolean(Value operand, boolean truth, boolean negated) {
        Type type = new Type(Root.BOOLEAN, -1, -1, true);
        CodeBlock test = operand.isPrimitive()
                ? CodeBlock.of("$L$L", truth ? "" : "!", operand.code())
                : CodeBlock.of("$T.$L.equals($L)", Boolean.class, truth ? "TRUE" : "FALSE", operand.code());
        return new Value(negated ? CodeBlock.of("!($L)", test) : CodeBlock.of("($L)", test), type);
    }

    /** Refuses a call of {@code operator} unless every operand is a boolean. */
    private static Optional<String> booleans(String operator, List<Operand> operands) {
        return operands.stream().filter(operand -> operand.root() != Root.BOOLEAN).findFirst()
                .map(operand -> operator + " on " + operand.type());
    }
}
