package io.github.typegen.runtime.sql;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.DateTimeException;
import java.util.regex.Pattern;

import org.apache.flink.table.data.TimestampData;
import org.apache.flink.table.utils.DateTimeUtils;

/**
 * What the Java written for a fused {@code @Stage.Sql} query calls where SQL's semantics are not one Java
 * expression. Each method computes what Flink's Table runtime computes for the same SQL (its code generation,
 * {@code BinaryStringData}, {@code DecimalDataUtils} and cast rules), on the Java values the fused operator
 * holds: {@code String} for {@code CHAR}/{@code VARCHAR}, {@code BigDecimal} at the type's scale for {@code
 * DECIMAL}, and Flink's own forms of dates and times (the generated code calls Flink's {@code DateTimeUtils} for
 * most of those, as Flink's does). Arguments are never null: the generated code tests for {@code NULL} first, as
 * Flink's does.
 */
public final class SqlFunctions {

    /** As {@code DecimalDataUtils}: precision 38, rounding half up, for the quotient of two decimals. */
    private static final MathContext DIVIDE = new MathContext(38, RoundingMode.HALF_UP);

    /** A {@code DECIMAL} of at most this precision is held by Flink as an unscaled {@code long}. */
    private static final int MAX_COMPACT_PRECISION = 18;

    private static final long[] POW10 = new long[MAX_COMPACT_PRECISION + 1];

    static {
        POW10[0] = 1;
        for (int i = 1; i < POW10.length; i++) {
            POW10[i] = 10 * POW10[i - 1];
        }
    }

    /** The characters Calcite escapes when it turns a {@code LIKE} pattern into a Java regular expression. */
    private static final String REGEX_SPECIALS = "[]()|^-+*?{}$\\.";

    private SqlFunctions() {}

    // ------------------------------------------------------------------------
    //  strings
    // ------------------------------------------------------------------------

    /**
     * {@code UPPER(s)} of a string Flink holds as bytes: as {@code BinaryStringData.toUpperCase}, ASCII text by
     * {@link Character#toUpperCase(int)}, any other text by {@link String#toUpperCase()} (which Flink uses for a
     * string it made from a Java string).
     */
    public static String upper(String s) {
        if (!isAscii(s)) {
            return s.toUpperCase();
        }
        char[] chars = new char[s.length()];
        for (int i = 0; i < chars.length; i++) {
            int upper = Character.toUpperCase((int) s.charAt(i));
            if (upper > 127) {
                return s.toUpperCase();
            }
            chars[i] = (char) upper;
        }
        return new String(chars);
    }

