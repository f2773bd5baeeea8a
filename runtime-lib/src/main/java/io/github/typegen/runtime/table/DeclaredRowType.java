package io.github.typegen.runtime.table;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.flink.table.data.DecimalData;
import org.apache.flink.table.data.GenericRowData;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.TimestampData;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.LogicalTypeFamily;
import org.apache.flink.table.types.logical.LogicalTypeRoot;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.utils.LogicalTypeChecks;

/**
 * The internal rows of a {@code @FlinkType} class when a user's {@code Schema} re-declares some of its columns
 * ({@code fromDataStream(stream, schema)}): Flink reads internal rows by the declared types without casting, so
 * the rows must already hold them. A declaration may change what the internal value holds as is (nullability, a
 * string's length, a {@code TIME} precision) or what Typegen adjusts here, as Flink's {@code CAST} would: a
 * timestamp's precision (truncated) and a decimal's precision and scale (rounded). Any other type change is a
 * problem to report: it needs a cast, which a computed column or {@code @Column(type = ...)} expresses.
 */
public final class DeclaredRowType implements Serializable {

    private static final long serialVersionUID = 1L;

    private final RowType classType;
    private final RowType rowType;
    private final int[] adjusted;
    /** Reads each column of a row in the class's row type; made once, not per row. */
    private final RowData.FieldGetter[] getters;
    private final transient List<String> problems;

    private DeclaredRowType(RowType classType, RowType rowType, int[] adjusted, List<String> problems) {
        this.classType = classType;
        this.rowType = rowType;
        this.adjusted = adjusted;
        this.problems = problems;
        this.getters = new RowData.FieldGetter[classType.getFieldCount()];
        for (int i = 0; i < getters.length; i++) {
            getters[i] = RowData.createFieldGetter(classType.getTypeAt(i), i);
        }
    }

    /**
     * The row type of {@code schema}'s class with the {@code declared} column types (by column name), and the
     * declarations that cannot be applied.
     */
    public static DeclaredRowType of(TypegenSchema<?> schema, Map<String, LogicalType> declared) {
        RowType classType = schema.rowType();
        List<RowType.RowField> fields = new ArrayList<>();
        List<Integer> adjusted = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < classType.getFieldCount(); i++) {
            RowType.RowField field = classType.getFields().get(i);
            LogicalType target = declared.get(field.getName());
            if (target == null || sameInternalValue(field.getType(), target)) {
                fields.add(target == null ? field : new RowType.RowField(field.getName(), target));
            } else if (adjustable(field.getType(), target)) {
                fields.add(new RowType.RowField(field.getName(), target));
                adjusted.add(i);
            } else {
                fields.add(field);
                problems.add("it declares column `" + field.getName() + "` " + target.asSummaryString() + ", but "
                        + schema.typeClass().getSimpleName() + "'s column is " + field.getType().asSummaryString()
                        + ": a declared type may change nullability, length or precision only; cast in a computed"
                        + " column (columnByExpression(\"" + field.getName() + "2\", \"CAST(" + field.getName()
                        + " AS " + target.asSerializableString() + ")\")) or set the field's type with"
                        + " @Column(type = ...)");
            }
        }
        return new DeclaredRowType(classType, new RowType(classType.isNullable(), fields),
                adjusted.stream().mapToInt(Integer::intValue).toArray(), problems);
    }

    /** The declarations that cannot be applied; empty when all can. */
    public List<String> problems() {
        return problems;
    }

    /** The class's row type with the declared column types. */
    public RowType rowType() {
        return rowType;
    }

    /** {@code row}, written in the class's row type, in {@link #rowType()}: timestamps truncated, decimals rounded. */
    public RowData adjust(RowData row) {
        if (adjusted.length == 0) {
            return row;
        }
        GenericRowData result = new GenericRowData(row.getRowKind(), row.getArity());
        for (int i = 0; i < row.getArity(); i++) {
            result.setField(i, getters[i].getFieldOrNull(row));
        }
        for (int i : adjusted) {
            Object value = result.getField(i);
            if (value instanceof TimestampData timestamp) {
                result.setField(i, truncate(timestamp, LogicalTypeChecks.getPrecision(rowType.getTypeAt(i))));
            } else if (value instanceof DecimalData decimal) {
                DecimalType type = (DecimalType) rowType.getTypeAt(i);
                BigDecimal bigDecimal = decimal.toBigDecimal();
                result.setField(i, RowConversions.decimal(bigDecimal, type.getPrecision(), type.getScale(),
                        "column `" + rowType.getFieldNames().get(i) + "`"));
            }
        }
        return result;
    }

    private static boolean sameInternalValue(LogicalType classType, LogicalType target) {
        LogicalType from = classType.copy(true);
        LogicalType to = target.copy(true);
        return from.equals(to)
                || (from.is(LogicalTypeFamily.CHARACTER_STRING) && to.is(LogicalTypeFamily.CHARACTER_STRING))
                || (from.is(LogicalTypeFamily.BINARY_STRING) && to.is(LogicalTypeFamily.BINARY_STRING))
                || (from.is(LogicalTypeRoot.TIME_WITHOUT_TIME_ZONE) && to.is(LogicalTypeRoot.TIME_WITHOUT_TIME_ZONE));
    }

    private static boolean adjustable(LogicalType classType, LogicalType target) {
        return (classType.is(LogicalTypeRoot.TIMESTAMP_WITHOUT_TIME_ZONE)
                        && target.is(LogicalTypeRoot.TIMESTAMP_WITHOUT_TIME_ZONE))
                || (classType.is(LogicalTypeRoot.TIMESTAMP_WITH_LOCAL_TIME_ZONE)
                        && target.is(LogicalTypeRoot.TIMESTAMP_WITH_LOCAL_TIME_ZONE))
                || (classType.is(LogicalTypeRoot.DECIMAL) && target.is(LogicalTypeRoot.DECIMAL));
    }

    /** As Flink's cast to a lower precision: the digits beyond {@code precision} dropped. */
    private static TimestampData truncate(TimestampData timestamp, int precision) {
        long millis = timestamp.getMillisecond();
        int nanos = timestamp.getNanoOfMillisecond();
        if (precision >= 3) {
            int unit = (int) Math.pow(10, 9 - precision);
            return TimestampData.fromEpochMillis(millis, nanos - nanos % unit);
        }
        long unit = (long) Math.pow(10, 3 - precision);
        return TimestampData.fromEpochMillis(millis - Math.floorMod(millis, unit));
    }
}
