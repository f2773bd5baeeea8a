package io.github.typegen.runtime.table;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.utils.LogicalTypeCasts;

/**
 * The types {@code TypedTables} and generated fused operators hand to Flink's bridge when they move a
 * {@code @FlinkType} class's internal rows between a {@code DataStream} and a table.
 */
public final class BridgeTypes {

    private BridgeTypes() {}

    /** {@code schema}'s table schema without its primary key: an insert-only stream declares none. */
    public static Schema insertOnlySchema(TypegenSchema<?> schema) {
        Schema full = schema.schema();
        if (schema.primaryKey().isEmpty()) {
            return full;
        }
        Schema.Builder builder = Schema.newBuilder().fromRowDataType(schema.dataType());
        full.getWatermarkSpecs().forEach(w -> builder.watermark(w.getColumnName(), w.getWatermarkExpression()));
        return builder.build();
    }

    /**
     * The row type Flink's sink converts the table to, bridged to {@link RowData}. Flink guards every
     * {@code NOT NULL} column of a sink type with a {@code ConstraintEnforcer} operator, even where the
     * query's column can never be null, and with object reuse off that operator costs a row copy per
     * record. So when every {@code NOT NULL} column of Foo is {@code NOT NULL} in the table too, the sink
     * type declares its columns nullable and the planner adds no enforcer; the planner's own types
     * guarantee the values. Otherwise Foo's type is kept, and Flink rejects a null written into a {@code
     * NOT NULL} column as it always does.
     */
    public static DataType sinkType(ResolvedSchema tableSchema, TypegenSchema<?> schema) {
        DataType type = schema.dataType();
        List<String> names = DataType.getFieldNames(type);
        List<DataType> fields = DataType.getFieldDataTypes(type);
        for (int i = 0; i < names.size(); i++) {
            boolean tableNullable = tableSchema.getColumn(names.get(i))
                    .map(c -> c.getDataType().getLogicalType().isNullable())
                    .orElse(true);
            if (tableNullable && !fields.get(i).getLogicalType().isNullable()) {
                return type.bridgedTo(RowData.class);
            }
        }
        DataTypes.Field[] nullable = new DataTypes.Field[names.size()];
        for (int i = 0; i < nullable.length; i++) {
            nullable[i] = DataTypes.FIELD(names.get(i), fields.get(i).nullable());
        }
        return DataTypes.ROW(nullable).bridgedTo(RowData.class);
    }

    /**
     * Why the result of a {@code @Stage.Sql} query, the columns {@code names} of the types {@code types}, does not
     * fit {@code output}, the row of the stage's return type; empty when it fits. The one rule of both sides:
     * Typegen's SQL front end applies it when the stage is compiled, {@code PipelineTables.query} when the job is
     * built, so the two cannot disagree.
     *
     * <p>The result must have exactly the columns of {@code output}, matched by name (in any order); each of a type
     * Flink casts to the column's type implicitly (as its sinks do: {@code INT} into {@code BIGINT}, {@code
     * DECIMAL(5, 2)} into {@code DECIMAL(10, 2)}, not {@code DOUBLE} into {@code INT}); and {@code NOT NULL} where
     * the column is {@code NOT NULL} (a primitive field, a {@code @PrimaryKey}). Flink itself would accept a
     * nullable column there and fail on the first null at run time; Typegen asks for the guarantee up front.
     *
     * @return one sentence per problem, in the order of the result's columns, then the missing columns
     */
    public static List<String> queryResultProblems(List<String> names, List<LogicalType> types, RowType output) {
        List<String> problems = new ArrayList<>();
        List<String> outputNames = output.getFieldNames();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            LogicalType type = types.get(i);
            int index = outputNames.indexOf(name);
            if (!seen.add(name)) {
                problems.add("the result has two columns named '" + name + "'");
            } else if (index < 0) {
                problems.add("the result's column '" + name + "' (" + type.asSummaryString()
                        + ") is no column of the return type");
            } else {
                LogicalType target = output.getTypeAt(index);
                if (!LogicalTypeCasts.supportsImplicitCast(type, target.copy(true))) {
                    problems.add("column '" + name + "' is " + type.asSummaryString() + ", which Flink does not cast"
                            + " implicitly to " + target.asSummaryString());
                } else if (type.isNullable() && !target.isNullable()) {
                    problems.add("column '" + name + "' may be NULL (" + type.asSummaryString()
                            + "), but the return type's column is " + target.asSummaryString());
                }
            }
        }
        for (int i = 0; i < outputNames.size(); i++) {
            if (!names.contains(outputNames.get(i))) {
                problems.add("the result has no column '" + outputNames.get(i) + "' ("
                        + output.getTypeAt(i).asSummaryString() + ")");
            }
        }
        return problems;
    }
}
