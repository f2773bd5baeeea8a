package io.github.typegen.processor.codegen;

import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;

/**
 * What is known of an expression before any code of it is written, from the typed tree alone: what the decision step
 * ({@link CalcCheck}) asks a function's refusal check about, and what the writers read where Flink's code depends on
 * more than a type.
 *
 * @param type its type as the written code holds it; null for a symbol (a time unit, a {@code TRIM} flag)
 * @param origin how Flink's runtime holds it when it is a string ({@link Origin}): a column's as read, a constant's
 *     made from a Java string ({@code NULL} either), a call's as its function's {@link FunctionRegistry.OriginRule}
 *     says
 * @param orderFree whether it is a string constant of characters below U+D800 alone (or such a constant cast to a
 *     type holding the same values, which hands the constant on), whose order against any string is the same by
 *     UTF-16 chars and by UTF-8 bytes: the first character that differs is below both kinds of character the two
 *     orders disagree on
 */
record Operand(SqlExpr expression, Type type, Origin origin, boolean orderFree) {

    /** The value of a literal that is not {@code NULL}; null for any other expression. */
    String constant() {
        return expression instanceof SqlExpr.Literal literal ? literal.value() : null;
    }

    /** The name of a symbol literal ({@code YEAR}, {@code BOTH}); null for any other expression. */
    String symbol() {
        return expression instanceof SqlExpr.Literal literal && literal.type().root() == Root.SYMBOL
                ? literal.value() : null;
    }

    Root root() {
        return type.root();
    }

    boolean isCharacter() {
        return type != null && type.root().isCharacter();
    }
}
