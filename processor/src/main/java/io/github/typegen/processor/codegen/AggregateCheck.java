package io.github.typegen.processor.codegen;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.sql.AggregatePlan;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * The decision step of a group or window aggregation, before anything is written: whether {@link AggregateWriter}
 * writes the plan as a typed keyed operator. The expressions before and after the aggregation are checked as a
 * Calc's are ({@link CalcCheck}); the group key's columns must be of a type the generated key class holds; each call
 * must be an aggregate function written here, over an argument type whose accumulation is Flink's exactly; a window
 * must be one {@link AggregateWriter} writes as Flink computes it.
 */
public final class AggregateCheck {

    static final SqlOperator COUNT = SqlOperator.calcite("COUNT");
    static final SqlOperator SUM = SqlOperator.calcite("SUM");
    /** {@code $SUM0}: a sum that is 0, not {@code NULL}, without a value; the planner writes it for an average's sum. */
    static final SqlOperator SUM0 = SqlOperator.calcite("SUM0");
    static final SqlOperator MIN = SqlOperator.calcite("MIN");
    static final SqlOperator MAX = SqlOperator.calcite("MAX");
    static final SqlOperator AVG = SqlOperator.calcite("AVG");

    /** The types a group key's column may have: those the key class holds and serializes. */
    private static final Set<Root> KEY_TYPES = EnumSet.of(Root.BOOLEAN, Root.INT, Root.BIGINT, Root.FLOAT,
            Root.DOUBLE, Root.DECIMAL, Root.CHAR, Root.VARCHAR, Root.DATE, Root.TIME, Root.TIMESTAMP,
            Root.TIMESTAMP_LTZ);
    /** The argument types of {@code SUM}, {@code MIN} and {@code MAX}. */
    private static final Set<Root> NUMBERS = EnumSet.of(Root.INT, Root.BIGINT, Root.FLOAT, Root.DOUBLE, Root.DECIMAL);
    /**
     * The argument types of {@code MIN} and {@code MAX}: the numbers, and the types Flink orders as the accumulator
     * holds them (booleans false first, strings by their UTF-8 bytes, dates, times and timestamps by time).
     */
    private static final Set<Root> ORDERED = EnumSet.of(Root.TINYINT, Root.SMALLINT, Root.INT, Root.BIGINT,
            Root.FLOAT, Root.DOUBLE, Root.DECIMAL, Root.BOOLEAN, Root.CHAR, Root.VARCHAR, Root.DATE, Root.TIME,
            Root.TIMESTAMP, Root.TIMESTAMP_LTZ);
    /** The argument types of {@code $SUM0}: those Flink sums in a primitive of the same type. */
    private static final Set<Root> SUMMED_FROM_ZERO = EnumSet.of(Root.INT, Root.BIGINT, Root.FLOAT, Root.DOUBLE);
    /** The argument types of {@code AVG}: its sum is a {@code BIGINT} or a {@code DOUBLE}. */
    private static final Set<Root> AVERAGED = EnumSet.of(Root.INT, Root.BIGINT, Root.FLOAT, Root.DOUBLE);

    /** The argument types of {@code COUNT(DISTINCT x)}: those whose values a map state holds by Flink's serializers. */
    static final Set<Root> DISTINCT_TYPES = EnumSet.of(Root.BOOLEAN, Root.INT, Root.BIGINT, Root.FLOAT, Root.DOUBLE,
            Root.DECIMAL, Root.CHAR, Root.VARCHAR, Root.DATE, Root.TIME);

    private AggregateCheck() {}

