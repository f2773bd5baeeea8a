package io.github.typegen.sql;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.AggregateCall;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeField;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexInputRef;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexLocalRef;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexProgram;
import org.apache.calcite.rex.RexUtil;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.util.DateString;
import org.apache.calcite.util.TimeString;
import org.apache.calcite.util.TimestampString;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.internal.TableEnvironmentImpl;
import org.apache.flink.table.planner.calcite.FlinkTypeFactory;
import org.apache.flink.table.planner.delegation.PlannerBase;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalCalc;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalExchange;
import org.apache.flink.table.planner.plan.logical.CumulativeWindowSpec;
import org.apache.flink.table.planner.plan.logical.HoppingWindowSpec;
import org.apache.flink.table.planner.plan.logical.TimeAttributeWindowingStrategy;
import org.apache.flink.table.planner.plan.logical.TumblingWindowSpec;
import org.apache.flink.table.planner.plan.logical.WindowSpec;
import org.apache.flink.table.planner.plan.logical.WindowingStrategy;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalGlobalWindowAggregate;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalGroupAggregate;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalLocalWindowAggregate;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalWindowAggregate;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalWindowAggregateBase;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalRel;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalWatermarkAssigner;
import org.apache.flink.table.planner.plan.utils.ChangelogPlanUtils;
import org.apache.flink.table.planner.plan.PartialFinalType;
import org.apache.flink.table.planner.plan.abilities.source.SourceAbilitySpec;
import org.apache.flink.table.planner.plan.abilities.source.SourceWatermarkSpec;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalDataStreamScan;
import org.apache.flink.table.planner.plan.nodes.physical.stream.StreamPhysicalTableSourceScan;
import org.apache.flink.table.planner.plan.schema.TableSourceTable;
import org.apache.flink.table.runtime.groupwindow.NamedWindowProperty;
import org.apache.flink.table.runtime.groupwindow.RowtimeAttribute;
import org.apache.flink.table.runtime.groupwindow.WindowEnd;
import org.apache.flink.table.runtime.groupwindow.WindowStart;

import scala.collection.JavaConverters;

