package io.github.typegen.processor.pipeline;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.writing.CalcWriter;

/**
 * Decides where the query of each {@code @Stage.Sql} stage runs, and says so on the stage: as Java inside the
 * fused operator, when Flink's planner found its plan to be a projection and/or filter over the input and {@link
 * CalcWriter} covers every expression, column and type in it; on Flink's Table runtime otherwise, between the
 * operators before and after it. Each stage gets a note naming its path ({@link Message#SQL_FUSED}, {@link
 * Message#SQL_NOT_FUSED}); with {@code -Atypegen.sql.requireFusion=true} a stage that is not fused is an error
 * instead. Without Flink's SQL front end on the processor path nothing is known of the plans: the front end's own
 * note says so, and the queries run on the Table runtime as before, with no note per stage. A stage declared
 * {@code @Stage.Sql(checked = false)} runs on the Table runtime by its author's choice: it gets the note even
 * when fusion is required, never the error.
 */
final class QueryFusion {

    private final Reporter reporter;
    private final boolean requireFusion;
    /** Why each stage analysed but not fused runs on the Table runtime. */
    private final Map<StageModel, String> runtimeReasons = new IdentityHashMap<>();
    /** The stages declared {@code checked = false}. */
    private final Set<StageModel> unchecked = Collections.newSetFromMap(new IdentityHashMap<>());

    QueryFusion(Reporter reporter, boolean requireFusion) {
        this.reporter = reporter;
        this.requireFusion = requireFusion;
    }

    /**
     * Where a query runs.
     *
     * @param query the query, {@linkplain StageModel.Query#fused() fused} when it runs as Java
     * @param runtimeReason when it runs on Flink's Table runtime, why; null when it is fused
     */
    record Decided(StageModel.Query query, String runtimeReason) {}

    /**
     * {@code query}, fused when the front end found its plan (a projection and/or filter) and it can be written
     * as Java over the tables {@code in} and {@code out}; as it is otherwise, with the reason.
     *
     * @param runtimeReason the front end's reason, when {@code query.calc()} is null
     */
    Decided decide(StageModel.Query query, String runtimeReason, TableModel in, TableModel out) {
        if (query.calc() == null) {
            return new Decided(query, runtimeReason == null
                    ? "its plan is not a projection and filter of its input" : runtimeReason);
        }
        Optional<String> unsupported = CalcWriter.unsupported(query.calc(), in, out);
        if (unsupported.isPresent()) {
            return new Decided(query, "Typegen does not write " + unsupported.get() + " as Java");
        }
        return new Decided(query.fuse(in, out), null);
    }

    /** Remembers why {@code stage}, analysed by the front end, runs on the Table runtime. */
    void onTableRuntime(StageModel stage, String reason) {
        runtimeReasons.put(stage, reason);
    }

    /** Remembers that {@code stage} is declared {@code checked = false}, so it runs on the Table runtime. */
    void onUnchecked(StageModel stage) {
        unchecked.add(stage);
        runtimeReasons.put(stage, "it is declared checked = false, so Flink checks its query when the job is built");
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
                            segment.operatorName());
                }
            }
            StageModel sql = segment.sql();
            String reason = sql == null ? null : runtimeReasons.get(sql);
            if (reason == null) {
                continue;
            }
            ReadStage method = read.get(sql);
            Object[] arguments = {sql.name(), reason, sql.name()};
            if (requireFusion && !unchecked.contains(sql)) {
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
}
