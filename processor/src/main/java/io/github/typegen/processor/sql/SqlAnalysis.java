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
     * @param runtimeReason when {@code calc} is null, why: the plan's operator or the expression outside what
     *     Typegen writes as Java, for the note naming each stage's path; null when {@code calc} is not
     */
    record Valid(List<SqlColumn> result, CalcPlan calc, String runtimeReason) implements SqlAnalysis {
        public Valid {
            result = List.copyOf(result);
        }
    }
}
