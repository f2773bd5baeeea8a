package io.github.typegen.runtime.table;

import java.math.BigDecimal;

import org.apache.flink.table.data.DecimalData;

/**
 * Small checks the generated {@code FooSchema} converters call, so that a value a column cannot hold fails
 * with the type and field it belongs to instead of turning into a null or a bare exception.
 */
public final class RowConversions {

    private RowConversions() {}

    /**
     * {@code value} as {@code DECIMAL(precision, scale)}, rounded to the scale as Flink rounds.
     *
     * @throws IllegalArgumentException naming {@code location} when the value has too many digits
     */
    public static DecimalData decimal(BigDecimal value, int precision, int scale, String location) {
        DecimalData decimal = DecimalData.fromBigDecimal(value, precision, scale);
        if (decimal == null) {
            throw new IllegalArgumentException(location + ": " + value + " does not fit DECIMAL(" + precision
                    + ", " + scale + ")");
        }
        return decimal;
    }

    /**
     * {@code value}, which a primitive field or a non-null collection element needs.
     *
     * @throws NullPointerException naming {@code location} when it is null
     */
    public static <V> V notNull(V value, String location) {
        if (value == null) {
            throw new NullPointerException(location + ": the column is null but the Java type cannot be null");
        }
        return value;
    }
}
