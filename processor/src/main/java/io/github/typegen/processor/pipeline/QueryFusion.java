package io.github.typegen.processor.pipeline;

import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.codegen.AggregateCheck;
import io.github.typegen.processor.codegen.CalcCheck;
import io.github.typegen.processor.sql.AggregatePlan;
import io.github.typegen.processor.sql.CalcPlan;

/**
 * Decides where the query of each {@code @Stage.Sql} stage runs, and says so on the stage: as Java inside the
 * fused operator, when Flink's planner found its plan to be a projection and/or filter over the input and {@link
 * CalcCheck} finds every expression, column and type in it in the fused subset; as a typed keyed operator when the
 * plan is a group or window aggregation of the input that {@link AggregateCheck} accepts; on Flink's Table runtime
 * otherwise, between the operators before and after it. The decision is the stage's {@link QueryPlacement}, in the
 * pipeline model. Each stage gets a note naming its path ({@link Message#SQL_FUSED}, {@link Message#SQL_NOT_FUSED});
 * with {@code -Atypegen.sql.requireFusion=true} a stage that is not fused is an error
 * instead. Without Flink's SQL front end on the processor path nothing is known of the plans: the front end's own
 * note says so, and the queries run on the Table runtime as before, with no note per stage. A stage declared
 * {@code @Stage.Sql(checked = false)} runs on the Table runtime by its author's choice: it gets the note even
 * when fusion is required, never the error.
 */
final class QueryFusion {

    private final Reporter reporter;
    private final boolean requireFusion;

    QueryFusion(Reporter reporter, boolean requireFusion) {
        this.reporter = reporter;
        this.requireFusion = requireFusion;
    }

    /**
     * Where a query runs that Flink's SQL front end found valid: fused when the front end found its plan to be a
     * projection and/or filter ({@code calc}) and the fused subset covers it over the tables {@code in} and {@code
     * out}; on the Table runtime otherwise, with the reason.
     *
     * @param aggregate the query as one group aggregation of its input, when the front end found it so: fused as a
     *     typed keyed operator when {@link AggregateCheck} accepts it
     * @param runtimeReason the front end's reason, when {@code calc} and {@code aggregate} are null
     * @param sessionTimeZone the session time zone the build declares ({@code -Atypegen.sql.timeZone}), in which the
     *     front end planned the query and the fused code computes; null when it declares none
     */
    QueryPlacement decide(CalcPlan calc, AggregatePlan aggregate, String runtimeReason, TableModel in,
            TableModel out, String sessionTimeZone) {
        if (aggregate != null) {
            Optional<String> refused = AggregateCheck.unsupported(aggregate, in, out,
                    sessionTimeZone == null ? null : ZoneId.of(sessionTimeZone));
            return refused.isPresent()
                    ? new QueryPlacement.TableRuntime("its plan has " + (aggregate.window() == null ? "GroupAggregate"
                            : "WindowAggregate") + ", and Typegen does not write " + refused.get() + " as Java")
                    : new QueryPlacement.FusedAggregate(aggregate, in, out, sessionTimeZone);
        }
        if (calc == null) {
            return new QueryPlacement.TableRuntime(runtimeReason == null
                    ? "its plan is not a projection and filter of its input" : runtimeReason);
        }
        Optional<String> unsupported = CalcCheck.unsupported(calc, in, out,
                sessionTimeZone == null ? null : ZoneId.of(sessionTimeZone));
        if (unsupported.isPresent()) {
            return new QueryPlacement.TableRuntime("Typegen does not write " + unsupported.get() + " as Java");
        }
        return new QueryPlacement.Fused(calc, in, out, sessionTimeZone);
    }

    /**
     * Notes the path of every analysed {@code @Stage.Sql} stage of {@code segments}, or reports an error for each
     * one not fused when fusion is required; returns whether there was no such error.
     */
    boolean report(List<Segment> segments, Map<StageModel, ReadStage> read) {
        boolean valid = true;
        for (Segment segment : segments) {
            for (StageModel stage : segment.stages()) {
                if (stage.kind() == StageKind.SQL) {
                    ReadStage method = read.get(stage);
                    reporter.note(method.method(), StageAnnotation.SQL.mirror(method.method()),
                            StageAnnotation.SQL.value(method.method(), "value"), Message.SQL_FUSED, stage.name(),
                            "a projection and/or filter of its input", "inside the operator '"
                                    + segment.operatorName() + "'");
                }
            }
            StageModel sql = segment.sql();
            if (sql != null && sql.query().placement() instanceof QueryPlacement.FusedAggregate aggregate) {
                ReadStage method = read.get(sql);
                reporter.note(method.method(), StageAnnotation.SQL.mirror(method.method()),
                        StageAnnotation.SQL.value(method.method(), "value"), Message.SQL_FUSED, sql.name(),
                        aggregate.plan().window() == null ? "a group aggregation of its input"
                                : "a " + aggregate.plan().window().kind() + " window aggregation of its input",
                        aggregate.plan().window() == null ? "as a keyed operator after a keyBy on the group key,"
                                + " its accumulator in keyed state" : "as a keyed operator after a keyBy on the group"
                                + " key, an accumulator per slice of a window in keyed state, each window's result"
                                + " emitted when the watermark passes its end");
                continue;
            }
            String reason = sql == null ? null : reason(sql.query().placement());
            if (reason == null) {
                continue;
            }
            ReadStage method = read.get(sql);
            Object[] arguments = {sql.name(), reason, sql.name()};
            boolean declared = sql.query().placement() instanceof QueryPlacement.Unchecked;
            if (requireFusion && !declared) {
                reporter.error(method.method(), StageAnnotation.SQL.mirror(method.method()),
                        StageAnnotation.SQL.value(method.method(), "value"), Message.SQL_NOT_FUSED, arguments);
                valid = false;
            } else {
                reporter.note(method.method(), StageAnnotation.SQL.mirror(method.method()),
                        StageAnnotation.SQL.value(method.method(), "value"), Message.SQL_NOT_FUSED, arguments);
            }
        }
        return valid;
    }

    /** Why a query runs on the Table runtime, for its note; null when it is fused or nothing is known of it. */
    private static String reason(QueryPlacement placement) {
        if (placement instanceof QueryPlacement.TableRuntime runtime) {
            return runtime.reason();
        }
        if (placement instanceof QueryPlacement.Unchecked unchecked) {
            return unchecked.reason();
        }
        return null;
    }
}
