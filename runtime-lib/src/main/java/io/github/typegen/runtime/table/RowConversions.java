package io.github.typegen.runtime.table;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.InetAddress;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.UnknownHostException;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Pattern;

import org.apache.flink.table.data.DecimalData;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.TimestampData;

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
     * {@code value} as an external {@code DECIMAL(precision, scale)}: rounded to the scale as Flink rounds
     * ({@link #decimal}), without building the internal {@code DecimalData}.
     *
     * @throws IllegalArgumentException naming {@code location} when the value has too many digits
     */
    public static BigDecimal bigDecimal(BigDecimal value, int precision, int scale, String location) {
        BigDecimal rounded = value.setScale(scale, RoundingMode.HALF_UP);
        if (rounded.precision() > precision) {
            throw new IllegalArgumentException(location + ": " + value + " does not fit DECIMAL(" + precision
                    + ", " + scale + ")");
        }
        return rounded;
    }

    /**
     * {@code timestamp} as a {@code TIMESTAMP(p)} or {@code TIMESTAMP_LTZ(p)} column of precision 3 or less holds
     * it: to the millisecond. Flink's binary row keeps no more of such a "compact" timestamp ({@code
     * BinaryRowWriter.writeTimestamp}), so a row holds the same value whether or not it is ever written as binary,
     * which with object reuse on it often is not.
     */
    public static TimestampData compactTimestamp(TimestampData timestamp) {
        return timestamp.getNanoOfMillisecond() == 0 ? timestamp
                : TimestampData.fromEpochMillis(timestamp.getMillisecond());
    }

    /**
     * {@code value}, which a primitive field or a non-null collection element needs.
     *
     * @throws NullPointerException naming {@code location} when it is null
     */
    public static <V> V notNull(V value, String location) {
        if (value == null) {
            throw nullColumn(location);
        }
        return value;
    }

    /**
     * Checks that field {@code position} of {@code row}, read into a primitive field, is not null: an internal
     * row reads a null {@code BIGINT} as 0, which would pass for a value.
     *
     * @throws NullPointerException naming {@code location} when it is null
     */
    public static void requireNotNull(RowData row, int position, String location) {
        if (row.isNullAt(position)) {
            throw nullColumn(location);
        }
    }

    /** The {@code int} of {@code value}, or null when it is empty: an INT column holds an {@code OptionalInt}. */
    public static Integer orNull(OptionalInt value) {
        return value.isPresent() ? Integer.valueOf(value.getAsInt()) : null;
    }

    /** The {@code long} of {@code value}, or null when it is empty. */
    public static Long orNull(OptionalLong value) {
        return value.isPresent() ? Long.valueOf(value.getAsLong()) : null;
    }

    /** The {@code double} of {@code value}, or null when it is empty. */
    public static Double orNull(OptionalDouble value) {
        return value.isPresent() ? Double.valueOf(value.getAsDouble()) : null;
    }

    /**
     * The text of {@code pattern}, which its STRING column holds.
     *
     * @throws IllegalArgumentException naming {@code location} when the pattern has flags, which the column
     *     cannot hold
     */
    public static String patternText(Pattern pattern, String location) {
        if (pattern.flags() != 0) {
            throw new IllegalArgumentException(location + ": the pattern '" + pattern.pattern() + "' has flags "
                    + pattern.flags() + ", which its STRING column cannot hold; write them into the pattern"
                    + " (such as (?i) for CASE_INSENSITIVE)");
        }
        return pattern.pattern();
    }

    /**
     * The URL whose text a column holds.
     *
     * @throws IllegalArgumentException naming {@code location} when the text is not a URL
     */
    public static URL url(String text, String location) {
        try {
            return new URL(text);
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(location + ": '" + text + "' is not a URL: " + e.getMessage(), e);
        }
    }

    /**
     * The address whose bytes a column holds; no name service is asked.
     *
     * @throws IllegalArgumentException naming {@code location} when there are neither 4 nor 16 bytes
     */
    public static InetAddress inetAddress(byte[] address, String location) {
        try {
            return InetAddress.getByAddress(address);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(location + ": an address of " + address.length
                    + " bytes, not 4 or 16", e);
        }
    }

    private static NullPointerException nullColumn(String location) {
        return new NullPointerException(location + ": the column is null but the Java type cannot be null");
    }
}
