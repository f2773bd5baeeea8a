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
 */
public record AggregatePlan(CalcPlan input, List<Integer> grouping, List<Call> calls, CalcPlan result) {

    public AggregatePlan {
        grouping = List.copyOf(grouping);
        calls = List.copyOf(calls);
    }

    /** The type of the aggregation's output column {@code index}: a key's column, then one per call. */
    public SqlType outputType(int index) {
        return index < grouping.size() ? input.projection().get(grouping.get(index)).type()
                : calls.get(index - grouping.size()).type();
    }

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