import io.github.typegen.processor.sql.AggregatePlan;
import io.github.typegen.processor.sql.CalcPlan;
import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * Asks Flink's planner for the optimized plan of a valid query over the {@code input} view, and reads it as a
 * {@link CalcPlan} when it is one projection and/or filter ({@code StreamPhysicalCalc}) over the scan of the input's
 * stream, or that scan alone; as an {@link AggregatePlan} when it is one group aggregation of that scan with the
 * projections and filters around it ({@code (Calc) -> Exchange -> GroupAggregate -> (Calc)}), or one window
 * aggregation of it ({@code WindowAggregate}, or the {@code LocalWindowAggregate} and {@code GlobalWindowAggregate}
 * the planner splits it into), with its window. Any other node (a join, another window, a rank, a deduplication, a
 * watermark assigner under a calc, an asynchronous or Python calc, ...)
 * keeps the query on Flink's Table runtime, with the node's name as the reason. Whatever the plan, it says whether
 * the query's changelog holds more than insertions, as the planner inferred it.
 *
 * <p>The plan is the one {@code PipelineTables.query} gets when the job is built, because the table is
 * registered as it is then ({@code fromDataStream}: a scan of the stream that neither projects nor filters for the
 * query), and optimized by the same planner: {@code PlannerBase.optimize}, the step between the logical plan
 * and the exec nodes that {@code EXPLAIN} and job translation both take. Its {@code RexNode}s are read as they
 * are, with Calcite's {@code SEARCH} (the planner's form of {@code IN}, {@code BETWEEN} and ranges) expanded
 * back into comparisons by {@link RexUtil#expandSearch}. The planner's internals were chosen over the JSON of a
 * {@code CompiledPlan} because the JSON's expression format is Flink's serialization of the same {@code
 * RexNode}s, without a promise of stability either, and reading it back would need its deserializers.
 */
public final class CalcPlans {

    /**
     * What the plan of one query is.
     *
     * @param calc the query as a projection and/or filter; null when it is not one
     * @param aggregate the query as one group aggregation of its input, with the projections and filters before
     *     and after it; null when it is not one
     * @param reason when {@code calc} and {@code aggregate} are null, why: the plan's node that is not a scan, a
     *     calc or a group aggregation, or what in the aggregation Typegen does not read
     * @param updating whether the query's changelog holds more than insertions, as Flink's planner inferred it
     */
    public record Found(CalcPlan calc, AggregatePlan aggregate, String reason, boolean updating) {

        Found(CalcPlan calc, String reason) {
            this(calc, null, reason, false);
        }

        Found updating(boolean updating) {
            return new Found(calc, aggregate, reason, updating);
        }
    }

    /** The source of a view made by {@code fromDataStream} (a class private to Flink's planner). */
    private static final String STREAM_SOURCE = "org.apache.flink.table.planner.connectors.ExternalDynamicSource";

    private final RexBuilder rexBuilder;
    private final Set<String> userFunctions;

    private CalcPlans(RexBuilder rexBuilder, Set<String> userFunctions) {
        this.rexBuilder = rexBuilder;
        this.userFunctions = userFunctions;
    }

    /**
     * The plan of {@code query}, a valid query of {@code tables}, while its {@code input} view is registered.
     *
     * @param inputColumns the input view's column names, which the plan's scan must read in that order
     * @param userFunctions the classes of the user functions the stage declares, whose calls carry the {@code eval}
     *     method Flink calls ({@link SqlExpr.Call#function()})
     */
    public static Found of(TableEnvironmentImpl tables, Table query, List<String> inputColumns,
            Set<String> userFunctions) {
        PlannerBase planner = (PlannerBase) tables.getPlanner();
        RelNode logical = planner.createRelBuilder().queryOperation(query.getQueryOperation()).build();
        RelNode optimized;
        try {
            optimized = planner.optimize(logical);
        } catch (RuntimeException e) {
            // e.g. a constant expression the planner folds and cannot compute (a division by zero): the job's
            // build meets the same
            return new Found(null, "Flink's planner could not optimize it: " + e);
        }
        List<String> names = query.getResolvedSchema().getColumnNames();
        boolean updating = optimized instanceof StreamPhysicalRel rel && !ChangelogPlanUtils.isInsertOnly(rel);
        try {
            return new CalcPlans(optimized.getCluster().getRexBuilder(), userFunctions).read(optimized, names,
                    inputColumns).updating(updating);
        } catch (ModelTypes.Unmodelled e) {
            return new Found(null, "its plan computes a value of type " + e.getMessage()
                    + ", which Typegen's SQL types do not describe");
        }
    }

    /** The optimized plan {@code optimized} as a {@link CalcPlan}, or why it is none. */
    private Found read(RelNode optimized, List<String> names, List<String> inputColumns)
            throws ModelTypes.Unmodelled {
        if (isScan(optimized)) {
            String wrong = wrongScan(optimized, inputColumns);
            if (wrong != null) {
                return new Found(null, wrong);
            }
            List<SqlExpr> projection = new ArrayList<>();
            List<RelDataTypeField> fields = optimized.getRowType().getFieldList();
            for (int i = 0; i < fields.size(); i++) {
                projection.add(new SqlExpr.InputRef(i, type(fields.get(i).getType())));
            }
            return new Found(new CalcPlan(null, projection, names), null);
        }
        if (optimized instanceof StreamPhysicalGroupAggregate aggregate) {
            return aggregate(aggregate, null, names, inputColumns);
        }
        if (optimized instanceof StreamPhysicalWindowAggregateBase window) {
            return windowAggregate(window, null, names, inputColumns);
        }
        if (!(optimized instanceof StreamPhysicalCalc calc)) {
            return new Found(null, "its plan has " + nodeName(optimized));
        }
        RelNode input = calc.getInput();
        if (input instanceof StreamPhysicalGroupAggregate aggregate) {
            return aggregate(aggregate, calc, names, inputColumns);
        }
        if (input instanceof StreamPhysicalWindowAggregateBase window) {
            return windowAggregate(window, calc, names, inputColumns);
        }
        if (!isScan(input)) {
            return new Found(null, "its plan has " + nodeName(input));
        }
        String wrong = wrongScan(input, inputColumns);
        if (wrong != null) {
            return new Found(null, wrong);
        }
        RexProgram program = calc.getProgram();
        SqlExpr condition = program.getCondition() == null ? null
                : expression(program.expandLocalRef(program.getCondition()));
        List<SqlExpr> projection = new ArrayList<>();
        for (RexLocalRef ref : program.getProjectList()) {
            projection.add(expression(program.expandLocalRef(ref)));
        }
        return new Found(new CalcPlan(condition, projection, names), null);
    }

    /**
     * The plan {@code (Calc) -> Exchange -> GroupAggregate -> (after)} over the input's scan as an {@link AggregatePlan}, or why
     * it is none: a node under the aggregation other than a {@code Calc} over the scan, an aggregation Flink splits
     * (the partial and final halves of a distinct aggregation over skewed keys), or a call with an ordering ({@code
     * WITHIN GROUP}) or an approximation.
     *
     * @param after the {@code Calc} over the aggregation's output; null when the aggregation is the plan's root
     */
    private Found aggregate(StreamPhysicalGroupAggregate aggregate, StreamPhysicalCalc after, List<String> names,
            List<String> inputColumns) throws ModelTypes.Unmodelled {
        if (aggregate.partialFinalType() != PartialFinalType.NONE) {
            return new Found(null, "its plan splits the GroupAggregate into partial and final aggregations");
        }
        if (!ChangelogPlanUtils.inputInsertOnly(aggregate)) {
            return new Found(null, "its plan's GroupAggregate reads an updating input");
        }
        Below below = below(aggregate.getInput(), inputColumns, true);
        if (below.reason() != null) {
            return new Found(null, below.reason());
        }
        List<Integer> grouping = new ArrayList<>();
        for (int key : aggregate.grouping()) {
            grouping.add(key);
        }
        List<AggregatePlan.Call> calls = new ArrayList<>();
        String refused = calls(aggregate.aggCalls(), "GroupAggregate", calls);
        if (refused != null) {
            return new Found(null, refused);
        }
        CalcPlan result = after == null ? identity(aggregate, names) : calc(after.getProgram(), names);
        return new Found(null, new AggregatePlan(below.input(), grouping, calls, result), null, false);
    }

    /**
     * The plan {@code (Calc) -> Exchange -> WindowAggregate -> (after)} over the input's scan as an {@link
     * AggregatePlan} with its {@link AggregatePlan.Window}, or why it is none. Flink's planner splits a window
     * aggregation into a {@code LocalWindowAggregate} before the exchange and a {@code GlobalWindowAggregate} after
     * it by default (its two-phase aggregation, which needs no mini-batch for windows): that pair is read as the
     * one aggregation it computes, the calls and the window of the local half, the window properties of the global
     * one. Read: event-time windows of {@code TUMBLE}, {@code HOP} and {@code CUMULATE} without an offset on the
     * rowtime the input's stream carries the watermarks of ({@code SOURCE_WATERMARK()}); anything else (a session
     * window, an offset, a watermark the planner assigns from a declared {@code @Watermark}) keeps the query on the
     * Table runtime, named.
     */
    private Found windowAggregate(StreamPhysicalWindowAggregateBase aggregate, StreamPhysicalCalc after,
            List<String> names, List<String> inputColumns) throws ModelTypes.Unmodelled {
        String node = nodeName(aggregate);
        StreamPhysicalWindowAggregateBase reading = aggregate;
        WindowingStrategy windowing;
        if (aggregate instanceof StreamPhysicalGlobalWindowAggregate global) {
            RelNode local = global.getInput() instanceof StreamPhysicalExchange exchange ? exchange.getInput()
                    : global.getInput();
            if (!(local instanceof StreamPhysicalLocalWindowAggregate localAggregate)) {
                return new Found(null, "its plan has " + node + " over " + nodeName(local));
            }
            reading = localAggregate;
            windowing = localAggregate.windowing();
            node = "WindowAggregate";
        } else if (aggregate instanceof StreamPhysicalWindowAggregate single) {
            windowing = single.windowing();
        } else {
            return new Found(null, "its plan has " + node);
        }
        if (!ChangelogPlanUtils.inputInsertOnly(aggregate)) {
            return new Found(null, "its plan's " + node + " reads an updating input");
        }
        WindowSpec spec = windowing.getWindow();
        if (!(windowing instanceof TimeAttributeWindowingStrategy time) || !windowing.isRowtime()) {
            return new Found(null, "its plan's " + node + " has the window " + spec + " on "
                    + (windowing.isRowtime() ? "the windows of another query" : "processing time"));
        }
        AggregatePlan.WindowKind kind;
        long size;
        long slide;
        Duration offset;
        if (spec instanceof TumblingWindowSpec tumble) {
            kind = AggregatePlan.WindowKind.TUMBLE;
            size = tumble.getSize().toMillis();
            slide = size;
            offset = tumble.getOffset();
        } else if (spec instanceof HoppingWindowSpec hop) {
            kind = AggregatePlan.WindowKind.HOP;
            size = hop.getSize().toMillis();
            slide = hop.getSlide().toMillis();
            offset = hop.getOffset();
        } else if (spec instanceof CumulativeWindowSpec cumulate) {
            kind = AggregatePlan.WindowKind.CUMULATE;
            size = cumulate.getMaxSize().toMillis();
            slide = cumulate.getStep().toMillis();
            offset = cumulate.getOffset();
        } else {
            return new Found(null, "its plan's " + node + " has the window " + spec);
        }
        if (offset != null && !offset.isZero()) {
            return new Found(null, "its plan's " + node + " has the window " + spec + ", with an offset");
        }
        if (slide <= 0 || size % slide != 0) {
            return new Found(null, "its plan's " + node + " has the window " + spec
                    + ", whose size is not a multiple of its slide");
        }
        Below below = below(reading.getInput(), inputColumns, false);
        if (below.reason() != null) {
            return new Found(null, below.reason());
        }
        List<Integer> grouping = new ArrayList<>();
        for (int key : reading.grouping()) {
            grouping.add(key);
        }
        List<AggregatePlan.Call> calls = new ArrayList<>();
        String refused = calls(reading.aggCalls(), node, calls);
        if (refused != null) {
            return new Found(null, refused);
        }
        List<AggregatePlan.Property> properties = new ArrayList<>();
        List<RelDataTypeField> outputs = aggregate.getRowType().getFieldList();
        List<NamedWindowProperty> named = JavaConverters.seqAsJavaList(aggregate.namedWindowProperties());
        for (int i = 0; i < named.size(); i++) {
            Object property = named.get(i).getProperty();
            AggregatePlan.WindowProperty which = property instanceof WindowStart ? AggregatePlan.WindowProperty.START
                    : property instanceof WindowEnd ? AggregatePlan.WindowProperty.END
                    : property instanceof RowtimeAttribute ? AggregatePlan.WindowProperty.TIME : null;
            if (which == null) {
                return new Found(null, "its plan's " + node + " outputs the window property " + property);
            }
            properties.add(new AggregatePlan.Property(which,
                    type(outputs.get(grouping.size() + calls.size() + i).getType())));
        }
        AggregatePlan.Window window = new AggregatePlan.Window(kind, time.getTimeAttributeIndex(), size, slide,
                properties);
        CalcPlan result = after == null ? identity(aggregate, names) : calc(after.getProgram(), names);
        return new Found(null, new AggregatePlan(below.input(), grouping, calls, result, window), null, false);
    }

    /**
     * The rows under an aggregation as a {@code CalcPlan} over the input's columns, or why they are not the input's.
     *
     * @param input the aggregation's input node
     * @param watermarksPassed whether a watermark assigner over the scan is passed by: a group aggregation reads no
     *     watermark; a window aggregation reads the stream's own, and one the planner assigns would not be those
     */
    private Below below(RelNode input, List<String> inputColumns, boolean watermarksPassed)
            throws ModelTypes.Unmodelled {
        RelNode below = input;
        // the exchange that partitions the rows by the group key (all to one task without a key): the keyBy the
        // fused operator is written with
        if (below instanceof StreamPhysicalExchange exchange) {
            below = exchange.getInput();
        }
        below = watermarksPassed ? belowWatermarks(below) : below;
        if (isScan(below)) {
            String wrong = wrongScan(below, inputColumns);
            return wrong != null ? new Below(null, wrong)
                    : new Below(identity(below, below.getRowType().getFieldNames()), null);
        }
        if (below instanceof StreamPhysicalCalc before) {
            RelNode scan = watermarksPassed ? belowWatermarks(before.getInput()) : before.getInput();
            if (!isScan(scan)) {
                return new Below(null, "its plan has " + nodeName(scan) + assigned(scan));
            }
            String wrong = wrongScan(scan, inputColumns);
            return wrong != null ? new Below(null, wrong)
                    : new Below(calc(before.getProgram(), before.getRowType().getFieldNames()), null);
        }
        return new Below(null, "its plan has " + nodeName(below) + assigned(below));
    }

    /** What a watermark assigner under a window aggregation is, for the reason; empty for another node. */
    private static String assigned(RelNode node) {
        return node instanceof StreamPhysicalWatermarkAssigner
                ? " (the watermarks of the input's @Watermark, which Flink's planner assigns, not the stream's own)"
                : "";
    }

    /** The rows under an aggregation, or why they are not read. */
    private record Below(CalcPlan input, String reason) {}

    /** Reads {@code aggCalls} into {@code calls}; returns why one is not read, or null. */
    private static String calls(scala.collection.Seq<AggregateCall> aggCalls, String node,
            List<AggregatePlan.Call> calls) throws ModelTypes.Unmodelled {
        for (AggregateCall call : JavaConverters.seqAsJavaList(aggCalls)) {
            if (!call.getCollation().getFieldCollations().isEmpty() || call.isApproximate()
                    || call.ignoreNulls() || !call.rexList.isEmpty()) {
                return "its plan's " + node + " calls " + call;
            }
            calls.add(new AggregatePlan.Call(Operators.of(call.getAggregation()), call.getAggregation().getName(),
                    call.getArgList(), call.filterArg, call.isDistinct(), type(call.getType())));
        }
        return null;
    }

    /**
     * The scan under the watermark assigner of the input's declared {@code @Watermark}, when {@code node} is one over
     * the scan; {@code node} otherwise. A group aggregation reads no watermark and no rowtime: the assigner changes
     * none of the rows it aggregates (its watermarks are the stream's own in the fused operator).
     */
    private static RelNode belowWatermarks(RelNode node) {
        return node instanceof StreamPhysicalWatermarkAssigner assigner && isScan(assigner.getInput())
                ? assigner.getInput() : node;
    }

    /** The columns of {@code node} as they are: one reference per column, no filter. */
    private static CalcPlan identity(RelNode node, List<String> names) throws ModelTypes.Unmodelled {
        List<SqlExpr> projection = new ArrayList<>();
        List<RelDataTypeField> fields = node.getRowType().getFieldList();
        for (int i = 0; i < fields.size(); i++) {
            projection.add(new SqlExpr.InputRef(i, type(fields.get(i).getType())));
        }
        return new CalcPlan(null, projection, names);
    }

    /** The projection and filter of a {@code Calc}'s program, its columns named {@code names}. */
    private CalcPlan calc(RexProgram program, List<String> names) throws ModelTypes.Unmodelled {
        SqlExpr condition = program.getCondition() == null ? null
                : expression(program.expandLocalRef(program.getCondition()));
        List<SqlExpr> projection = new ArrayList<>();
        for (RexLocalRef ref : program.getProjectList()) {
            projection.add(expression(program.expandLocalRef(ref)));
        }
        return new CalcPlan(condition, projection, names);
    }

    /** Whether {@code node} reads the input's stream: the scan of a view made by {@code fromDataStream}. */
    private static boolean isScan(RelNode node) {
        return node instanceof StreamPhysicalTableSourceScan || node instanceof StreamPhysicalDataStreamScan;
    }

    /**
     * Why the scan {@code node} is not the plain read of the input view's rows: a source other than the view's
     * stream, a source that projects, filters or assigns watermarks for the query, columns other than the input's;
     * null when it is the plain read. The stream's own watermarks ({@code SOURCE_WATERMARK()}) are the plain read:
     * the fused operator passes them on as the scan does.
     */
    private static String wrongScan(RelNode node, List<String> inputColumns) {
        if (node instanceof StreamPhysicalTableSourceScan scan) {
            TableSourceTable table = scan.getTable().unwrap(TableSourceTable.class);
            if (table == null || !table.tableSource().getClass().getName().equals(STREAM_SOURCE)) {
                return "its plan reads a table source, not the input's stream";
            }
            for (SourceAbilitySpec spec : table.abilitySpecs()) {
                if (!(spec instanceof SourceWatermarkSpec)) {
                    return "its plan's scan of the input has " + spec.getClass().getSimpleName();
                }
            }
        }
        List<String> read = node.getRowType().getFieldNames();
        return read.equals(inputColumns) ? null : "its plan's scan reads " + read + ", not the input's columns "
                + inputColumns;
    }

    /** {@code StreamPhysicalGroupAggregate} as {@code GroupAggregate}. */
    private static String nodeName(RelNode node) {
        return node.getRelTypeName().replaceFirst("^StreamPhysical", "");
    }

    private SqlExpr expression(RexNode node) throws ModelTypes.Unmodelled {
        if (node instanceof RexInputRef ref) {
            return new SqlExpr.InputRef(ref.getIndex(), type(ref.getType()));
        }
        if (node instanceof RexLiteral literal) {
            return new SqlExpr.Literal(literalText(literal), type(literal.getType()));
        }
        if (node instanceof RexCall call) {
            if (call.getKind() == SqlKind.SEARCH) {
                return expression(RexUtil.expandSearch(rexBuilder, null, call));
            }
            List<SqlExpr> operands = new ArrayList<>();
            for (RexNode operand : call.getOperands()) {
                operands.add(expression(operand));
            }
            return new SqlExpr.Call(Operators.of(call.getOperator()), call.getOperator().getName(), operands,
                    type(call.getType()), UserFunctions.of(call, userFunctions));
        }
        // a local reference, a field access, a dynamic parameter, a correlation: no operator the writer knows
        return new SqlExpr.Call(SqlOperator.OTHER, node.getKind().sql, List.of(), type(node.getType()));
    }

    /**
     * A literal's value as the text {@link SqlExpr.Literal#value()} documents: {@code 42}, {@code 1.1}, {@code it's},
     * {@code true}, {@code 2024-01-31}, {@code 12:34:56.789}, {@code 2024-01-31 12:34:56.123456789}, an interval as
     * its milliseconds or months, a symbol as its name.
     */
    private static String literalText(RexLiteral literal) {
        if (literal.isNull()) {
            return null;
        }
        SqlTypeName name = literal.getType().getSqlTypeName();
        SqlTypeFamily family = name.getFamily();
        if (family == SqlTypeFamily.CHARACTER) {
            return literal.getValueAs(String.class);
        }
        if (family == SqlTypeFamily.BOOLEAN) {
            return String.valueOf(literal.getValueAs(Boolean.class));
        }
        if (family == SqlTypeFamily.NUMERIC) {
            // exact: the writer parses it as the literal's type, as Flink's code generation converts it
            return literal.getValueAs(BigDecimal.class).toPlainString();
        }
        switch (name) {
            case DATE:
                return literal.getValueAs(DateString.class).toString();
            case TIME:
                return literal.getValueAs(TimeString.class).toString();
            case TIMESTAMP:
            case TIMESTAMP_WITH_LOCAL_TIME_ZONE:
                return literal.getValueAs(TimestampString.class).toString();
            case SYMBOL:
                return ((Enum<?>) literal.getValue()).name();
            default:
                break;
        }
        if (SqlTypeName.INTERVAL_TYPES.contains(name)) {
            // as Flink's runtime holds it: milliseconds of a day-time interval, months of a year-month one
            return literal.getValueAs(BigDecimal.class).toPlainString();
        }
        return String.valueOf(literal.getValue());
    }

    /** A type as the processor's SQL type, nullability included. */
    private static SqlType type(RelDataType type) throws ModelTypes.Unmodelled {
        return ModelTypes.of(FlinkTypeFactory.toLogicalType(type));
    }
}
