package io.github.typegen.processor.pipeline;

import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.sql.AggregatePlan;
import io.github.typegen.processor.sql.CalcPlan;

/**
 * Where the query of a {@code @Stage.Sql} stage runs: a fact of the pipeline model, decided once by {@link
 * QueryFusion} before any writer runs. {@code Segments} splits the operators by it, {@code FusedWriter} writes what it
 * says, and each stage's note (or error) names it.
 */
public sealed interface QueryPlacement {

    /**
     * As Java inside the fused operator: the projection and filter Flink's planner made of the query, over the columns
     * of its input type's table, into those of its return type's.
     *
     * @param sessionTimeZone the session time zone the build declares ({@code -Atypegen.sql.timeZone}), which the
     *     written code computes in; null when it declares none
     */
    record Fused(CalcPlan calc, TableModel input, TableModel result, String sessionTimeZone)
            implements QueryPlacement {}

    /**
     * As a typed keyed operator in the fused pipeline: the group aggregation Flink's planner made of the query, with
     * the projections and filters around it, over the columns of its input type's table, into those of its return
     * type's (whose changelog the stage returns, {@code Change<T>}).
     *
     * @param sessionTimeZone the session time zone the build declares, which the projections and filters around the
     *     aggregation compute in; null when it declares none
     */
    record FusedAggregate(AggregatePlan plan, TableModel input, TableModel result, String sessionTimeZone)
            implements QueryPlacement {}

    /**
     * On Flink's Table runtime, between the operators before and after it, though Flink's SQL front end checked it.
     *
     * @param reason why: the plan's operator, or what in it Typegen does not write as Java
     */
    record TableRuntime(String reason) implements QueryPlacement {}

    /**
     * On Flink's Table runtime, unchecked at compile time: Flink checks the query when the job is built.
     *
     * @param reason why, for the stage's note: the stage says so ({@code @Stage.Sql(checked = false)}), or it
     *     declares a function this compilation compiles; null when Flink's SQL front end is not on the processor
     *     path (one note for the compilation says so)
     */
    record Unchecked(String reason) implements QueryPlacement {

        /** The reason of a stage declared {@code @Stage.Sql(checked = false)}. */
        static final String DECLARED = "it is declared checked = false, so Flink checks its query when the job is"
                + " built";
    }
}
