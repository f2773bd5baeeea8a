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
        STRING(String.class, Types.STRING, DataTypes.STRING()) {
            @Override
            Object toInternal(Object value) {
                return StringData.fromString((String) value);
            }

            @Override
            Object fromInternal(RowData row) {
                return row.getString(0).toString();
            }
        },
        BOOLEAN(Boolean.class, Types.BOOLEAN, DataTypes.BOOLEAN().notNull()) {
            @Override
            Object fromInternal(RowData row) {
                return row.getBoolean(0);
            }
        },
        BYTE(Byte.class, Types.BYTE, DataTypes.TINYINT().notNull()) {
            @Override
            Object fromInternal(RowData row) {
                return row.getByte(0);
            }
        },
        SHORT(Short.class, Types.SHORT, DataTypes.SMALLINT().notNull()) {
            @Override
            Object fromInternal(RowData row) {
                return row.getShort(0);
            }
        },
        INTEGER(Integer.class, Types.INT, DataTypes.INT().notNull()) {
            @Override
            Object fromInternal(RowData row) {
                return row.getInt(0);
            }
        },
        LONG(Long.class, Types.LONG, DataTypes.BIGINT().notNull()) {
            @Override
            Object fromInternal(RowData row) {
                return row.getLong(0);
            }
        },
        FLOAT(Float.class, Types.FLOAT, DataTypes.FLOAT().notNull()) {
            @Override
            Object fromInternal(RowData row) {
                return row.getFloat(0);
            }
        },
        DOUBLE(Double.class, Types.DOUBLE, DataTypes.DOUBLE().notNull()) {
            @Override
            Object fromInternal(RowData row) {
                return row.getDouble(0);
            }
        },
        CHARACTER(Character.class, Types.CHAR, DataTypes.CHAR(1).notNull()) {
            @Override
            Object toInternal(Object value) {
                return StringData.fromString(String.valueOf((char) (Character) value));
            }

            @Override
            Object fromInternal(RowData row) {
                return row.getString(0).toString().charAt(0);
            }
        },
        BIG_DECIMAL(BigDecimal.class, Types.BIG_DEC, DataTypes.DECIMAL(38, 18)) {
            @Override
            Object toInternal(Object value) {
                return RowConversions.decimal((BigDecimal) value, 38, 18, "f0 of BigDecimal");
            }

            @Override
            Object fromInternal(RowData row) {
                return row.getDecimal(0, 38, 18).toBigDecimal();
            }
        },
        BIG_INTEGER(BigInteger.class, Types.BIG_INT, DataTypes.DECIMAL(38, 0)) {
            @Override
            Object toInternal(Object value) {
                return RowConversions.decimal(new BigDecimal((BigInteger) value), 38, 0, "f0 of BigInteger");
            }

            @Override
            Object fromInternal(RowData row) {
                return row.getDecimal(0, 38, 0).toBigDecimal().toBigIntegerExact();
            }
        },
        INSTANT(Instant.class, Types.INSTANT, DataTypes.TIMESTAMP_LTZ(9)) {
            @Override
            Object toInternal(Object value) {
                return TimestampData.fromInstant((Instant) value);
            }

            @Override
            Object fromInternal(RowData row) {
                return row.getTimestamp(0, 9).toInstant();
            }
        },
        LOCAL_DATE_TIME(LocalDateTime.class, Types.LOCAL_DATE_TIME, DataTypes.TIMESTAMP(9)) {
            @Override
            Object toInternal(Object value) {
                return TimestampData.fromLocalDateTime((LocalDateTime) value);
            }

            @Override
            Object fromInternal(RowData row) {
                return row.getTimestamp(0, 9).toLocalDateTime();
            }
        },
        LOCAL_DATE(LocalDate.class, Types.LOCAL_DATE, DataTypes.DATE()) {
            @Override
            Object toInternal(Object value) {
                return (int) ((LocalDate) value).toEpochDay();
            }

            @Override
            Object fromInternal(RowData row) {
                return LocalDate.ofEpochDay(row.getInt(0));
            }
        },
        /** Flink holds {@code TIME} as milliseconds of the day, whatever its precision. */
        LOCAL_TIME(LocalTime.class, Types.LOCAL_TIME, DataTypes.TIME(9)) {
            @Override
            Object toInternal(Object value) {
                return (int) (((LocalTime) value).toNanoOfDay() / 1_000_000L);
            }

            @Override
            Object fromInternal(RowData row) {
                return LocalTime.ofNanoOfDay(row.getInt(0) * 1_000_000L);
            }
        };

        final Class<?> type;
        final TypeInformation<?> typeInfo;
        final DataType dataType;

        Kind(Class<?> type, TypeInformation<?> typeInfo, DataType dataType) {
            this.type = type;
            this.typeInfo = typeInfo;
            this.dataType = dataType;
        }

        /** The internal value of a boxed primitive is the box itself. */
        Object toInternal(Object value) {
            return value;
        }

        /** The non-null value of the row's only field. */
        abstract Object fromInternal(RowData row);
    }
}
