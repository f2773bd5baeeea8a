package io.github.typegen.processor.pipeline;

import java.util.ArrayList;
import java.util.List;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes;
import io.github.typegen.processor.sql.CalcPlan;
import io.github.typegen.processor.sql.SqlExpr;

/**
 * Whether a pipeline's fused queries depend on the session time zone ({@code table.local-time-zone}), which the job
 * sets when it is built. A {@code TIMESTAMP_LTZ} is an instant: a call depends on the zone where it turns one into
 * or from a value of another kind (a string, a {@code TIMESTAMP}, a {@code DATE}, a number such as {@code
 * EXTRACT}'s), or takes a time unit ({@code FLOOR}, {@code CEIL}, {@code TIMESTAMPADD}: units are counted on the
 * wall clock). Calls among instants, intervals and booleans alone (comparisons, {@code + INTERVAL}, {@code CASE},
 * a cast to another precision) do not. A {@code TIMESTAMP_LTZ} constant does: the planner computed it in the zone it
 * planned in. Such a query is fused only when the build declares the zone ({@code
 * -Atypegen.sql.timeZone}), and the job then checks when it is built that its zone is that one.
 */
final class SessionTimeZone {

    private SessionTimeZone() {}

    /**
     * The zone the job's {@code table.local-time-zone} must be, {@code declared}, when a fused query of {@code
     * segments} depends on it; null when none does, or no zone is declared.
     */
    static String of(List<Segment> segments, String declared) {
        if (declared == null) {
            return null;
        }
        for (Segment segment : segments) {
            if (segment.sql() != null && segment.sql().query().placement()
                    instanceof QueryPlacement.FusedAggregate aggregate && aggregate.plan().window() != null
                    && aggregate.plan().input().projection().get(aggregate.plan().window().timeColumn()).type().root()
                            == SqlTypes.Root.TIMESTAMP_LTZ) {
                // the windows of a TIMESTAMP_LTZ rowtime are of the session time zone's wall clock
                return declared;
            }
            // a fused query is a stage of the operator; a segment's opening query runs on the Table runtime
            for (StageModel stage : segment.stages()) {
                if (stage.query() != null && stage.query().placement() instanceof QueryPlacement.Fused fused
                        && readsLocalTimestamps(fused.calc())) {
                    return declared;
                }
            }
        }
        return null;
    }

    private static boolean readsLocalTimestamps(CalcPlan calc) {
        if (calc.condition() != null && dependsOnZone(calc.condition())) {
            return true;
        }
        return calc.projection().stream().anyMatch(SessionTimeZone::dependsOnZone);
    }

    /** Whether {@code expression} has a call that depends on the session time zone. */
    static boolean dependsOnZone(SqlExpr expression) {
        if (expression instanceof SqlExpr.Literal literal) {
            // a TIMESTAMP_LTZ constant: the planner computed its instant in the session time zone
            return literal.value() != null && literal.type().root() == SqlTypes.Root.TIMESTAMP_LTZ;
        }
        if (!(expression instanceof SqlExpr.Call call)) {
            return false;
        }
        if (call.operands().stream().anyMatch(SessionTimeZone::dependsOnZone)) {
            return true;
        }
        List<SqlType> types = new ArrayList<>();
        types.add(call.type());
        call.operands().forEach(operand -> types.add(operand.type()));
        boolean instants = types.stream().anyMatch(type -> type.root() == SqlTypes.Root.TIMESTAMP_LTZ);
        return instants && !types.stream().allMatch(SessionTimeZone::zoneFree);
    }

    /** A type whose values a call can take or make with an instant without reading the zone. */
    private static boolean zoneFree(SqlType type) {
        SqlTypes.Root root = type.root();
        return root == SqlTypes.Root.TIMESTAMP_LTZ || root == SqlTypes.Root.BOOLEAN || root == SqlTypes.Root.NULL
                || root.isInterval();
    }
}