    /**
     * Why {@code plan}, over the columns of {@code input} and into those of {@code result}, cannot be written as a
     * typed keyed operator; empty when it can.
     *
     * @param sessionTimeZone the session time zone the build declares ({@code -Atypegen.sql.timeZone}), which the
     *     projections and filters around the aggregation need to compute a function of the time zone; null when it
     *     declares none
     */
    public static Optional<String> unsupported(AggregatePlan plan, TableModel input, TableModel result,
            ZoneId sessionTimeZone) {
        FunctionRegistry functions = FunctionRegistry.standard(sessionTimeZone);
        Optional<String> userFunction = userFunction(plan);
        if (userFunction.isPresent()) {
            return userFunction;
        }
        List<Integer> read = new ArrayList<>(plan.grouping());
        if (plan.window() != null) {
            Optional<String> window = windowRefusal(plan, sessionTimeZone);
            if (window.isPresent()) {
                return window;
            }
            read.add(plan.window().timeColumn());
        }
        for (AggregatePlan.Call call : plan.calls()) {
            read.addAll(call.arguments());
            if (call.filter() >= 0) {
                read.add(call.filter());
            }
        }
        Optional<String> before = CalcCheck.unsupportedValues(plan.input(), read.stream().distinct().toList(), input,
                functions);
        if (before.isPresent()) {
            return before;
        }
        for (int key : plan.grouping()) {
            SqlType type = plan.input().projection().get(key).type();
            if (!KEY_TYPES.contains(type.root())) {
                return Optional.of("a group key of type " + type.summary());
            }
        }
        for (AggregatePlan.Call call : plan.calls()) {
            Optional<String> refusal = callRefusal(plan, call);
            if (refusal.isPresent()) {
                return refusal;
            }
        }
        return CalcCheck.unsupportedResult(plan.result(), result, functions);
    }

    /**
     * Why the window of a window aggregation is not written: a rowtime other than a {@code TIMESTAMP(3)} or a {@code
     * TIMESTAMP_LTZ(3)}, or a {@code TIMESTAMP_LTZ} one without the session time zone its windows are in.
     */
    private static Optional<String> windowRefusal(AggregatePlan plan, ZoneId sessionTimeZone) {
        SqlType time = plan.input().projection().get(plan.window().timeColumn()).type();
        if ((time.root() != Root.TIMESTAMP && time.root() != Root.TIMESTAMP_LTZ) || time.precision() != 3) {
            return Optional.of("windows on a rowtime of type " + time.summary());
        }
        if (time.root() == Root.TIMESTAMP_LTZ && sessionTimeZone == null) {
            return Optional.of("the windows of a TIMESTAMP_LTZ rowtime, which are in the session time zone, without"
                    + " the session time zone declared (-Atypegen.sql.timeZone)");
        }
        return Optional.empty();
    }

    private static Optional<String> callRefusal(AggregatePlan plan, AggregatePlan.Call call) {
        String text = call.name() + (call.distinct() ? "(DISTINCT ...)" : "(...)");
        if (call.distinct()) {
            // COUNT(DISTINCT x): the values seen in a map state of the key, by the value's own serializer
            if (!call.function().equals(COUNT) || call.arguments().size() != 1) {
                return Optional.of("the aggregate " + text);
            }
            Root argument = plan.input().projection().get(call.arguments().get(0)).type().root();
            return DISTINCT_TYPES.contains(argument) ? Optional.empty()
                    : Optional.of("the aggregate " + text + " of " + argument);
        }
        if (call.function().equals(COUNT)) {
            return call.arguments().size() <= 1 ? Optional.empty() : Optional.of("the aggregate " + text
                    + " of several columns");
        }
        if (call.arguments().size() != 1) {
            return Optional.of("the aggregate " + text);
        }
        Root argument = plan.input().projection().get(call.arguments().get(0)).type().root();
        Set<Root> accepted = call.function().equals(AVG) ? AVERAGED
                : call.function().equals(SUM0) ? SUMMED_FROM_ZERO
                : call.function().equals(SUM) ? NUMBERS
                : call.function().equals(MIN) || call.function().equals(MAX) ? ORDERED
                : null;
        if (accepted == null) {
            return Optional.of("the aggregate function " + call.name());
        }
        if (!accepted.contains(argument) || call.type().root() != argument) {
            return Optional.of("the aggregate " + call.name() + " of " + argument);
        }
        return Optional.empty();
    }

    /** The first call of a user function in the plan: the aggregating operator holds none. */
    private static Optional<String> userFunction(AggregatePlan plan) {
        List<SqlExpr> expressions = new ArrayList<>(plan.input().projection());
        expressions.addAll(plan.result().projection());
        if (plan.input().condition() != null) {
            expressions.add(plan.input().condition());
        }
        if (plan.result().condition() != null) {
            expressions.add(plan.result().condition());
        }
        for (SqlExpr expression : expressions) {
            Optional<String> found = userFunction(expression);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> userFunction(SqlExpr expression) {
        if (expression instanceof SqlExpr.Call call) {
            if (call.function() != null) {
                return Optional.of("the user function " + call.name() + " around an aggregation");
            }
            for (SqlExpr operand : call.operands()) {
                Optional<String> found = userFunction(operand);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }
}
