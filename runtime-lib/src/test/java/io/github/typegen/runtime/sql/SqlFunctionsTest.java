package io.github.typegen.runtime.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;

import org.apache.flink.table.data.DecimalData;
import org.apache.flink.table.data.DecimalDataUtils;
import org.apache.flink.table.data.binary.BinaryStringData;
import org.apache.flink.table.data.binary.BinaryStringDataUtil;
import org.apache.flink.table.runtime.functions.SqlFunctionUtils;
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
