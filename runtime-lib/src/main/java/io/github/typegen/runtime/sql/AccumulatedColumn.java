package io.github.typegen.runtime.sql;

import java.io.IOException;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.apache.flink.api.common.typeutils.base.BigDecSerializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;
import org.apache.flink.table.data.TimestampData;
import org.apache.flink.types.StringValue;

/**
 * What a fused aggregation's accumulator holds for one aggregate column, read from the text its state snapshot
 * records ({@link AggregateStateSnapshot.Column#held()}: {@code SUM BIGINT NOT NULL}, {@code COUNT DISTINCT BIGINT
 * NOT NULL FILTER}, {@code AVG INT}, {@code MAX DECIMAL(10, 2)}), and the fields the generated accumulator
 * serializer writes for it, in its order:
 * <ul>
 * <li>{@code COUNT} (with or without {@code DISTINCT}): the count, a {@code long};
 * <li>{@code AVG}: the sum, a {@code double} for a {@code FLOAT} or {@code DOUBLE} average and a {@code long}
 * otherwise, then the count, a {@code long};
 * <li>{@code $SUM0}: the sum, a primitive of the type;
 * <li>{@code SUM}, {@code MIN}, {@code MAX}: a primitive of the type (a {@code DATE} or {@code TIME} an {@code int})
 * and a {@code boolean} saying whether it holds a value yet; a {@code DECIMAL} as Flink's {@code BigDecSerializer}
 * writes it, a {@code CHAR} or {@code VARCHAR} as Flink's {@code StringValue}, a {@code TIMESTAMP} or {@code
 * TIMESTAMP_LTZ} as a {@code boolean} saying whether it is set, then its milliseconds and nanoseconds, each null
 * without a value.
 * </ul>
 * A column's values are read into one object, the same for every type of the same function (see {@link #read}), so
 * that the state of an older query can be moved into the accumulator of the current one.
 *
 * @param function the aggregate function, as Flink's planner names it ({@code SUM}, {@code $SUM0}, {@code COUNT})
 * @param distinct whether it aggregates distinct values
 * @param filtered whether it has a {@code FILTER (WHERE ...)}
 * @param root the root of its SQL type ({@code INT}, {@code DECIMAL})
 * @param precision a decimal's precision; -1 for another type
 * @param scale a decimal's scale; -1 for another type
 * @param notNull whether its type is {@code NOT NULL}
 */
