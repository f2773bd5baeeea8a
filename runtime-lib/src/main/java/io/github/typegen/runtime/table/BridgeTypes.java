package io.github.typegen.runtime.table;

import java.util.List;

import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.types.DataType;

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
}
