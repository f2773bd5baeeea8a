package io.github.typegen.runtime.table;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.data.GenericRowData;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.StringData;
import org.apache.flink.table.data.TimestampData;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.types.Row;

/**
 * The table view of an atomic type ({@code String}, a boxed primitive, {@code BigDecimal}, a {@code java.time}
 * value): one column, {@code f0} as Flink names it, of the type Flink derives for the type's {@code
 * TypeInformation} ({@code STRING}, {@code INT NOT NULL}, {@code DECIMAL(38, 18)}, {@code TIMESTAMP_LTZ(9)},
 * ...). It converts each value to and from Flink's rows in plain code, like a generated {@code FooSchema}, so
 * that a {@code DataStream<String>} goes in and out of a table without Flink's reflective converters; the
 * stream carries Flink's own typed serializer for the value ({@link #typeInfo()}: {@code Types.STRING}, ...).
 *
 * <p>Boxed primitives are {@code NOT NULL} columns, as Flink derives them, since their serializers cannot
 * write a null; {@code String}, {@code BigDecimal} and the time types are nullable.
 */
public final class AtomicSchema<T> implements TypegenSchema<T> {

    private static final long serialVersionUID = 1L;

    /** The column name Flink gives the value of an atomic stream. */
    public static final String COLUMN = "f0";

    private static final Map<Class<?>, Kind> KINDS =
            Stream.of(Kind.values()).collect(Collectors.toMap(k -> k.type, Function.identity()));

    private final Kind kind;
    private final String column;

    private AtomicSchema(Kind kind, String column) {
        this.kind = kind;
        this.column = column;
    }

    /** Whether {@code type} is one of the atomic types this class maps. */
    public static boolean isAtomic(Class<?> type) {
        return KINDS.containsKey(type);
    }

    /**
     * The schema of {@code type} with its column named {@code f0}.
     *
     * @throws IllegalArgumentException when {@code type} is not atomic ({@link #isAtomic})
     */
    @SuppressWarnings("unchecked")
    public static <T> AtomicSchema<T> of(Class<T> type) {
        Kind kind = KINDS.get(type);
        if (kind == null) {
            throw new IllegalArgumentException(type.getName() + " is not an atomic type; atomic types are "
                    + describeAtomicTypes());
        }
        return new AtomicSchema<>(kind, COLUMN);
    }

    /** The names of the atomic types, for messages. */
    public static String describeAtomicTypes() {
        return Stream.of(Kind.values()).map(k -> k.type.getSimpleName()).collect(Collectors.joining(", "));
    }

    /** The same value under another column name: a query's only column, whatever it is called. */
    public AtomicSchema<T> named(String columnName) {
        return new AtomicSchema<>(kind, columnName);
    }

