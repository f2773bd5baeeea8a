package io.github.typegen.runtime.table;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

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

    /** The names Flink's planner gives the columns a query leaves unnamed. */
    private static final Pattern UNNAMED = Pattern.compile("EXPR\\$\\d+");

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
     * <p>The result must have exactly the columns of {@code output}: a named column fills the column of its name (in
     * any order), a column the query leaves unnamed ({@code EXPR$5}, see {@link #filledColumns}) the column at its
     * position, as Flink's {@code INSERT INTO} fills a sink; each of a type Flink casts to the column's type
     * implicitly (as its sinks do: {@code INT} into {@code BIGINT}, {@code DECIMAL(5, 2)} into {@code DECIMAL(10,
     * 2)}, not {@code DOUBLE} into {@code INT}); and {@code NOT NULL} where the column is {@code NOT NULL} (a
     * primitive field, a {@code @PrimaryKey}). Flink itself would accept a nullable column there and fail on the
     * first null at run time; Typegen asks for the guarantee up front.
     *
     * @return one sentence per problem, in the order of the result's columns, then the missing columns
     */
    public static List<String> queryResultProblems(List<String> names, List<LogicalType> types, RowType output) {
        List<String> problems = new ArrayList<>();
        List<String> outputNames = output.getFieldNames();
        List<String> filled = filledColumns(names, outputNames);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < names.size(); i++) {
            String name = filled.get(i);
            LogicalType type = types.get(i);
            int index = outputNames.indexOf(name);
            boolean unnamed = isUnnamed(names.get(i));
            String column = unnamed ? "the unnamed column " + (i + 1) + " (" + names.get(i) + ")" : "column '" + name
                    + "'";
            if (unnamed && i >= outputNames.size()) {
                problems.add("the result's unnamed column " + (i + 1) + " (" + names.get(i) + ", "
                        + type.asSummaryString() + ") has no column of the return type at its position: the return"
                        + " type has " + outputNames.size() + " columns");
            } else if (!seen.add(name)) {
                problems.add(unnamed ? column + " fills the return type's column '" + name + "' by its position,"
                        + " which another column of the result fills by its name"
                        : "the result has two columns named '" + name + "'");
            } else if (index < 0) {
                problems.add("the result's column '" + name + "' (" + type.asSummaryString()
                        + ") is no column of the return type");
            } else {
                LogicalType target = output.getTypeAt(index);
                String into = unnamed ? "the return type's column " + (i + 1) + " '" + name + "' ("
                        + target.asSummaryString() + ")" : target.asSummaryString();
                if (!LogicalTypeCasts.supportsImplicitCast(type, target.copy(true))) {
                    problems.add(column + " is " + type.asSummaryString() + ", which Flink does not cast"
                            + " implicitly to " + into);
                } else if (type.isNullable() && !target.isNullable()) {
                    problems.add(column + " may be NULL (" + type.asSummaryString() + "), but "
                            + (unnamed ? into + " is NOT NULL" : "the return type's column is " + into));
                }
            }
        }
        for (int i = 0; i < outputNames.size(); i++) {
            if (!filled.contains(outputNames.get(i))) {
                problems.add("the result has no column '" + outputNames.get(i) + "' ("
                        + output.getTypeAt(i).asSummaryString() + ")");
            }
        }
        return problems;
    }

    /**
     * The columns of the return type, of the columns {@code outputNames}, that the result's columns {@code names}
     * fill, in the order of the result: a named column fills the column of its name, a column the query leaves
     * unnamed ({@link #isUnnamed}) the column at its position, as Flink's {@code INSERT INTO sink SELECT ...} maps
     * every column by position. An unnamed column past the return type's last keeps its own name, which no column
     * of the return type has.
     */
    public static List<String> filledColumns(List<String> names, List<String> outputNames) {
        List<String> filled = new ArrayList<>(names.size());
        for (int i = 0; i < names.size(); i++) {
            filled.add(isUnnamed(names.get(i)) && i < outputNames.size() ? outputNames.get(i) : names.get(i));
        }
        return filled;
    }

    /**
     * Whether a result column is one the query leaves unnamed: an expression without {@code AS}, which Flink's
     * planner (Calcite) names {@code EXPR$} and its position ({@code DATE_FORMAT(dateTime, 'HH:mm')}, the seventh
     * column, is {@code EXPR$6}).
     */
    public static boolean isUnnamed(String name) {
        return UNNAMED.matcher(name).matches();
    }
}
