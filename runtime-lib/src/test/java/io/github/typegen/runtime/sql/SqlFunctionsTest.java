package io.github.typegen.runtime.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TimeZone;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

import org.apache.flink.table.data.DecimalData;
import org.apache.flink.table.data.DecimalDataUtils;
import org.apache.flink.table.data.TimestampData;
import org.apache.flink.table.api.TableException;
import org.apache.flink.table.data.binary.BinaryStringData;
import org.apache.flink.table.data.binary.BinaryStringDataUtil;
import org.apache.flink.table.functions.SqlLikeUtils;
import org.apache.flink.table.runtime.functions.SqlFunctionUtils;
import org.apache.flink.table.utils.DateTimeUtils;
import org.junit.jupiter.api.Test;

/**
 * {@link SqlFunctions} against the Flink classes whose results it reproduces, on edge and seeded random values:
 * {@code BinaryStringData} built from UTF-8 bytes (as rows hold it after serialization, not from a Java string),
 * {@code DecimalDataUtils}, {@code SqlFunctionUtils} and {@code BinaryStringDataUtil}.
 */
class SqlFunctionsTest {

    private static final long SEED = 20_261_201L;

    /** Edge strings, then random ones drawn from ASCII, Latin, Greek, Turkish, CJK and supplementary code points. */
    private static List<String> strings() {
        List<String> strings = new ArrayList<>(List.of("", " ", "a", "A", "abc", "ABC", "ß", "straße", "ǅ", "İi",
                "ıI", "ﬀ", "\uE000", "\uFFFF", "😀", "a😀b", "\uE000😀", "😀\uE000", "Ωmega", "中文", "x\ny", "%_"));
        int[] pool = {'a', 'Z', '0', ' ', '_', '%', 'é', 'ß', 'İ', 'ı', 'Σ', 'ς', '中', 0xE000, 0xFFFD, 0x1F600,
                0x10400, 0x1D11E, '\n'};
        Random random = new Random(SEED);
        for (int i = 0; i < 2_000; i++) {
            StringBuilder s = new StringBuilder();
            int length = random.nextInt(6);
            for (int j = 0; j < length; j++) {
                s.appendCodePoint(pool[random.nextInt(pool.length)]);
            }
            strings.add(s.toString());
        }
        return strings;
    }

