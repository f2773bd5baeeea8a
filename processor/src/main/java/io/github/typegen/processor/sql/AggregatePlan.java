package io.github.typegen.processor.sql;

import java.util.List;

import io.github.typegen.processor.model.SqlType;

/**
 * A query whose optimized plan is one group aggregation of its input, with the projections and filters Flink's
 * planner puts before and after it: {@code (Calc) -> GroupAggregate -> (Calc)} over the scan of the input's stream,
 * as Flink's planner optimized it. Nothing in it assumes that the aggregation has no window: a window aggregation is
 * the same structure over windows, which a later plan shape adds.
 *
 * @param input the rows the aggregation reads, one expression per column over the query's input columns, and the
 *     filter before it; the input columns themselves, unfiltered, when the planner put no {@code Calc} before the
 *     aggregation. Its {@link CalcPlan#names()} are the planner's names of those columns
 * @param grouping the group key: positions among {@code input}'s columns, in the order of the aggregation's output
 * @param calls the aggregate calls, in the order of the aggregation's output, after the group key's columns
 * @param result the query's result over the aggregation's output (the key's columns, then one column per call),
 *     one expression per column of the query's result and the filter after the aggregation; those columns
 *     themselves when the planner put no {@code Calc} after it. Its {@link CalcPlan#names()} are the result's
 *     column names, as {@link CalcPlan} names them
 * @param window the window the rows are aggregated in, when the aggregation is a window aggregation ({@code
 *     WindowAggregate}, over the window table functions {@code TUMBLE}, {@code HOP} and {@code CUMULATE}); its
 *     properties are the aggregation's last output columns, after the calls'. Null for a group aggregation
 */
public record AggregatePlan(CalcPlan input, List<Integer> grouping, List<Call> calls, CalcPlan result,
        Window window) {

    public AggregatePlan {
        grouping = List.copyOf(grouping);
        calls = List.copyOf(calls);
    }

    /** A group aggregation: no window. */
    public AggregatePlan(CalcPlan input, List<Integer> grouping, List<Call> calls, CalcPlan result) {
        this(input, grouping, calls, result, null);
    }

    /** This plan with {@code result} after the aggregation. */
    public AggregatePlan withResult(CalcPlan result) {
        return new AggregatePlan(input, grouping, calls, result, window);
    }

    /**
     * The type of the aggregation's output column {@code index}: a key's column, then one per call, then the
     * window's properties.
     */
    public SqlType outputType(int index) {
        if (index < grouping.size()) {
            return input.projection().get(grouping.get(index)).type();
        }
        if (index < grouping.size() + calls.size()) {
            return calls.get(index - grouping.size()).type();
        }
        return window.properties().get(index - grouping.size() - calls.size()).type();
    }

    /** What kind of window a window aggregation aggregates in. */
    public enum WindowKind {
        /** {@code TUMBLE(TABLE t, DESCRIPTOR(ts), size)}: windows of {@code size}, one after the other. */
        TUMBLE,
        /** {@code HOP(TABLE t, DESCRIPTOR(ts), slide, size)}: windows of {@code size}, one every {@code slide}. */
        HOP,
        /**
         * {@code CUMULATE(TABLE t, DESCRIPTOR(ts), step, size)}: windows starting every {@code size}, ending every
         * {@code step} within it.
         */
        CUMULATE
    }

    /** A window property the aggregation outputs. */
    public enum WindowProperty {
        /** {@code window_start}: a {@code TIMESTAMP(3) NOT NULL}. */
        START,
        /** {@code window_end}: a {@code TIMESTAMP(3) NOT NULL}. */
        END,
        /** {@code window_time}, the window's rowtime ({@code window_end} - 1 ms): of the rowtime's type, not null. */
        TIME
    }

    /**
     * The window of a window aggregation, as Flink's planner made it ({@code WindowingStrategy} on the input's
     * rowtime, event time, no offset).
     *
     * @param kind the window table function
     * @param timeColumn the position among {@link AggregatePlan#input()}'s columns of the rowtime the windows are
     *     of: a {@code TIMESTAMP(3)} or a {@code TIMESTAMP_LTZ(3)}, whose windows are in the session time zone
     * @param size the window's size in milliseconds ({@code CUMULATE}'s maximum size)
     * @param slide {@code HOP}'s slide, {@code CUMULATE}'s step, in milliseconds; {@code size} for {@code TUMBLE}
     * @param properties the window properties the aggregation outputs, in order, each with its type
     */
    public record Window(WindowKind kind, int timeColumn, long size, long slide, List<Property> properties) {

        public Window {
            properties = List.copyOf(properties);
        }
    }

    /** A window property of the aggregation's output, with its type. */
    public record Property(WindowProperty property, SqlType type) {}

    /**
     * One aggregate call, as Calcite's {@code AggregateCall} holds it.
     *
     * @param function the aggregate function's identity ({@code SqlStdOperatorTable.COUNT}, {@code SUM}, {@code
     *     SUM0}, {@code MIN}, {@code MAX}, {@code AVG}, ...), as {@link SqlOperator} names every operator; the
     *     processor decides which it writes
     * @param name the function's name, for a note when it is not written
     * @param arguments its arguments, positions among {@link AggregatePlan#input()}'s columns; none for
     *     {@code COUNT(*)}
     * @param filter the position among {@link AggregatePlan#input()}'s columns of the {@code BOOLEAN NOT NULL} column
     *     of its {@code FILTER (WHERE ...)}; -1 when it has none
     * @param distinct whether it aggregates distinct values ({@code COUNT(DISTINCT x)})
     * @param type its result type, as Flink's planner derives it (nullability included)
     */
    public record Call(SqlOperator function, String name, List<Integer> arguments, int filter, boolean distinct,
            SqlType type) {

        public Call {
            arguments = List.copyOf(arguments);
        }
    }
}
