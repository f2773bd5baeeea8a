package io.github.typegen.processor.sql;

import java.util.List;

/** What the front end found for one {@link SqlQuery}. */
public sealed interface SqlAnalysis {

    /**
     * Flink's parser or validator refused the query.
     *
     * @param message Flink's own message
     */
    record Invalid(String message) implements SqlAnalysis {}

    /**
     * The query is valid, but its result does not fit the output columns.
     *
     * @param message what does not fit: a missing column, a type or nullability Flink cannot cast implicitly
     * @param result the query's result columns, to show beside the output columns
     */
    record ResultMismatch(String message, List<SqlColumn> result) implements SqlAnalysis {
        public ResultMismatch {
            result = List.copyOf(result);
        }
    }

    /**
     * The query is valid and its result fits the output columns.
     *
     * @param result the query's result columns
     * @param calc when the optimized plan only projects and/or filters the input, that projection and filter,
     *     which the processor may write as Java; null when the query needs Flink's Table runtime
     * @param aggregate when the optimized plan is one group aggregation of the input with the projections and
     *     filters around it, that plan; null otherwise (and whenever {@code calc} is not null)
     * @param runtimeReason when {@code calc} and {@code aggregate} are null, why: the plan's operator, for the note
     *     naming each stage's path; null when either is not
     * @param updating whether the query's result is updating: Flink's planner finds that its changelog holds more
     *     than insertions ({@code -U}, {@code +U}, {@code -D}), which only a {@code Change<T>} holds
     */
    record Valid(List<SqlColumn> result, CalcPlan calc, AggregatePlan aggregate, String runtimeReason,
            boolean updating) implements SqlAnalysis {
        public Valid {
            result = List.copyOf(result);
        }

        /** An insert-only query, whose plan is a projection and filter ({@code calc}) or runs on the Table runtime. */
        public Valid(List<SqlColumn> result, CalcPlan calc, String runtimeReason) {
            this(result, calc, null, runtimeReason, false);
        }
    }
}
