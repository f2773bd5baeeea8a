package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * {@code CASE} and {@code COALESCE}: each branch evaluated only when it is the one taken, cast to the call's type,
 * into one local.
 */
final class ConditionalCalls {

    // the identities of the operators this family writes: the constants of Flink's operator tables holding them
    static final SqlOperator CASE = SqlOperator.calcite("CASE");
    static final SqlOperator COALESCE = SqlOperator.calcite("COALESCE");
    /** {@code COALESCE} of Flink's new type inference, behind a bridging function: the same function. */
    static final SqlOperator COALESCE_FUNCTION = SqlOperator.builtIn("COALESCE");

    private ConditionalCalls() {}

    /** Registers {@code CASE} and {@code COALESCE}. */
    static void register(FunctionRegistry registry) {
        ZoneId zone = registry.sessionTimeZone();
        registry.add(function(CASE, (w, call, type) -> caseWhen(w, call.operands(), type))
                        .refusing((call, operands, type) -> caseRefusal(operands, type, zone))
                        .giving(ConditionalCalls::caseOrigin))
                .add(function(COALESCE, (w, call, type) -> coalesce(w, call.operands(), type))
                        .refusing((call, operands, type) -> coalesceRefusal(operands, type, zone))
                        .giving(ConditionalCalls::coalesceOrigin))
                .add(function(COALESCE_FUNCTION, (w, call, type) -> coalesce(w, call.operands(), type))
                        .refusing((call, operands, type) -> coalesceRefusal(operands, type, zone))
                        .giving(ConditionalCalls::coalesceOrigin));
    }

    private static Value caseWhen(ExprWriter w, List<SqlExpr> operands, Type type) {
        String local = w.locals.newName("caseValue");
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        w.code.addStatement("$T $L", held.javaType(), local);
        int branches = (operands.size() - 1) / 2;
        for (int i = 0; i < branches; i++) {
            Value when = w.expression(operands.get(2 * i));
            w.beginBlock("if ($L)", when.isPrimitive() ? ExprWriter.condition(when.code())
                    : CodeBlock.of("$T.TRUE.equals($L)", Boolean.class, when.code()));
            Value then = CastCalls.cast(w, w.expression(operands.get(2 * i + 1)), held);
            w.code.addStatement("$L = $L", local, then.code());
            w.nextBlock("else");
        }
        Value otherwise = CastCalls.cast(w, w.expression(operands.get(operands.size() - 1)), held);
        w.code.addStatement("$L = $L", local, otherwise.code());
        for (int i = 0; i < branches; i++) {
            w.endBlock();
        }
        return new Value(CodeBlock.of("$L", local), held);
    }

    private static Value coalesce(ExprWriter w, List<SqlExpr> operands, Type type) {
        String local = w.locals.newName("coalesced");
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        w.code.addStatement("$T $L", held.javaType(), local);
        int open = 0;
        for (int i = 0; i < operands.size(); i++) {
            Value value = w.expression(operands.get(i));
            boolean last = i == operands.size() - 1;
            Value cast = CastCalls.cast(w, value, held);
            if (value.isPrimitive() || last) {
                w.code.addStatement("$L = $L", local, cast.code());
                break;
            }
            w.beginBlock("if ($L != null)", value.code());
            w.code.addStatement("$L = $L", local, cast.code());
            w.nextBlock("else");
            open++;
        }
        for (int i = 0; i < open; i++) {
            w.endBlock();
        }
        return new Value(CodeBlock.of("$L", local), held);
    }

    /** The origin of a value that is one of values of {@code origins}. */
    private static Origin same(List<Origin> origins) {
        return origins.stream().distinct().count() == 1 ? origins.get(0) : Origin.UNKNOWN;
    }

    /** {@code CASE}: each {@code WHEN} a boolean, each value cast to the call's type. */
    private static Optional<String> caseRefusal(List<Operand> operands, Type type, ZoneId zone) {
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        for (int i = 0; i < operands.size(); i++) {
            Operand operand = operands.get(i);
            boolean when = i % 2 == 0 && i < operands.size() - 1;
            Optional<String> refusal = when
                    ? operand.root() == Root.BOOLEAN ? Optional.empty() : Optional.of("CASE WHEN on " + operand.type())
                    : CastCalls.castRefusal(operand.type(), held, zone);
            if (refusal.isPresent()) {
                return refusal;
            }
        }
        return Optional.empty();
    }

    private static Origin caseOrigin(SqlExpr.Call call, List<Operand> operands, Type type) {
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        List<Origin> origins = new ArrayList<>();
        for (int i = 1; i < operands.size(); i += 2) {
            origins.add(CastCalls.castOrigin(operands.get(i).type(), operands.get(i).origin(), held));
        }
        Operand otherwise = operands.get(operands.size() - 1);
        origins.add(CastCalls.castOrigin(otherwise.type(), otherwise.origin(), held));
        return same(origins);
    }

    /** The operands of {@code COALESCE} that {@link #coalesce} writes: up to the first that is never null. */
    private static List<Operand> coalesced(List<Operand> operands) {
        for (int i = 0; i < operands.size(); i++) {
            if (operands.get(i).type().javaType().isPrimitive()) {
                return operands.subList(0, i + 1);
            }
        }
        return operands;
    }

    /** {@code COALESCE}: each operand cast to the call's type. */
    private static Optional<String> coalesceRefusal(List<Operand> operands, Type type, ZoneId zone) {
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        return coalesced(operands).stream().map(operand -> CastCalls.castRefusal(operand.type(), held, zone))
                .flatMap(Optional::stream).findFirst();
    }

    private static Origin coalesceOrigin(SqlExpr.Call call, List<Operand> operands, Type type) {
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        return same(coalesced(operands).stream()
                .map(operand -> CastCalls.castOrigin(operand.type(), operand.origin(), held)).toList());
    }
}