    /** Flink's typed serializer's type information for the value, e.g. {@code Types.STRING}. */
    @SuppressWarnings("unchecked")
    public TypeInformation<T> typeInfo() {
        return (TypeInformation<T>) kind.typeInfo;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Class<T> typeClass() {
        return (Class<T>) kind.type;
    }

    @Override
    public Schema schema() {
        return Schema.newBuilder().column(column, kind.dataType).build();
    }

    @Override
    public DataType dataType() {
        return DataTypes.ROW(DataTypes.FIELD(column, kind.dataType));
    }

    @Override
    public RowType rowType() {
        return (RowType) dataType().getLogicalType();
    }

    @Override
    public List<String> primaryKey() {
        return List.of();
    }

    @Override
    public String rowTimeColumn() {
        return null;
    }

    @Override
    public RowData toRowData(T value) {
        return GenericRowData.of(value == null ? null : kind.toInternal(value));
    }

    @Override
    @SuppressWarnings("unchecked")
    public T fromRowData(RowData row) {
        return row.isNullAt(0) ? null : (T) kind.fromInternal(row);
    }

    @Override
    public Row toRow(T value) {
        return Row.of(value);
    }

    @Override
    public T fromRow(Row row) {
        return typeClass().cast(row.getField(0));
    }

    @Override
    public String toString() {
        return "AtomicSchema(`" + column + "` " + kind.dataType + " for " + kind.type.getName() + ")";
    }

    /** Each atomic type: its class, Flink's type information and column type, and its internal value. */
    private enum Kind {
        STRING(String.class, Types.STRING, DataTypes.STRING(),
                value -> StringData.fromString((String) value), row -> row.getString(0).toString()),
        BOOLEAN(Boolean.class, Types.BOOLEAN, DataTypes.BOOLEAN().notNull(), row -> row.getBoolean(0)),
        BYTE(Byte.class, Types.BYTE, DataTypes.TINYINT().notNull(), row -> row.getByte(0)),
        SHORT(Short.class, Types.SHORT, DataTypes.SMALLINT().notNull(), row -> row.getShort(0)),
        INTEGER(Integer.class, Types.INT, DataTypes.INT().notNull(), row -> row.getInt(0)),
        LONG(Long.class, Types.LONG, DataTypes.BIGINT().notNull(), row -> row.getLong(0)),
        FLOAT(Float.class, Types.FLOAT, DataTypes.FLOAT().notNull(), row -> row.getFloat(0)),
        DOUBLE(Double.class, Types.DOUBLE, DataTypes.DOUBLE().notNull(), row -> row.getDouble(0)),
        CHARACTER(Character.class, Types.CHAR, DataTypes.CHAR(1).notNull(),
                value -> StringData.fromString(String.valueOf((char) (Character) value)),
                row -> row.getString(0).toString().charAt(0)),
        BIG_DECIMAL(BigDecimal.class, Types.BIG_DEC, DataTypes.DECIMAL(38, 18),
                value -> RowConversions.decimal((BigDecimal) value, 38, 18, "f0 of BigDecimal"),
                row -> row.getDecimal(0, 38, 18).toBigDecimal()),
        BIG_INTEGER(BigInteger.class, Types.BIG_INT, DataTypes.DECIMAL(38, 0),
                value -> RowConversions.decimal(new BigDecimal((BigInteger) value), 38, 0, "f0 of BigInteger"),
                row -> row.getDecimal(0, 38, 0).toBigDecimal().toBigIntegerExact()),
        INSTANT(Instant.class, Types.INSTANT, DataTypes.TIMESTAMP_LTZ(9),
                value -> TimestampData.fromInstant((Instant) value), row -> row.getTimestamp(0, 9).toInstant()),
        LOCAL_DATE_TIME(LocalDateTime.class, Types.LOCAL_DATE_TIME, DataTypes.TIMESTAMP(9),
                value -> TimestampData.fromLocalDateTime((LocalDateTime) value),
                row -> row.getTimestamp(0, 9).toLocalDateTime()),
        LOCAL_DATE(LocalDate.class, Types.LOCAL_DATE, DataTypes.DATE(),
                value -> (int) ((LocalDate) value).toEpochDay(), row -> LocalDate.ofEpochDay(row.getInt(0))),
        /** Flink holds {@code TIME} as milliseconds of the day, whatever its precision. */
        LOCAL_TIME(LocalTime.class, Types.LOCAL_TIME, DataTypes.TIME(9),
                value -> (int) (((LocalTime) value).toNanoOfDay() / 1_000_000L),
                row -> LocalTime.ofNanoOfDay(row.getInt(0) * 1_000_000L));

        final Class<?> type;
        final TypeInformation<?> typeInfo;
        final DataType dataType;
        private final UnaryOperator<Object> toInternal;
        private final Function<RowData, Object> fromInternal;

        /** A boxed primitive, whose internal value is the box itself. */
        Kind(Class<?> type, TypeInformation<?> typeInfo, DataType dataType, Function<RowData, Object> fromInternal) {
            this(type, typeInfo, dataType, UnaryOperator.identity(), fromInternal);
        }

        Kind(Class<?> type, TypeInformation<?> typeInfo, DataType dataType, UnaryOperator<Object> toInternal,
                Function<RowData, Object> fromInternal) {
            this.type = type;
            this.typeInfo = typeInfo;
            this.dataType = dataType;
            this.toInternal = toInternal;
            this.fromInternal = fromInternal;
        }

        /** The internal value of a non-null {@code value}. */
        Object toInternal(Object value) {
            return toInternal.apply(value);
        }

        /** The non-null value of the row's only field. */
        Object fromInternal(RowData row) {
            return fromInternal.apply(row);
        }
    }
}
