package io.github.typegen.processor.sql;

import java.util.List;

/**
 * A query whose optimized plan is one projection and/or filter over its input, as Flink's planner optimized it.
 *
 * @param condition the filter, a {@code BOOLEAN} expression over the input columns; null when the query keeps
 *     every row
 * @param projection the result, one expression per column of the query's result, in the order of {@link
 *     SqlAnalysis.Valid#result()}
 * @param names the names of the result's columns, in the same order: each the name of the return type's column it
 *     fills, which for a column the query leaves unnamed ({@code EXPR$5}) is the return type's column at its
 *     position
 */
public record CalcPlan(SqlExpr condition, List<SqlExpr> projection, List<String> names) {

    public CalcPlan {
        projection = List.copyOf(projection);
        names = List.copyOf(names);
        if (names.size() != projection.size()) {
            throw new IllegalArgumentException("One name per projected column: " + names + " for " + projection);
        }
    }
}