    private static BinaryStringData binary(String s) {
        return BinaryStringData.fromBytes(s.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void upperLowerAndLengthAsFlinksBinaryStrings() {
        for (String s : strings()) {
            assertThat(SqlFunctions.upper(s)).as("UPPER(%s)", s).isEqualTo(binary(s).toUpperCase().toString());
            assertThat(SqlFunctions.lower(s)).as("LOWER(%s)", s).isEqualTo(binary(s).toLowerCase().toString());
            assertThat(SqlFunctions.charLength(s)).as("CHAR_LENGTH(%s)", s).isEqualTo(binary(s).numChars());
        }
    }

    @Test
    void trimSubstringLeftRightAndReverseAsBinaryStringDataUtil() {
        List<String> characters = List.of(" ", "a", "a ", " a", "😀b", "", "ß中");
        int[] positions = {-7, -2, -1, 0, 1, 2, 3, 6, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (String s : strings().subList(0, 600)) {
            BinaryStringData b = binary(s);
            for (String chars : characters) {
                // characters as Flink holds a constant: made from a Java string
                BinaryStringData t = BinaryStringData.fromString(chars);
                assertThat(SqlFunctions.trim(s, true, true, chars)).as("TRIM(BOTH '%s' FROM '%s')", chars, s)
                        .isEqualTo(BinaryStringDataUtil.trim(b, true, true, t).toString());
                assertThat(SqlFunctions.trim(s, true, false, chars)).as("LTRIM('%s', '%s')", s, chars)
                        .isEqualTo(BinaryStringDataUtil.trim(binary(s), true, false, t).toString());
                assertThat(SqlFunctions.trim(s, false, true, chars)).as("RTRIM('%s', '%s')", s, chars)
                        .isEqualTo(BinaryStringDataUtil.trim(binary(s), false, true, t).toString());
            }
            for (int position : positions) {
                assertThat(SqlFunctions.substring(s, position)).as("SUBSTRING('%s', %s)", s, position)
                        .isEqualTo(BinaryStringDataUtil.substringSQL(binary(s), position).toString());
                for (int length : new int[] {-1, 0, 1, 2, 5, Integer.MAX_VALUE}) {
                    BinaryStringData expected = BinaryStringDataUtil.substringSQL(binary(s), position, length);
                    assertThat(SqlFunctions.substring(s, position, length))
                            .as("SUBSTRING('%s', %s, %s)", s, position, length)
                            .isEqualTo(expected == null ? null : expected.toString());
                }
                // as StringCallGen writes LEFT and RIGHT
                String left = position <= 0 ? "" : BinaryStringDataUtil.substringSQL(binary(s), 1, position).toString();
                String right = position <= 0 ? "" : position >= s.codePointCount(0, s.length()) ? s
                        : BinaryStringDataUtil.substringSQL(binary(s), -position).toString();
                assertThat(SqlFunctions.left(s, position)).as("LEFT('%s', %s)", s, position).isEqualTo(left);
                assertThat(SqlFunctions.right(s, position)).as("RIGHT('%s', %s)", s, position).isEqualTo(right);
            }
            assertThat(SqlFunctions.reverse(s)).as("REVERSE('%s')", s)
                    .isEqualTo(BinaryStringDataUtil.reverse(binary(s)).toString());
        }
    }

    @Test
    void positionPadRepeatInitcapAndConcatWsAsSqlFunctionUtils() {
        List<String> seeks = List.of("", "a", "😀", " ", "ab", "中");
        List<String> strings = strings().subList(0, 400);
        for (String s : strings) {
            for (String seek : seeks) {
                for (int from : new int[] {-1, 0, 1, 2, 3, 7}) {
                    assertThat(SqlFunctions.position(seek, s, from)).as("LOCATE('%s', '%s', %s)", seek, s, from)
                            .isEqualTo(SqlFunctionUtils.position(binary(seek), binary(s), from));
                }
            }
            for (String pad : List.of("", "x", "ab", "😀", "中 ")) {
                for (int length : new int[] {-1, 0, 1, 3, 7}) {
                    assertThat(SqlFunctions.lpad(s, length, pad)).as("LPAD('%s', %s, '%s')", s, length, pad)
                            .isEqualTo(SqlFunctionUtils.lpad(s, length, pad));
                    assertThat(SqlFunctions.rpad(s, length, pad)).as("RPAD('%s', %s, '%s')", s, length, pad)
                            .isEqualTo(SqlFunctionUtils.rpad(s, length, pad));
                }
            }
            for (int n : new int[] {-1, 0, 1, 2, 5}) {
                assertThat(SqlFunctions.repeat(s, n)).as("REPEAT('%s', %s)", s, n)
                        .isEqualTo(SqlFunctionUtils.repeat(s, n));
            }
            assertThat(SqlFunctions.initcap(s)).as("INITCAP('%s')", s).isEqualTo(SqlFunctionUtils.initcap(s));
        }
        assertThat(SqlFunctions.initcap("hello wORLD 3rd_x-y")).isEqualTo("Hello World 3rd_X-Y");
        for (int i = 0; i + 2 < strings.size(); i += 3) {
            String a = strings.get(i);
            String b = i % 2 == 0 ? null : strings.get(i + 1);
            String separator = strings.get(i + 2);
            assertThat(SqlFunctions.concatWs(separator, a, b, "z"))
                    .isEqualTo(BinaryStringDataUtil.concatWs(binary(separator), binary(a),
                            b == null ? null : binary(b), binary("z")).toString());
        }
        assertThat(SqlFunctions.concatWs("-", null, null)).isEmpty();
    }

    @Test
    void functionsOnBytesEncodeALoneSurrogateAsFlinkDoes() {
        // REPLACE(s, '', s) and LPAD/RPAD split surrogate pairs; Flink's functions on bytes then see a '?'
        String split = "ab😀".replace("", "x");
        BinaryStringData java = BinaryStringData.fromString(split);
        assertThat(SqlFunctions.concatWs("-", split, "z")).isEqualTo(BinaryStringDataUtil.concatWs(
                BinaryStringData.fromString("-"), java, BinaryStringData.fromString("z")).toString());
        assertThat(SqlFunctions.substring(split, 2, 6))
                .isEqualTo(BinaryStringDataUtil.substringSQL(BinaryStringData.fromString(split), 2, 6).toString());
        assertThat(SqlFunctions.reverse(split))
                .isEqualTo(BinaryStringDataUtil.reverse(BinaryStringData.fromString(split)).toString());
        assertThat(SqlFunctions.trim(split, true, true, "x?"))
                .isEqualTo(BinaryStringDataUtil.trim(BinaryStringData.fromString(split), true, true,
                        BinaryStringData.fromString("x?")).toString());
        assertThat(SqlFunctions.position("?", split, 1))
                .isEqualTo(SqlFunctionUtils.position(BinaryStringData.fromString("?"),
                        BinaryStringData.fromString(split), 1));
    }

    /** Numbers, booleans and neither, as text: signs, spaces, points, exponents, overflow. */
    private static final List<String> NUMBERS = List.of("", " ", "0", "42", " -17 ", "+3", "-", "+", "1.5",
            "-0.5", ".5", "1.", "+.", ".", "1e3", "1E-2", "1e", "1x", "1x2", "e5", "-e5", "2147483647", "2147483648",
            "-2147483648", "-2147483649", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
            "-9223372036854775809", "127", "128", "-128", "-129", "32767", "32768", "-32769", "12.345", "9999.995",
            "-9999.995", "10000", "0.001", "  1.25\t", "\n7", "\t8\n", "1 000", "NaN", "-Infinity", "1e400", "0x10",
            "1d", "1f", "123456789012345678.5", "1234567890123456789", "0.0000000000000000001", "1e-30", "1e-18",
            "5e-3", "-5e-3", "1.2.3", "--1", "+-1", "1e+2", "1e-", "١٢", "１２", "true", "TRUE", "True ", "yes", "Y",
            "f", "no", "0", "1", "t ", "maybe", "İ", "trUE", "😀", "1😀");

    @Test
    void castsFromStringsAsBinaryStringDataUtil() {
        for (String s : NUMBERS) {
            BinaryStringData trimmed = binary(s).trim();
            assertSame(() -> SqlFunctions.parseLong(s), () -> BinaryStringDataUtil.toLong(trimmed), "BIGINT", s);
            assertSame(() -> SqlFunctions.parseInt(s), () -> BinaryStringDataUtil.toInt(trimmed), "INT", s);
            assertSame(() -> SqlFunctions.parseShort(s), () -> BinaryStringDataUtil.toShort(trimmed), "SMALLINT", s);
            assertSame(() -> SqlFunctions.parseByte(s), () -> BinaryStringDataUtil.toByte(trimmed), "TINYINT", s);
            assertSame(() -> SqlFunctions.parseDouble(s), () -> BinaryStringDataUtil.toDouble(trimmed), "DOUBLE", s);
            assertSame(() -> SqlFunctions.parseFloat(s), () -> BinaryStringDataUtil.toFloat(trimmed), "FLOAT", s);
            assertSame(() -> SqlFunctions.parseBoolean(s), () -> BinaryStringDataUtil.toBoolean(binary(s)),
                    "BOOLEAN", s);
            for (int[] type : new int[][] {{6, 2}, {10, 0}, {18, 3}, {19, 2}, {38, 10}, {5, 5}}) {
                assertSame(() -> SqlFunctions.parseDecimal(s, type[0], type[1]),
                        () -> BinaryStringDataUtil.toDecimal(binary(s), type[0], type[1]).toBigDecimal(),
                        "DECIMAL(" + type[0] + ", " + type[1] + ")", s);
            }
        }
    }

    /** Both give the same value, or both fail: with the same message where Flink names the value itself. */
    private static void assertSame(Callable<Object> ours, Callable<Object> flinks, String type, String s) {
        Object expected;
        Exception flinkFailure = null;
        try {
            expected = flinks.call();
        } catch (Exception e) {
            expected = null;
            flinkFailure = e;
        }
        try {
            Object actual = ours.call();
            assertThat(flinkFailure).as("CAST('%s' AS %s) = %s", s, type, actual).isNull();
            assertThat(actual).as("CAST('%s' AS %s)", s, type).isEqualTo(expected);
        } catch (Exception e) {
            assertThat(flinkFailure).as("CAST('%s' AS %s) fails: %s", s, type, e).isNotNull();
            assertThat(e.getClass()).as("CAST('%s' AS %s)", s, type).isEqualTo(
                    flinkFailure instanceof TableException ? IllegalArgumentException.class : flinkFailure.getClass());
            assertThat(e.getMessage()).as("CAST('%s' AS %s)", s, type).isEqualTo(flinkFailure.getMessage());
        }
    }

    @Test
    void likeWithAnEscapeIsFlinksRegularExpression() {
        List<String> patterns = List.of("a!_%", "%!%%", "_!!%", "!!", "a!%b!_c", "%.!_", "$!_$", "(!%)", "a!!!_");
        for (String pattern : patterns) {
            String regex = SqlLikeUtils.sqlToRegexLike(pattern, "!");
            assertThat(SqlFunctions.likePattern(pattern, "!").pattern()).as("LIKE '%s' ESCAPE '!'", pattern)
                    .isEqualTo(regex);
        }
        // an escape character that is special in a regular expression
        assertThat(SqlFunctions.likePattern("a$$b$_%", "$").pattern())
                .isEqualTo(SqlLikeUtils.sqlToRegexLike("a$$b$_%", "$"));
        assertThat(SqlFunctions.like("a_c", SqlFunctions.likePattern("a!_c", "!"))).isTrue();
        assertThat(SqlFunctions.like("abc", SqlFunctions.likePattern("a!_c", "!"))).isFalse();
        assertThat(SqlFunctions.like("100%", SqlFunctions.likePattern("%!%", "!"))).isTrue();
    }

    @Test
    void decimalModAndCastsFromDoublesAsDecimalDataUtils() {
        String[] decimals = {"0.00", "12.34", "-12.35", "99999999.99", "0.07", "-0.07", "7.00", "3"};
        for (String left : decimals) {
            for (String right : decimals) {
                BigDecimal l = new BigDecimal(left);
                BigDecimal r = new BigDecimal(right);
                if (r.signum() == 0) {
                    continue;
                }
                DecimalData expected = DecimalDataUtils.mod(DecimalData.fromBigDecimal(l, 10, l.scale()),
                        DecimalData.fromBigDecimal(r, 10, r.scale()), 10, 2);
                assertThat(SqlFunctions.mod(l, r, 10, 2)).as("MOD(%s, %s)", left, right)
                        .isEqualTo(expected == null ? null : expected.toBigDecimal());
            }
        }
        double[] doubles = {0.0, -0.0, 1.1, -2.675, 0.125, 1e-7, 123456.789, 1e10, -1e10, Double.MIN_VALUE,
            (double) 1.1f, 9999.995, 99.995};
        for (double d : doubles) {
            for (int[] type : new int[][] {{12, 4}, {5, 2}, {20, 6}, {38, 18}, {3, 1}}) {
                DecimalData expected = DecimalDataUtils.castFrom(d, type[0], type[1]);
                assertThat(SqlFunctions.fromDouble(d, type[0], type[1])).as("CAST(%s AS DECIMAL(%s, %s))", d,
                        type[0], type[1]).isEqualTo(expected == null ? null : expected.toBigDecimal());
            }
        }
    }

    @Test
    void stringOrderIsFlinksByteOrder() {
        List<String> strings = strings().subList(0, 300);
        for (String left : strings) {
            for (String right : strings) {
                assertThat(Integer.signum(SqlFunctions.compare(left, right))).as("%s vs %s", left, right)
                        .isEqualTo(Integer.signum(binary(left).compareTo(binary(right))));
            }
        }
    }

    @Test
    void likeMatchesAsFlinksPatterns() {
        assertThat(SqlFunctions.like("abc", SqlFunctions.likePattern("a%"))).isTrue();
        assertThat(SqlFunctions.like("abc", SqlFunctions.likePattern("_b_"))).isTrue();
        assertThat(SqlFunctions.like("a\nc", SqlFunctions.likePattern("a%c"))).isTrue();
        // '_' is Java's '.', which matches no line terminator: Flink's regular expression for the pattern
        assertThat(SqlFunctions.like("a\nc", SqlFunctions.likePattern("a_c"))).isFalse();
        assertThat(SqlFunctions.like("a😀c", SqlFunctions.likePattern("a_c"))).isTrue();
        assertThat(SqlFunctions.like("a.c", SqlFunctions.likePattern("a.c"))).isTrue();
        assertThat(SqlFunctions.like("abc", SqlFunctions.likePattern("a.c"))).isFalse();
        assertThat(SqlFunctions.like("a(b)*", SqlFunctions.likePattern("a(b)*"))).isTrue();
        assertThat(SqlFunctions.like("", SqlFunctions.likePattern("%"))).isTrue();
        assertThat(SqlFunctions.like("", SqlFunctions.likePattern("_"))).isFalse();
    }

    @Test
    void castsToCharAndVarCharCutAndPadByCharacters() {
        assertThat(SqlFunctions.toVarChar("a😀bc", 2)).isEqualTo("a😀");
        assertThat(SqlFunctions.toVarChar("ab", 5)).isEqualTo("ab");
        assertThat(SqlFunctions.toChar("ab", 4)).isEqualTo("ab  ");
        assertThat(SqlFunctions.toChar("a😀bc", 3)).isEqualTo("a😀b");
    }

    @Test
    void decimalArithmeticAsDecimalDataUtils() {
        Random random = new Random(SEED);
        int[][] types = {{5, 2}, {10, 0}, {18, 4}, {19, 3}, {38, 10}, {38, 0}, {3, 3}};
        for (int i = 0; i < 3_000; i++) {
            int[] leftType = types[random.nextInt(types.length)];
            int[] rightType = types[random.nextInt(types.length)];
            int[] resultType = types[random.nextInt(types.length)];
            BigDecimal left = randomDecimal(random, leftType);
            BigDecimal right = randomDecimal(random, rightType);
            DecimalData l = DecimalData.fromBigDecimal(left, leftType[0], leftType[1]);
            DecimalData r = DecimalData.fromBigDecimal(right, rightType[0], rightType[1]);
            int p = resultType[0];
            int s = resultType[1];
            // a sum's scale is the larger operand scale, as the planner types it (DecimalDataUtils assumes so)
            int sumScale = Math.max(leftType[1], rightType[1]);
            int sumPrecision = Math.min(38, Math.max(leftType[0] - leftType[1], rightType[0] - rightType[1])
                    + sumScale + 1);
            assertThat(SqlFunctions.add(left, right, sumPrecision, sumScale))
                    .isEqualTo(value(DecimalDataUtils.add(l, r, sumPrecision, sumScale)));
            assertThat(SqlFunctions.subtract(left, right, sumPrecision, sumScale))
                    .isEqualTo(value(DecimalDataUtils.subtract(l, r, sumPrecision, sumScale)));
            assertThat(SqlFunctions.multiply(left, right, p, s))
                    .isEqualTo(value(DecimalDataUtils.multiply(l, r, p, s)));
            if (right.signum() != 0) {
                assertThat(SqlFunctions.divide(left, right, p, s))
                        .isEqualTo(value(DecimalDataUtils.divide(l, r, p, s)));
            }
            assertThat(SqlFunctions.doubleValue(left, leftType[0])).isEqualTo(DecimalDataUtils.doubleValue(l));
            assertThat(SqlFunctions.toLong(left)).isEqualTo(DecimalDataUtils.castToIntegral(l));
            double d = random.nextBoolean() ? random.nextGaussian() * 1e3 : Double.NaN;
            assertThat(Integer.signum(SqlFunctions.compare(left, leftType[0], d)))
                    .isEqualTo(Integer.signum(DecimalDataUtils.compare(l, d)));
            long n = random.nextLong() % 100_000;
            assertThat(SqlFunctions.decimal(n, p, s)).isEqualTo(value(DecimalDataUtils.castFrom(n, p, s)));
        }
    }

    private static BigDecimal randomDecimal(Random random, int[] type) {
        int integerDigits = type[0] - type[1];
        StringBuilder digits = new StringBuilder(random.nextBoolean() ? "-" : "");
        int before = random.nextInt(Math.max(1, integerDigits)) + (integerDigits == 0 ? 0 : 1);
        digits.append(before == 0 ? "0" : "");
        for (int i = 0; i < before; i++) {
            digits.append(random.nextInt(10));
        }
        if (type[1] > 0) {
            digits.append('.');
            for (int i = 0; i < type[1]; i++) {
                digits.append(random.nextInt(10));
            }
        }
        return new BigDecimal(digits.toString());
    }

    private static BigDecimal value(DecimalData decimal) {
        return decimal == null ? null : decimal.toBigDecimal();
    }

    @Test
    void floorAndCeilToAMultipleAsFlinksSqlFunctionUtils() {
        long[] longs = {0, 1, -1, 999, -999, 1_000, -1_000, 86_399_999, 86_400_000, -86_400_001, Long.MAX_VALUE,
                Long.MIN_VALUE, Long.MAX_VALUE - 1_000, Long.MIN_VALUE + 1_000};
        long[] units = {1, 1_000, 60_000, 3_600_000, 86_400_000, 1_000_000};
        for (long value : longs) {
            for (long unit : units) {
                assertThat(SqlFunctions.floor(value, unit)).as("floor(%s, %s)", value, unit)
                        .isEqualTo(SqlFunctionUtils.floor(value, unit));
                assertThat(SqlFunctions.ceil(value, unit)).as("ceil(%s, %s)", value, unit)
                        .isEqualTo(SqlFunctionUtils.ceil(value, unit));
                int small = (int) value;
                int smallUnit = (int) unit;
                assertThat(SqlFunctions.floor(small, smallUnit)).as("floor(%s, %s)", small, smallUnit)
                        .isEqualTo(SqlFunctionUtils.floor(small, smallUnit));
                assertThat(SqlFunctions.ceil(small, smallUnit)).as("ceil(%s, %s)", small, smallUnit)
                        .isEqualTo(SqlFunctionUtils.ceil(small, smallUnit));
            }
        }
    }

    @Test
    void stringsToDatesAndTimesAsFlinksBinaryStringDataUtil() {
        List<String> texts = List.of("2024-01-31", "2024-02-29", "2024-02-30", "2023-02-29", "0001-01-01",
                "9999-12-31", "2024-1-5", " 2024-01-31 ", "2024-01-31 12:34:56", "2024-01-31T12:34:56", "24-01-31",
                "", "x", "12:34:56", "00:00:00", "23:59:59.999", "12:34:56.789123", "1:2:3", " 08:00:00 ", "12:34",
                "25:00:00", "12:60:00", "12:34:56.5", "-1:00:00");
        for (String text : texts) {
            BinaryStringData binary = binary(text);
            assertSame(() -> SqlFunctions.toDate(text), () -> BinaryStringDataUtil.toDate(binary), "DATE " + text);
            for (int precision = 0; precision <= 3; precision++) {
                int p = precision;
                assertSame(() -> SqlFunctions.toTime(text, p), () -> BinaryStringDataUtil.toTime(binary, p),
                        "TIME(" + p + ") " + text);
            }
        }
    }

    /** Strings to cut, search and match: the edge strings, and some with separators, digits and whitespace. */
    private static List<String> texts() {
        List<String> texts = new ArrayList<>(strings().subList(0, 400));
        texts.addAll(List.of(",", ",,", "a,b", ",a", "a,", "a,,b", ",a,b,", "a b\tc", "  ", " a  b ", "\u2003x\u00A0y",
                "ab12-34cd", "12-34-56", "aaa", "abab", "a😀b😀", "😀😀", "\uD83D", "x\uDE00y", "A-1,B-2", "key=v1;k2=",
                "x\ny\r\nz", "(a)"));
        return texts;
    }

    private static final List<String> REGEXES = List.of("", "a", "a*", ".", "(\\d+)-(\\d+)", "(a)|(b)", "(", "[",
            "a{2", "\\", "\\p{L}+", "^$", "(?i)A", "😀", "[😀x]", "(?<n>\\d)", "\\s+", ",", "b(c)?", "$");

    @Test
    void regularExpressionsAsSqlFunctionUtils() {
        List<String> replacements = List.of("", "x", "$1", "\\", "\\$0", "😀");
        int[] groups = {-1, 0, 1, 2, 3, 7};
        // a BIGINT group: Flink takes its lowest 32 bits (2^32 + 1 is group 1)
        long[] longGroups = {Long.MIN_VALUE, -1, 0, 2, 1L << 32, (1L << 32) + 1, Long.MAX_VALUE};
        for (String s : texts()) {
            for (String regex : REGEXES) {
                Pattern pattern = SqlFunctions.regex(regex);
                assertSame(() -> SqlFunctions.regexp(s, pattern), () -> SqlFunctionUtils.regExp(s, regex),
                        "REGEXP('" + s + "', '" + regex + "')");
                assertSame(() -> SqlFunctions.regexp(s, regex), () -> SqlFunctionUtils.regExp(s, regex),
                        "REGEXP('" + s + "', '" + regex + "') of a regex that is no constant");
                assertSame(() -> SqlFunctions.regexpExtract(s, pattern, 0),
                        () -> SqlFunctionUtils.regexpExtract(s, regex), "REGEXP_EXTRACT('" + s + "', '" + regex + "')");
                for (int group : groups) {
                    String what = "REGEXP_EXTRACT('" + s + "', '" + regex + "', " + group + ")";
                    assertSame(() -> SqlFunctions.regexpExtract(s, pattern, group),
                            () -> SqlFunctionUtils.regexpExtract(s, regex, group), what);
                    assertSame(() -> SqlFunctions.regexpExtract(s, regex, group),
                            () -> SqlFunctionUtils.regexpExtract(s, regex, group), what + " of a regex that is no constant");
                }
                for (long group : longGroups) {
                    String what = "REGEXP_EXTRACT('" + s + "', '" + regex + "', CAST(" + group + " AS BIGINT))";
                    assertSame(() -> SqlFunctions.regexpExtract(s, pattern, group),
                            () -> SqlFunctionUtils.regexpExtract(s, regex, group), what);
                    assertSame(() -> SqlFunctions.regexpExtract(s, regex, group),
                            () -> SqlFunctionUtils.regexpExtract(s, regex, group), what + " of a regex that is no constant");
                }
                for (String replacement : replacements) {
                    String what = "REGEXP_REPLACE('" + s + "', '" + regex + "', '" + replacement + "')";
                    assertSame(() -> SqlFunctions.regexpReplace(s, pattern, replacement),
                            () -> SqlFunctionUtils.regexpReplace(s, regex, replacement), what);
                    assertSame(() -> SqlFunctions.regexpReplace(s, regex, replacement),
                            () -> SqlFunctionUtils.regexpReplace(s, regex, replacement), what + " of a regex that is no constant");
                }
            }
        }
        assertThat(SqlFunctions.regex("(")).as("an invalid regex").isNull();
        assertThat(SqlFunctions.regexpReplace("a1b22", "\\d+", "$1")).isEqualTo("a$1b$1");
    }

    @Test
    void splitIndexAsSqlFunctionUtils() {
        List<String> separators = List.of(",", ",,", "ab", "a", "", " ", "😀", "\uD83D", "\uDE00", "-", "=", "x\n");
        int[] indexes = {Integer.MIN_VALUE, -1, 0, 1, 2, 3, 5, Integer.MAX_VALUE};
        int[] characters = {Integer.MIN_VALUE, -1, 0, 1, 9, 32, 44, 45, 97, 128, 223, 255, 256, 300, 0x1F600};
        for (String s : texts()) {
            for (int index : indexes) {
                for (String separator : separators) {
                    assertSame(() -> SqlFunctions.splitIndex(s, separator, index),
                            () -> SqlFunctionUtils.splitIndex(s, separator, index),
                            "SPLIT_INDEX('" + s + "', '" + separator + "', " + index + ")");
                }
                for (int character : characters) {
                    assertSame(() -> SqlFunctions.splitIndex(s, character, index),
                            () -> SqlFunctionUtils.splitIndex(s, character, index),
                            "SPLIT_INDEX('" + s + "', " + character + ", " + index + ")");
                }
            }
        }
    }

    @Test
    void instrAsFlinksBinaryStrings() {
        List<String> seeks = List.of("", "a", "b", "ab", "😀", "\uD83D", "?", ",", "aa", "a😀b", "中");
        int[] starts = {-9, -3, -2, -1, 0, 1, 2, 3, 9, Integer.MAX_VALUE, -Integer.MAX_VALUE};
        int[] appearances = {-1, 0, 1, 2, 3};
        for (String s : texts()) {
            for (String seek : seeks) {
                for (int start : starts) {
                    for (int n : appearances) {
                        String what = "INSTR('" + s + "', '" + seek + "', " + start + ", " + n + ")";
                        // Flink's code generation reads the operands as it holds them: bytes, or a Java string
                        assertSame(() -> SqlFunctions.instr(s, seek, start, n),
                                () -> SqlFunctionUtils.instr(binary(s), binary(seek), start, n), what);
                        assertSame(() -> SqlFunctions.instr(s, seek, start, n),
                                () -> SqlFunctionUtils.instr(BinaryStringData.fromString(s),
                                        BinaryStringData.fromString(seek), start, n), what + " of Java strings");
                    }
                }
            }
        }
        // Flink's negates the start and recurses until the stack overflows; ours refuses it at once
        assertThatThrownBy(() -> SqlFunctionUtils.instr(binary("a"), binary("a"), Integer.MIN_VALUE, 1))
                .isInstanceOf(StackOverflowError.class);
        assertThatThrownBy(() -> SqlFunctions.instr("a", "a", Integer.MIN_VALUE, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void asciiChrAndOverlayAsFlinks() {
        for (String s : texts()) {
            for (BinaryStringData b : List.of(binary(s), BinaryStringData.fromString(s))) {
                // what Flink's code generation writes for ASCII(s)
                int flinks = b.getSizeInBytes() <= 0 ? 0 : (int) b.byteAt(0);
                assertThat(SqlFunctions.ascii(s)).as("ASCII('%s')", s).isEqualTo(flinks);
            }
        }
        long[] codes = {Long.MIN_VALUE, -256, -1, 0, 1, 9, 65, 97, 127, 128, 223, 255, 256, 321, 65_536, 0x1F600,
                Integer.MAX_VALUE, Long.MAX_VALUE};
        for (long code : codes) {
            assertThat(SqlFunctions.chr(code)).as("CHR(%s)", code).isEqualTo(SqlFunctionUtils.chr(code));
        }
        List<String> placings = List.of("", "x", "xyz", "😀", "\uDE00");
        long[] starts = {Long.MIN_VALUE, -1, 0, 1, 2, 3, 4, 6, 100, Integer.MAX_VALUE, 1L + Integer.MAX_VALUE};
        long[] lengths = {Long.MIN_VALUE, -2, -1, 0, 1, 2, 3, 100, Integer.MAX_VALUE - 1, Integer.MAX_VALUE,
                1L + Integer.MAX_VALUE, Long.MAX_VALUE};
        for (String s : texts().subList(0, 150)) {
            for (String r : placings) {
                for (long start : starts) {
                    assertSame(() -> SqlFunctions.overlay(s, r, start), () -> SqlFunctionUtils.overlay(s, r, start),
                            "OVERLAY('" + s + "' PLACING '" + r + "' FROM " + start + ")");
                    for (long length : lengths) {
                        assertSame(() -> SqlFunctions.overlay(s, r, start, length),
                                () -> SqlFunctionUtils.overlay(s, r, start, length),
                                "OVERLAY('" + s + "' PLACING '" + r + "' FROM " + start + " FOR " + length + ")");
                    }
                }
            }
        }
    }

    /** Zones with and without daylight saving time, half-hour and odd offsets, and a change of standard offset. */
    private static final List<String> ZONES = List.of("UTC", "Europe/Berlin", "America/New_York",
            "America/Sao_Paulo", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Kathmandu",
            "Pacific/Apia", "Europe/Moscow", "Africa/Casablanca", "Europe/Amsterdam", "GMT+08:00", "+05:30", "Z");

    /** Instants around daylight-saving changes, before 1970, before 1900 and after 2037, and at random. */
    private static List<TimestampData> instants() {
        List<TimestampData> instants = new ArrayList<>();
        for (String edge : List.of("2024-03-31T00:59:59.999Z", "2024-03-31T01:00:00Z", "2024-10-27T00:59:59.999Z",
                "2024-10-27T01:00:00Z", "2024-03-10T06:59:59.999Z", "2024-03-10T07:00:00Z", "2024-11-03T05:59:59Z",
                "2024-11-03T06:00:00Z", "2011-12-29T09:59:59Z", "2011-12-29T10:00:00Z", "1970-01-01T00:00:00Z",
                "1969-12-31T23:59:59.999Z", "1960-06-15T12:34:56.789Z", "1890-01-01T00:00:00Z",
                "1937-07-01T00:00:00Z", "2050-07-01T12:00:00Z", "2100-03-28T01:30:00Z", "0001-01-01T00:00:00Z")) {
            instants.add(TimestampData.fromInstant(Instant.parse(edge)));
        }
        Random random = new Random(SEED);
        for (int i = 0; i < 3_000; i++) {
            long millis = random.nextLong() % 8_000_000_000_000L; // about 1716 to 2223
            instants.add(TimestampData.fromEpochMillis(millis, random.nextInt(1_000_000)));
        }
        return instants;
    }

    @Test
    void hourMinuteAndSecondOfTimestampLtzAsDateTimeUtils() {
        for (String id : ZONES) {
            TimeZone zone = SqlFunctions.sessionTimeZone(ZoneId.of(id));
            // as Flink's code generation holds the session time zone
            TimeZone flinks = TimeZone.getTimeZone(TimeZone.getTimeZone(ZoneId.of(id)).getID());
            assertThat(zone.getID()).isEqualTo(flinks.getID());
            for (TimestampData ltz : instants()) {
                assertThat(SqlFunctions.hour(ltz, zone)).as("HOUR(%s) in %s", ltz, id)
                        .isEqualTo(DateTimeUtils.extractFromTimestamp(DateTimeUtils.TimeUnitRange.HOUR, ltz, flinks));
                assertThat(SqlFunctions.minute(ltz, zone)).as("MINUTE(%s) in %s", ltz, id).isEqualTo(
                        DateTimeUtils.extractFromTimestamp(DateTimeUtils.TimeUnitRange.MINUTE, ltz, flinks));
                assertThat(SqlFunctions.second(ltz, zone)).as("SECOND(%s) in %s", ltz, id).isEqualTo(
                        DateTimeUtils.extractFromTimestamp(DateTimeUtils.TimeUnitRange.SECOND, ltz, flinks));
            }
        }
    }

    @Test
    void dateFormatAsDateTimeUtils() {
        List<String> patterns = List.of("yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd", "HH:mm", "uuuu/M/d h:mm a",
                "yyyy-MM-dd HH:mm:ss.SSS", "SSSSSSSSS", "EEE, d MMM yyyy", "MMMM", "'T'HH'h'", "D w e Q",
                "yy G", "kk KK");
        List<TimestampData> instants = instants().subList(0, 600);
        for (String pattern : patterns) {
            DateTimeFormatter formatter = DateTimeFormatter.ofPattern(pattern);
            for (TimestampData timestamp : instants) {
                assertSame(() -> SqlFunctions.dateFormat(timestamp, formatter),
                        () -> DateTimeUtils.formatTimestamp(timestamp, pattern),
                        "DATE_FORMAT(" + timestamp + ", '" + pattern + "')");
                for (String id : ZONES) {
                    TimeZone zone = SqlFunctions.sessionTimeZone(ZoneId.of(id));
                    assertSame(() -> SqlFunctions.dateFormat(timestamp, formatter, zone),
                            () -> DateTimeUtils.formatTimestamp(timestamp, pattern, zone),
                            "DATE_FORMAT(" + timestamp + ", '" + pattern + "') in " + id);
                }
            }
        }
        // a zone letter fails on both: the formatter is given a LocalDateTime
        TimestampData epoch = TimestampData.fromEpochMillis(0);
        TimeZone utc = SqlFunctions.sessionTimeZone(ZoneId.of("UTC"));
        assertSame(() -> SqlFunctions.dateFormat(epoch, DateTimeFormatter.ofPattern("HH z"), utc),
                () -> DateTimeUtils.formatTimestamp(epoch, "HH z", utc), "DATE_FORMAT(epoch, 'HH z')");
    }

    /** Both give the same value, or both throw the same exception. */
    private static void assertSame(Callable<Object> ours, Callable<Object> flinks, String what) {
        Object expected;
        try {
            expected = flinks.call();
        } catch (Exception e) {
            assertThatThrownBy(ours::call).as(what).isInstanceOf(e.getClass()).hasMessage(e.getMessage());
            return;
        }
        try {
            assertThat(ours.call()).as(what).isEqualTo(expected);
        } catch (Exception e) {
            throw new AssertionError(what + ": Flink gives " + expected + ", ours throws " + e, e);
        }
    }
}
