package io.github.typegen.sql;

import java.util.ArrayList;
import java.util.List;

import org.apache.flink.table.types.logical.ArrayType;
import org.apache.flink.table.types.logical.BinaryType;
import org.apache.flink.table.types.logical.CharType;
import org.apache.flink.table.types.logical.DayTimeIntervalType;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.LocalZonedTimestampType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.MapType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.TimeType;
import org.apache.flink.table.types.logical.TimestampType;
import org.apache.flink.table.types.logical.VarBinaryType;
import org.apache.flink.table.types.logical.VarCharType;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes.Root;

/**
 * Flink's {@code LogicalType}s as the processor's {@link SqlType}s: the type of every expression of a plan crosses
 * to the processor as a structure (root, precision, scale, nullability, element and field types), never as text.
 */
final class ModelTypes {

    /** A type the processor's SQL types do not describe (a multiset, a structured or raw type, ...). */
    static final class Unmodelled extends Exception {
        private static final long serialVersionUID = 1L;

        Unmodelled(LogicalType type) {
            super(type.asSummaryString());
        }
    }

    private ModelTypes() {}

    /** {@code type} as the processor's SQL type, nullability included. */
    static SqlType of(LogicalType type) throws Unmodelled {
        SqlType model = switch (type.getTypeRoot()) {
            case BOOLEAN -> SqlType.of(Root.BOOLEAN);
            case TINYINT -> SqlType.of(Root.TINYINT);
            case SMALLINT -> SqlType.of(Root.SMALLINT);
            case INTEGER -> SqlType.of(Root.INT);
            case BIGINT -> SqlType.of(Root.BIGINT);
            case FLOAT -> SqlType.of(Root.FLOAT);
            case DOUBLE -> SqlType.of(Root.DOUBLE);
            case DECIMAL -> SqlType.decimal(((DecimalType) type).getPrecision(), ((DecimalType) type).getScale());
            case CHAR -> SqlType.of(Root.CHAR, ((CharType) type).getLength());
            case VARCHAR -> SqlType.of(Root.VARCHAR, ((VarCharType) type).getLength());
            case BINARY -> SqlType.of(Root.BINARY, ((BinaryType) type).getLength());
            case VARBINARY -> SqlType.of(Root.VARBINARY, ((VarBinaryType) type).getLength());
            case DATE -> SqlType.of(Root.DATE);
            case TIME_WITHOUT_TIME_ZONE -> SqlType.of(Root.TIME, ((TimeType) type).getPrecision());
            case TIMESTAMP_WITHOUT_TIME_ZONE -> SqlType.of(Root.TIMESTAMP, ((TimestampType) type).getPrecision());
            case TIMESTAMP_WITH_LOCAL_TIME_ZONE ->
                    SqlType.of(Root.TIMESTAMP_LTZ, ((LocalZonedTimestampType) type).getPrecision());
            case INTERVAL_YEAR_MONTH -> SqlType.of(Root.INTERVAL_MONTH);
            case INTERVAL_DAY_TIME -> {
                DayTimeIntervalType interval = (DayTimeIntervalType) type;
                yield interval.getResolution() == DayTimeIntervalType.DayTimeResolution.SECOND
                        ? SqlType.of(Root.INTERVAL_SECOND, interval.getFractionalPrecision())
                        : SqlType.of(Root.INTERVAL_DAY_TIME, interval.getFractionalPrecision());
            }
            case ARRAY -> new SqlType(Root.ARRAY, -1, -1, false, List.of(of(((ArrayType) type).getElementType())),
                    null);
            case MAP -> new SqlType(Root.MAP, -1, -1, false, List.of(of(((MapType) type).getKeyType()),
                    of(((MapType) type).getValueType())), null);
            case ROW -> {
                List<SqlType> fields = new ArrayList<>();
                for (LogicalType field : ((RowType) type).getChildren()) {
                    fields.add(of(field));
                }
                yield new SqlType(Root.ROW, -1, -1, false, fields, null);
            }
            case SYMBOL -> SqlType.of(Root.SYMBOL);
            case NULL -> SqlType.of(Root.NULL);
            default -> throw new Unmodelled(type);
        };
        return model.withNotNull(!type.isNullable());
    }
}