record AccumulatedColumn(String function, boolean distinct, boolean filtered, String root, int precision, int scale,
        boolean notNull) implements Serializable {

    /** The roots besides the numbers that {@code MIN} and {@code MAX} accumulate. */
    private static final Set<String> ORDERED = Set.of("BOOLEAN", "TINYINT", "SMALLINT", "DATE", "TIME", "CHAR",
            "VARCHAR", "TIMESTAMP", "TIMESTAMP_LTZ");

    /** The column {@code held} describes; empty when it is no text a fused aggregation records. */
    static Optional<AccumulatedColumn> parse(String held) {
        String rest = held;
        int space = rest.indexOf(' ');
        if (space < 0) {
            return Optional.empty();
        }
        String function = rest.substring(0, space);
        if (function.equals("COUNT(*)")) {
            // a window aggregation's count of a slice's rows, recorded as COUNT(*) BIGINT NOT NULL: a COUNT's field
            function = "COUNT";
        }
        rest = rest.substring(space + 1);
        boolean distinct = rest.startsWith("DISTINCT ");
        if (distinct) {
            rest = rest.substring("DISTINCT ".length());
        }
        boolean filtered = rest.endsWith(" FILTER");
        if (filtered) {
            rest = rest.substring(0, rest.length() - " FILTER".length());
        }
        boolean notNull = rest.endsWith(" NOT NULL");
        if (notNull) {
            rest = rest.substring(0, rest.length() - " NOT NULL".length());
        }
        int open = rest.indexOf('(');
        String root = open < 0 ? rest : rest.substring(0, open);
        int precision = -1;
        int scale = -1;
        if (root.equals("STRING")) {
            root = "VARCHAR";
            precision = Integer.MAX_VALUE;
        }
        if (open >= 0) {
            if (!rest.endsWith(")")) {
                return Optional.empty();
            }
            String[] parts = rest.substring(open + 1, rest.length() - 1).split(",\\s*");
            if (parts.length != (root.equals("DECIMAL") ? 2 : 1)) {
                return Optional.empty();
            }
            try {
                precision = Integer.parseInt(parts[0]);
                scale = root.equals("DECIMAL") ? Integer.parseInt(parts[1]) : -1;
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        AccumulatedColumn column = new AccumulatedColumn(function.toUpperCase(Locale.ROOT), distinct, filtered, root,
                precision, scale, notNull);
        return column.readable() ? Optional.of(column) : Optional.empty();
    }

    /** Whether {@link #read} knows the fields of this column. */
    private boolean readable() {
        return switch (function) {
            case "COUNT" -> true;
            case "AVG" -> !distinct && (isInteger() || isFloating());
            case "$SUM0", "SUM0" -> !distinct && (isInteger() || isFloating());
            case "SUM" -> !distinct && (isInteger() || isFloating() || root.equals("DECIMAL"));
            case "MIN", "MAX" -> !distinct && (isInteger() || isFloating() || root.equals("DECIMAL")
                    || ORDERED.contains(root));
            default -> false;
        };
    }


    private boolean isInteger() {
        return root.equals("INT") || root.equals("BIGINT");
    }

    private boolean isFloating() {
        return root.equals("FLOAT") || root.equals("DOUBLE");
    }

    /**
     * Whether the state of {@code old} can be read as this column's without changing any result Flink would
     * compute from it: the same function, {@code DISTINCT} and {@code FILTER}, and the same type or a wider one
     * holding each of its values exactly ({@code INT} to {@code BIGINT}, {@code FLOAT} to {@code DOUBLE}, a {@code
     * DECIMAL} of the same scale and a precision as large or larger, a longer {@code VARCHAR}, a more precise {@code
     * TIME} or {@code TIMESTAMP}, {@code NOT NULL} to nullable).
     */
    boolean widens(AccumulatedColumn old) {
        if (!function.equals(old.function) || distinct != old.distinct || filtered != old.filtered) {
            return false;
        }
        if (notNull && !old.notNull) {
            return false;
        }
        if (root.equals(old.root)) {
            // a longer VARCHAR and a more precise time hold the same values; a CHAR's length pads them
            return switch (root) {
                case "DECIMAL" -> scale == old.scale && precision >= old.precision;
                case "VARCHAR", "TIME", "TIMESTAMP", "TIMESTAMP_LTZ" -> precision >= old.precision;
                default -> precision == old.precision;
            };
        }
        return root.equals("BIGINT") && old.root.equals("INT") || root.equals("DOUBLE") && old.root.equals("FLOAT");
    }

    /**
     * Reads this column's fields, as the generated serializer wrote them, into one object: for {@code COUNT} a
     * {@code Long}; for {@code AVG} a {@code Number[]} of the sum (a {@code Long} or a {@code Double}) and the
     * count (a {@code Long}); for {@code $SUM0} the sum, boxed; for {@code SUM}, {@code MIN} and {@code MAX} the
     * value, boxed, a {@code BigDecimal}, a {@code String} or a {@code TimestampData}, or null when the column holds
     * no value yet.
     */
    Object read(DataInputView source) throws IOException {
        switch (function) {
            case "COUNT":
                return source.readLong();
            case "AVG": {
                Number sum = isFloating() ? (Number) source.readDouble() : (Number) source.readLong();
                return new Number[] {sum, source.readLong()};
            }
            case "$SUM0", "SUM0":
                return readPrimitive(source);
            default: {
                switch (root) {
                    case "DECIMAL":
                        return BigDecSerializer.readBigDecimal(source);
                    case "CHAR", "VARCHAR":
                        return StringValue.readString(source);
                    case "TIMESTAMP", "TIMESTAMP_LTZ":
                        return source.readBoolean() ? TimestampData.fromEpochMillis(source.readLong(),
                                source.readInt()) : null;
                    default:
                        Object value = readPrimitive(source);
                        return source.readBoolean() ? value : null;
                }
            }
        }
    }

    /** Writes {@code value}, as {@link #read} returns it, as the generated serializer writes the column's fields. */
    void write(Object value, DataOutputView target) throws IOException {
        switch (function) {
            case "COUNT":
                target.writeLong((Long) value);
                return;
            case "AVG": {
                Number[] average = (Number[]) value;
                if (isFloating()) {
                    target.writeDouble(average[0].doubleValue());
                } else {
                    target.writeLong(average[0].longValue());
                }
                target.writeLong(average[1].longValue());
                return;
            }
            case "$SUM0", "SUM0":
                writePrimitive((Number) value, target);
                return;
            default: {
                switch (root) {
                    case "DECIMAL" -> BigDecSerializer.INSTANCE.serialize((BigDecimal) value, target);
                    case "CHAR", "VARCHAR" -> StringValue.writeString((String) value, target);
                    case "TIMESTAMP", "TIMESTAMP_LTZ" -> {
                        target.writeBoolean(value != null);
                        if (value != null) {
                            target.writeLong(((TimestampData) value).getMillisecond());
                            target.writeInt(((TimestampData) value).getNanoOfMillisecond());
                        }
                    }
                    case "BOOLEAN" -> {
                        // a primitive's field holds its default while the column has no value, as a new
                        // accumulator's does
                        target.writeBoolean(value != null && (Boolean) value);
                        target.writeBoolean(value != null);
                    }
                    default -> {
                        writePrimitive(value == null ? 0 : (Number) value, target);
                        target.writeBoolean(value != null);
                    }
                }
            }
        }
    }

    private Object readPrimitive(DataInputView source) throws IOException {
        return switch (root) {
            case "BOOLEAN" -> source.readBoolean();
            case "TINYINT" -> source.readByte();
            case "SMALLINT" -> source.readShort();
            case "INT", "DATE", "TIME" -> source.readInt();
            case "BIGINT" -> source.readLong();
            case "FLOAT" -> source.readFloat();
            case "DOUBLE" -> source.readDouble();
            default -> throw new IllegalStateException("No primitive field holds " + root);
        };
    }

    private void writePrimitive(Number value, DataOutputView target) throws IOException {
        switch (root) {
            case "TINYINT" -> target.writeByte(value.byteValue());
            case "SMALLINT" -> target.writeShort(value.shortValue());
            case "INT", "DATE", "TIME" -> target.writeInt(value.intValue());
            case "BIGINT" -> target.writeLong(value.longValue());
            case "FLOAT" -> target.writeFloat(value.floatValue());
            case "DOUBLE" -> target.writeDouble(value.doubleValue());
            default -> throw new IllegalStateException("No primitive field holds " + root);
        }
    }
}
