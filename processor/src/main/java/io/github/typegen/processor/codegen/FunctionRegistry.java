package io.github.typegen.processor.codegen;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * The functions of fused queries, as Flink's {@code FunctionGenerator}: found by the operator's identity ({@link
 * SqlOperator}, as the front end recognised the operator object) and its operands' types, never by a name. Each
 * function is an {@link Entry}: which operand types it takes, why it refuses a call it takes (a check over the
 * operands' types, string origins and constants, asked by the decision step before anything is written), the origin
 * of the string it gives, and its writer, which never meets a call its check refuses. Each family of functions
 * registers its entries itself, in its own class ({@link LogicCalls}, {@link ComparisonCalls}, {@link
 * ArithmeticCalls}, {@link ConditionalCalls}, {@link CastCalls}, {@link StringCalls}, {@link RegexCalls}, {@link
 * DateTimeCode}), so a function is added where it is written. A call of a user function the stage declares ({@link SqlExpr.Call#function()}
 * set, its operator {@link SqlOperator#OTHER}) has one function of its own, {@link UserFunctionCalls}'.
 *
 * <p>A registry is made for one session time zone, the one the build declares ({@code -Atypegen.sql.timeZone}), or
 * none: the functions whose result depends on it (of a {@code TIMESTAMP_LTZ}) read it from {@link
 * #sessionTimeZone()}, refusing their calls when there is none.
 */
final class FunctionRegistry {

    /** Writes one call, its operands through {@code writer}; the call's type reduced to {@code type}. */
    @FunctionalInterface
    interface CallWriter {
        Value write(ExprWriter writer, SqlExpr.Call call, Type type);
    }

    /**
     * Why a call is not written, from what is known of its operands ({@link Operand}, in order) and its type; empty
     * when it is. Asked once the operands themselves are found in the fused subset.
     */
    @FunctionalInterface
    interface Check {
        Optional<String> refusal(SqlExpr.Call call, List<Operand> operands, Type type);
    }

    /** How Flink's runtime holds the string a call gives, from its operands: a pure function of the typed tree. */
    @FunctionalInterface
    interface OriginRule {
        Origin origin(SqlExpr.Call call, List<Operand> operands, Type type);
    }

    /**
     * A function of an operator.
     *
     * @param operands which operand types it takes; the first registered entry of the operator that takes a call's
     *     is the call's
     * @param check why it refuses a call it takes
     * @param origin the origin of its result
     * @param inlined whether its writer writes a call of primitive operands giving a primitive as one Java
     *     expression, without statements (through {@link ExprWriter#nullSafe}), which {@code AND} and {@code OR}
     *     then write as Java's own {@code &&} and {@code ||}
     */
    record Entry(SqlOperator operator, Predicate<List<SqlType>> operands, Check check, OriginRule origin,
            boolean inlined, CallWriter writer) {

        /** This entry, for calls whose operand types {@code takes} takes. */
        Entry taking(Predicate<List<SqlType>> takes) {
            return new Entry(operator, takes, check, origin, inlined, writer);
        }

        /** This entry, refusing the calls {@code refuses} refuses. */
        Entry refusing(Check refuses) {
            return new Entry(operator, operands, refuses, origin, inlined, writer);
        }

        /** This entry, its result's origin given by {@code rule}. */
        Entry giving(OriginRule rule) {
            return new Entry(operator, operands, check, rule, inlined, writer);
        }

        /** This entry, written as one Java expression of primitive operands. */
        Entry inline() {
            return new Entry(operator, operands, check, origin, true, writer);
        }

        /** This entry, its result always of origin {@code fixed}. */
        Entry giving(Origin fixed) {
            return giving((call, operands, type) -> fixed);
        }
    }

    private static final FunctionRegistry STANDARD = standardFunctions(null);
    private static final Map<ZoneId, FunctionRegistry> ZONED = new ConcurrentHashMap<>();

    private final ZoneId sessionTimeZone;
    private final Map<SqlOperator, List<Entry>> entries = new LinkedHashMap<>();
    private Entry userFunction;

    private FunctionRegistry(ZoneId sessionTimeZone) {
        this.sessionTimeZone = sessionTimeZone;
    }

    /** Every function of the fused subset, for a build that declares no session time zone. */
    static FunctionRegistry standard() {
        return STANDARD;
    }

    /**
     * Every function of the fused subset, for a build that declares the session time zone {@code zone}; {@link
     * #standard()} when it is null.
     */
    static FunctionRegistry standard(ZoneId zone) {
        return zone == null ? STANDARD : ZONED.computeIfAbsent(zone, FunctionRegistry::standardFunctions);
    }

    private static FunctionRegistry standardFunctions(ZoneId zone) {
        FunctionRegistry registry = new FunctionRegistry(zone);
        LogicCalls.register(registry);
        ComparisonCalls.register(registry);
        ArithmeticCalls.register(registry);
        ConditionalCalls.register(registry);
        CastCalls.register(registry);
        StringCalls.register(registry);
        RegexCalls.register(registry);
        DateTimeCode.register(registry);
        UserFunctionCalls.register(registry);
        return registry;
    }

    /**
     * The session time zone ({@code table.local-time-zone}) the written code computes in, as the build declares it;
     * null when it declares none.
     */
    ZoneId sessionTimeZone() {
        return sessionTimeZone;
    }

    /**
     * A function of {@code operator} written by {@code writer}, for any operand types, refusing nothing, its result
     * of unknown origin; narrowed with {@link Entry#taking}, {@link Entry#refusing} and {@link Entry#giving}.
     */
    static Entry function(SqlOperator operator, CallWriter writer) {
        return new Entry(operator, types -> true, (call, operands, type) -> Optional.empty(),
                (call, operands, type) -> Origin.UNKNOWN, false, writer);
    }

    /** Registers {@code entry}. */
    FunctionRegistry add(Entry entry) {
        if (entry.operator().equals(SqlOperator.OTHER)) {
            throw new IllegalArgumentException("An operator the front end does not recognise has no writer");
        }
        entries.computeIfAbsent(entry.operator(), key -> new ArrayList<>()).add(entry);
        return this;
    }

    /**
     * Registers {@code entry} as the function of every call of a user function ({@link SqlExpr.Call#function()}
     * set), whatever its operator.
     */
    FunctionRegistry addUserFunctions(Entry entry) {
        userFunction = entry;
        return this;
    }

    /**
     * The function of {@code call}: the user functions' for a call of a user function, else the first registered for
     * its operator that takes its operand types.
     */
    Optional<Entry> find(SqlExpr.Call call) {
        if (call.function() != null) {
            return Optional.ofNullable(userFunction);
        }
        List<SqlType> types = call.operands().stream().map(SqlExpr::type).toList();
        return entries.getOrDefault(call.operator(), List.of()).stream()
                .filter(entry -> entry.operands().test(types)).findFirst();
    }

    /** The operators some function is registered for. */
    Set<SqlOperator> operators() {
        return Set.copyOf(entries.keySet());
    }

    /** Whether some function is registered for the operator of {@code call}, or for user functions when it is one. */
    boolean knows(SqlExpr.Call call) {
        return call.function() != null ? userFunction != null : entries.containsKey(call.operator());
    }

    /**
     * What is known of {@code expression} before it is written; the expression must be in the fused subset (its
     * types held, each call with a function).
     */
    Operand describe(SqlExpr expression) {
        if (expression instanceof SqlExpr.InputRef ref) {
            return new Operand(ref, Type.of(ref.type()), Origin.COLUMN, false);
        }
        if (expression instanceof SqlExpr.Literal literal) {
            if (literal.type().root() == Root.SYMBOL) {
                return new Operand(literal, null, Origin.UNKNOWN, false);
            }
            String text = literal.value();
            // as the writer holds a constant: never null
            Type type = text == null ? Type.of(literal.type()).nullable() : Type.of(literal.type()).notNull();
            boolean orderFree = text != null && type.root().isCharacter()
                    && text.chars().allMatch(c -> c < Character.MIN_SURROGATE);
            return new Operand(literal, type, text == null ? Origin.UNKNOWN : Origin.JAVA, orderFree);
        }
        SqlExpr.Call call = (SqlExpr.Call) expression;
        List<Operand> operands = call.operands().stream().map(this::describe).toList();
        return describe(call, operands);
    }

    /** What is known of {@code call} before it is written, from what is known of its operands. */
    Operand describe(SqlExpr.Call call, List<Operand> operands) {
        Entry entry = find(call).orElseThrow(() -> new IllegalStateException(
                "The decision step refuses a call without a function: " + call.name()));
        Type type = Type.of(call.type());
        // a cast to a type holding the same values hands its operand on as it is
        boolean orderFree = (call.operator().equals(CastCalls.CAST) || call.operator().equals(CastCalls.TRY_CAST))
                && operands.get(0).orderFree() && operands.get(0).type().sameValues(type);
        return new Operand(call, type, entry.origin().origin(call, operands, type), orderFree);
    }

    /** Operand types of which one is a date, time or interval. */
    static boolean anyDateTime(List<SqlType> types) {
        return types.stream().anyMatch(type -> type.root().isDateTime());
    }
}
