package io.github.typegen.processor.codegen;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * The function writers of fused queries, as Flink's {@code FunctionGenerator}: found by the operator's identity
 * ({@link SqlOperator}, as the front end recognised the operator object) and its operands' types, never by a name.
 * Each family of functions registers its writers itself ({@link StringCalls#register}, {@link
 * DateTimeCode#register}, {@link ExprWriter#register} for the operators of SQL's core), so a function is added where
 * it is written.
 */
final class FunctionRegistry {

    /** Writes one call, its operands through {@code writer}; the call's type reduced to {@code type}. */
    @FunctionalInterface
    interface CallWriter {
        Value write(ExprWriter writer, SqlExpr.Call call, Type type) throws Unsupported;
    }

    /**
     * A function writer for an operator.
     *
     * @param operands which operand types it takes; the first registered writer of the operator that takes a call's
     *     writes it
     */
    record Entry(SqlOperator operator, Predicate<List<SqlType>> operands, CallWriter writer) {}

    private static final FunctionRegistry STANDARD = standardFunctions();

    private final Map<SqlOperator, List<Entry>> entries = new EnumMap<>(SqlOperator.class);

    /** Every function of the fused subset. */
    static FunctionRegistry standard() {
        return STANDARD;
    }

    private static FunctionRegistry standardFunctions() {
        FunctionRegistry registry = new FunctionRegistry();
        ExprWriter.register(registry);
        DateTimeCode.register(registry);
        StringCalls.register(registry);
        return registry;
    }

    /** Registers {@code writer} for calls of {@code operator} whatever their operand types. */
    FunctionRegistry add(SqlOperator operator, CallWriter writer) {
        return add(operator, operands -> true, writer);
    }

    /** Registers {@code writer} for calls of {@code operator} whose operand types {@code operands} takes. */
    FunctionRegistry add(SqlOperator operator, Predicate<List<SqlType>> operands, CallWriter writer) {
        if (operator == SqlOperator.OTHER) {
            throw new IllegalArgumentException("An operator the front end does not recognise has no writer");
        }
        entries.computeIfAbsent(operator, key -> new ArrayList<>()).add(new Entry(operator, operands, writer));
        return this;
    }

    /** The writer of {@code call}: the first registered for its operator that takes its operand types. */
    Optional<CallWriter> find(SqlExpr.Call call) {
        List<SqlType> types = call.operands().stream().map(SqlExpr::type).toList();
        return entries.getOrDefault(call.operator(), List.of()).stream()
                .filter(entry -> entry.operands().test(types)).map(Entry::writer).findFirst();
    }

    /** Whether some writer is registered for {@code operator}. */
    boolean knows(SqlOperator operator) {
        return entries.containsKey(operator);
    }

    /** Operand types of which one is a date, time or interval. */
    static boolean anyDateTime(List<SqlType> types) {
        return types.stream().anyMatch(type -> type.root().isDateTime());
    }
}