    /** {@code LOWER(s)}: as {@code BinaryStringData.toLowerCase}, the mirror of {@link #upper}. */
    public static String lower(String s) {
        if (!isAscii(s)) {
            return s.toLowerCase();
        }
        char[] chars = new char[s.length()];
        for (int i = 0; i < chars.length; i++) {
            int lower = Character.toLowerCase((int) s.charAt(i));
            if (lower > 127) {
                return s.toLowerCase();
            }
            chars[i] = (char) lower;
        }
        return new String(chars);
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) > 127) {
                return false;
            }
        }
        return true;
    }

    /** {@code CHAR_LENGTH(s)}: the characters (code points), as Flink counts the UTF-8 characters. */
    public static int charLength(String s) {
        return s.codePointCount(0, s.length());
    }

    /**
     * The order of two strings as Flink compares {@code StringData} held as bytes: by their UTF-8 bytes, which is
     * the order of their code points (not of their UTF-16 chars, as {@link String#compareTo} has it). Flink compares
     * two strings it made from Java strings by {@link String#compareTo}; the written code does so there.
     */
    public static int compare(String left, String right) {
        int length = Math.min(left.length(), right.length());
        for (int i = 0; i < length; i++) {
            char l = left.charAt(i);
            char r = right.charAt(i);
            if (l != r) {
                // A surrogate (a code point above U+FFFF) sorts after every other char in UTF-8 order.
                boolean ls = Character.isSurrogate(l);
                boolean rs = Character.isSurrogate(r);
                if (ls != rs) {
                    return ls ? 1 : -1;
                }
                return l - r;
            }
        }
        return left.length() - right.length();
    }

    /**
     * The string of a cast to {@code VARCHAR(length)}: cut to {@code length} characters, as Flink's cast does
     * when the value is longer.
     */
    public static String toVarChar(String s, int length) {
        return charLength(s) > length ? s.substring(0, s.offsetByCodePoints(0, length)) : s;
    }

    /** The string of a cast to {@code CHAR(length)}: cut, or padded with spaces, to {@code length} characters. */
    public static String toChar(String s, int length) {
        int chars = charLength(s);
        if (chars > length) {
            return s.substring(0, s.offsetByCodePoints(0, length));
        }
        return chars < length ? s + " ".repeat(length - chars) : s;
    }

    /**
     * The pattern of {@code LIKE 'pattern'} (without {@code ESCAPE}), as Calcite's {@code Like.sqlToRegexLike}
     * writes it and Flink matches it: {@code %} any characters, {@code _} any one character but a line
     * terminator, everything else itself.
     */
    public static Pattern likePattern(String pattern) {
        StringBuilder regex = new StringBuilder(pattern.length() * 2);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (REGEX_SPECIALS.indexOf(c) >= 0) {
                regex.append('\\');
            }
            if (c == '_') {
                regex.append('.');
            } else if (c == '%') {
                regex.append("(?s:.*)");
            } else {
                regex.append(c);
            }
        }
        return Pattern.compile(regex.toString());
    }

    /** {@code s LIKE pattern}, with the pattern of {@link #likePattern}. */
    public static boolean like(String s, Pattern pattern) {
        return pattern.matcher(s).matches();
    }

    // ------------------------------------------------------------------------
    //  decimals
    // ------------------------------------------------------------------------

    /**
     * {@code value} as a {@code DECIMAL(precision, scale)}, as Flink's {@code DecimalData.fromBigDecimal}: rounded
     * half up to the scale; null ({@code NULL}) when it then has more digits than the precision.
     */
    public static BigDecimal decimal(BigDecimal value, int precision, int scale) {
        BigDecimal rounded = value.setScale(scale, RoundingMode.HALF_UP);
        return rounded.precision() > precision ? null : rounded;
    }

    /** {@code left + right} of type {@code DECIMAL(precision, scale)}; null on overflow, as Flink. */
    public static BigDecimal add(BigDecimal left, BigDecimal right, int precision, int scale) {
        return decimal(left.add(right), precision, scale);
    }

    /** {@code left - right} of type {@code DECIMAL(precision, scale)}; null on overflow, as Flink. */
    public static BigDecimal subtract(BigDecimal left, BigDecimal right, int precision, int scale) {
        return decimal(left.subtract(right), precision, scale);
    }

    /** {@code left * right} of type {@code DECIMAL(precision, scale)}; null on overflow, as Flink. */
    public static BigDecimal multiply(BigDecimal left, BigDecimal right, int precision, int scale) {
        return decimal(left.multiply(right), precision, scale);
    }

    /**
     * {@code left / right} of type {@code DECIMAL(precision, scale)}: the quotient to 38 digits, then rounded
     * to the type; null on overflow, as Flink.
     *
     * @throws ArithmeticException when {@code right} is zero, as Flink's division throws
     */
    public static BigDecimal divide(BigDecimal left, BigDecimal right, int precision, int scale) {
        return decimal(left.divide(right, DIVIDE), precision, scale);
    }

    /**
     * A {@code DECIMAL(precision, _)} as a {@code DOUBLE}, as {@code DecimalDataUtils.doubleValue}: Flink holds a
     * decimal of precision up to 18 as an unscaled {@code long} and divides it by a power of ten.
     */
    public static double doubleValue(BigDecimal value, int precision) {
        if (precision <= MAX_COMPACT_PRECISION) {
            return ((double) value.unscaledValue().longValue()) / POW10[value.scale()];
        }
        return value.doubleValue();
    }

    /** A decimal cast to an integral type: rounded down, then its low 64 bits, as Flink's cast. */
    public static long toLong(BigDecimal value) {
        return value.setScale(0, RoundingMode.DOWN).longValue();
    }

    /** A {@code DECIMAL(precision, _)} compared with a {@code DOUBLE}, as Flink: {@link Double#compare}. */
    public static int compare(BigDecimal left, int precision, double right) {
        return Double.compare(doubleValue(left, precision), right);
    }

    /** An integral value cast to {@code DECIMAL(precision, scale)}; null when it does not fit, as Flink. */
    public static BigDecimal decimal(long value, int precision, int scale) {
        return decimal(BigDecimal.valueOf(value), precision, scale);
    }

    // ------------------------------------------------------------------------
    //  dates and times
    // ------------------------------------------------------------------------

    /**
     * {@code b0} rounded down to a multiple of {@code b1 > 0}: as Flink's {@code SqlFunctionUtils.floor(long,
     * long)}, which {@code FLOOR(timestamp TO unit)} calls with the unit's milliseconds.
     */
    public static long floor(long b0, long b1) {
        long r = b0 % b1;
        if (r < 0) {
            r += b1;
        }
        return b0 - r;
    }

    /** As {@link #floor(long, long)} of {@code int}s: {@code SqlFunctionUtils.floor(int, int)}. */
    public static int floor(int b0, int b1) {
        int r = b0 % b1;
        if (r < 0) {
            r += b1;
        }
        return b0 - r;
    }

    /**
     * {@code b0} rounded up to a multiple of {@code b1 > 0}: as Flink's {@code SqlFunctionUtils.ceil(long, long)},
     * {@code floor(b0 + b1 - 1, b1)} (which wraps around near {@code Long.MAX_VALUE}, as Flink's does).
     */
    public static long ceil(long b0, long b1) {
        return floor(b0 + b1 - 1, b1);
    }

    /** As {@code SqlFunctionUtils.ceil(int, int)}. */
    public static int ceil(int b0, int b1) {
        int r = b0 % b1;
        if (r > 0) {
            r -= b1;
        }
        return b0 - r;
    }

    /**
     * {@code CAST(s AS DATE)}: as Flink's {@code BinaryStringDataUtil.toDate}, the days {@code
     * DateTimeUtils.parseDate} reads, or a {@code DateTimeException} when it reads none.
     */
    public static int toDate(String s) {
        Integer date = DateTimeUtils.parseDate(s);
        if (date == null) {
            throw new DateTimeException("For input string: '" + s + "'.");
        }
        return date;
    }

    /**
     * {@code CAST(s AS TIME(precision))}: as Flink's {@code BinaryStringDataUtil.toTime}, the milliseconds {@code
     * DateTimeUtils.parseTime} reads, cut to the precision, or a {@code DateTimeException} when it reads none.
     */
    public static int toTime(String s, int precision) {
        Integer milliseconds = DateTimeUtils.parseTime(s);
        if (milliseconds == null) {
            throw new DateTimeException("Invalid time format: '" + s + "'. "
                    + "Expected format: HH:mm:ss[.fff] where HH is 00-23, mm is 00-59, ss is 00-59");
        }
        return DateTimeUtils.applyTimePrecisionTruncation(milliseconds, precision);
    }

    /**
     * {@code TO_TIMESTAMP(s)}: as Flink's code generation calls {@code DateTimeUtils.parseTimestampData(s)}, null
     * (SQL's {@code NULL}) when that fails.
     */
    public static TimestampData toTimestamp(String s) {
        try {
            return DateTimeUtils.parseTimestampData(s);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * {@code TO_TIMESTAMP(s, format)}: as Flink's code generation calls {@code DateTimeUtils.parseTimestampData(s,
     * format)}, null (SQL's {@code NULL}) when that gives none or fails.
     */
    public static TimestampData toTimestamp(String s, String format) {
        try {
            return DateTimeUtils.parseTimestampData(s, format);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
