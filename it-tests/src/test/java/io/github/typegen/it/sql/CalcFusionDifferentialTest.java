package io.github.typegen.it.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Function;

import org.apache.flink.api.common.functions.util.ListCollector;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * Each query of {@link FusedQueries} run both ways on the same rows, edge values and seeded random ones: as the
 * Java Typegen writes inside the fused operator, and on Flink's Table runtime ({@code TypedTables} around the
 * same query). The results must be identical, value for value: nulls, NaN and signed zeros ({@code
 * Double.equals}), decimal scales ({@code BigDecimal.equals}), wrapped integers, strings of any script.
 */
class CalcFusionDifferentialTest {

    private static final TypeInformation<Sample> SAMPLE = Typegen.typeInfo(Sample.class);
    private static final long SEED = 16L;

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder()
                    .setNumberTaskManagers(1)
                    .setNumberSlotsPerTaskManager(2)
                    .build());

    @Test
    void logic() throws Exception {
        bothWays(FusedQueries.Logic.QUERY, new FusedQueries_LogicFused(new FusedQueries.Logic())::apply,
                SqlResults.Logic.class);
    }

    @Test
    void arithmetic() throws Exception {
        bothWays(FusedQueries.Arithmetic.QUERY,
                new FusedQueries_ArithmeticFused(new FusedQueries.Arithmetic())::apply, SqlResults.Arithmetic.class);
    }

    @Test
    void decimals() throws Exception {
        bothWays(FusedQueries.Decimals.QUERY, new FusedQueries_DecimalsFused(new FusedQueries.Decimals())::apply,
                SqlResults.Decimals.class);
    }

    @Test
    void texts() throws Exception {
        bothWays(FusedQueries.Texts.QUERY, new FusedQueries_TextsFused(new FusedQueries.Texts())::apply,
                SqlResults.Texts.class);
    }

    @Test
    void choices() throws Exception {
        bothWays(FusedQueries.Choices.QUERY, new FusedQueries_ChoicesFused(new FusedQueries.Choices())::apply,
                SqlResults.Choices.class);
    }

    @Test
    void stringFunctions() throws Exception {
        bothWays(FusedQueries.StringFunctions.QUERY,
                new FusedQueries_StringFunctionsFused(new FusedQueries.StringFunctions())::apply,
                SqlResults.StringFunctions.class);
    }

    @Test
    void tryCastsFromStrings() throws Exception {
        bothWays(FusedQueries.Parsed.QUERY, new FusedQueries_ParsedFused(new FusedQueries.Parsed())::apply,
                SqlResults.Parsed.class);
    }

    @Test
    void castsFromStringsWhereTheySucceed() throws Exception {
        bothWays(FusedQueries.Cast.QUERY, new FusedQueries_CastFused(new FusedQueries.Cast())::apply,
                SqlResults.Cast.class);
    }

    @Test
    void aCastFromAStringThatIsNoNumberFailsTheJobBothWays() throws Exception {
        List<Sample> samples = List.of(new Sample(1, 0, null, null, 0.0, null, " 12x ", null, null));

        StreamExecutionEnvironment fusedEnv = environment();
        DataStream<SqlResults.StrictCast> fused = new FusedQueries_StrictCastFused(new FusedQueries.StrictCast())
                .apply(fusedEnv.fromData(samples, SAMPLE));
        StreamExecutionEnvironment tableEnv = environment();
        StreamTableEnvironment tables = StreamTableEnvironment.create(tableEnv);
        TypedTables.createTemporaryView(tables, "input", tableEnv.fromData(samples, SAMPLE));
        DataStream<SqlResults.StrictCast> table = TypedTables.toDataStream(tables,
                tables.sqlQuery(FusedQueries.StrictCast.QUERY), SqlResults.StrictCast.class);

        // Flink's message names the value without its spaces, and why it is no number; the fused code's is the same
        String message = "For input string: '12x'. Invalid character found.";
        assertThat(rootCause(() -> table.executeAndCollect(2))).isInstanceOf(NumberFormatException.class)
                .hasMessage(message);
        assertThat(rootCause(() -> fused.executeAndCollect(2))).isInstanceOf(NumberFormatException.class)
                .hasMessage(message);
    }

    /** The root cause of what {@code job} throws; fails when it throws nothing. */
    private static Throwable rootCause(ThrowingCallable job) {
        Throwable thrown = catchThrowable(job);
        assertThat(thrown).as("the job's failure").isNotNull();
        Throwable cause = thrown;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    @Test
    void decimalModCastsToDecimalsAndLikeWithAnEscape() throws Exception {
        bothWays(FusedQueries.MoreCasts.QUERY, new FusedQueries_MoreCastsFused(new FusedQueries.MoreCasts())::apply,
                SqlResults.MoreCasts.class);
    }

    @Test
    void caseMappingUnderATurkishDefaultLocale() throws Exception {
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.forLanguageTag("tr"));
        try {
            // the dotted and dotless i: Flink maps a string it made from a Java string by the default locale, one
            // made from bytes (a substring, a trimmed or joined string) by the locale-free Character for ASCII
            assertThat("i".toUpperCase()).isEqualTo("\u0130");
            bothWays(FusedQueries.CaseMapping.QUERY,
                    new FusedQueries_CaseMappingFused(new FusedQueries.CaseMapping())::apply,
                    SqlResults.CaseMapping.class);
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void everyColumn() throws Exception {
        bothWays(FusedQueries.Everything.QUERY,
                new FusedQueries_EverythingFused(new FusedQueries.Everything())::apply, Sample.class);
    }

    @Test
    void everyColumnHandedOnAsItIs() throws Exception {
        List<Numbers> numbers = samples().stream().map(Numbers::of).toList();
        List<Numbers> passed = new ArrayList<>();
        FusedQueries_UnchangedFused.QueryStage stage =
                new FusedQueries_UnchangedFused.QueryStage(new FusedQueries.Unchanged());
        for (Numbers row : numbers) {
            stage.flatMap(row, new ListCollector<>(passed));
        }
        // the very objects: nothing is copied
        assertThat(passed).isNotEmpty().allMatch(row -> numbers.stream().anyMatch(input -> input == row));

        StreamExecutionEnvironment tableEnv = environment();
        StreamTableEnvironment tables = StreamTableEnvironment.create(tableEnv);
        TypeInformation<Numbers> type = Typegen.typeInfo(Numbers.class);
        TypedTables.createTemporaryView(tables, "input", tableEnv.fromData(numbers, type));
        List<Numbers> expected = TypedTables.toDataStream(tables, tables.sqlQuery(FusedQueries.Unchanged.QUERY),
                Numbers.class).executeAndCollect(numbers.size() + 1);
        assertThat(passed).containsExactlyInAnyOrderElementsOf(expected);
    }

    /**
     * Runs {@code fused} (the pipeline of {@code query}) and {@code query} on Flink's Table runtime over {@link
     * #samples()}; asserts that the pipeline is one operator with no Table runtime in it, and that both give the
     * same results.
     */
    private static <T> void bothWays(String query, Function<DataStream<Sample>, DataStream<T>> fused, Class<T> type)
            throws Exception {
        List<Sample> samples = samples();

        StreamExecutionEnvironment fusedEnv = environment();
        DataStream<T> fusedResults = fused.apply(fusedEnv.fromData(samples, SAMPLE));
        List<String> operators = fusedEnv.getStreamGraph(false).getStreamNodes().stream()
                .map(StreamNode::getOperatorName)
                .filter(name -> !name.startsWith("Source"))
                .toList();
        assertThat(operators).as("the fused pipeline's operators").containsExactly("query");

        StreamExecutionEnvironment tableEnv = environment();
        StreamTableEnvironment tables = StreamTableEnvironment.create(tableEnv);
        TypedTables.createTemporaryView(tables, "input", tableEnv.fromData(samples, SAMPLE));
        DataStream<T> tableResults = TypedTables.toDataStream(tables, tables.sqlQuery(query), type);

        List<T> expected = tableResults.executeAndCollect(samples.size() + 1);
        List<T> actual = fusedResults.executeAndCollect(samples.size() + 1);
        assertThat(expected).isNotEmpty();
        assertThat(actual).containsExactlyInAnyOrderElementsOf(expected);
    }

    private static StreamExecutionEnvironment environment() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(2);
        return env;
    }

    // ------------------------------------------------------------------------
    //  the rows
    // ------------------------------------------------------------------------

    private static final int[] INTS = {0, 1, -1, 2, 3, 4, 5, 7, -7, 100, Integer.MAX_VALUE, Integer.MIN_VALUE,
            Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1};
    private static final long[] LONGS = {0, 1, -1, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40};
    private static final double[] DOUBLES = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.1, 3.3, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MAX_VALUE, -Double.MAX_VALUE,
            Double.MIN_VALUE, 1e-300, 123456.789};
    private static final String[] STRINGS = {"", " ", "a", "A", "abc", "ABC", "ab", "aB", "b", "m", "z", "mz",
            "ß", "straße", "İstanbul", "ı", "ǅ", "😀", "a😀b", "\uE000", "中文字", "x\ny", "a\nb", "%", "_", "a_b",
            "abcdef", "  padded  ", "Ωmega", "ab😀😀", "aab😀b", "zz ", " a a ", "a b", "hello wORLD 3rd",
            // numbers, booleans and neither, as text
            "42", " -17 ", "+3", "-", "+", "1.5", "-0.5", ".5", "1.", "+.", "1e3", "1E-2", "2147483647", "2147483648",
            "-2147483648", "9223372036854775807", "9223372036854775808", "127", "128", "-129", "32767", "1x", "1e",
            "e5", "12.345", "9999.995", "-9999.995", "10000", "0.001", "  1.25\t", "\n7", "1 000", "NaN",
            "-Infinity", "1e400", "0x10", "1d", "123456789012345678.5", "0.0000000000000000001", "1e-30", "true",
            "TRUE", "yes", "Y", "f", "no", "0", "1", "t ", "maybe", "١٢", "Iris tIle", "istanbul", " xi ", "a_c", "ab_!x", "%%", "x%y", "a!b",
            "_!", "z_b", "a$_b"};
    private static final String[] DECIMALS = {"0.00", "0.01", "-0.01", "12.34", "-12.35", "99999999.99",
            "-99999999.99", "10.00", "10.01", "9.99", "0.005", "1.125", "-2.675", "33333333.33"};

    /** Edge values in every column, with and without nulls, then seeded random rows. */
    static List<Sample> samples() {
        Random random = new Random(SEED);
        List<Sample> samples = new ArrayList<>();
        int rows = 600;
        for (int id = 0; id < rows; id++) {
            boolean edges = id < rows / 2;
            int n = edges ? INTS[id % INTS.length] : random.nextInt();
            Integer i = nullOr(random, edges ? INTS[(id / 3) % INTS.length] : random.nextInt(21) - 10);
            Long l = nullOr(random, edges ? LONGS[id % LONGS.length] : random.nextLong());
            double d = edges ? DOUBLES[id % DOUBLES.length] : random.nextGaussian() * 10;
            Double x = nullOr(random, edges ? DOUBLES[(id / 2) % DOUBLES.length] : random.nextDouble() * 4 - 2);
            String s = nullOr(random, edges ? STRINGS[id % STRINGS.length] : randomString(random));
            Boolean b = nullOr(random, random.nextBoolean());
            BigDecimal m = nullOr(random, edges ? new BigDecimal(DECIMALS[id % DECIMALS.length])
                    : BigDecimal.valueOf(random.nextInt(2_000_000) - 1_000_000, 2));
            samples.add(new Sample(id, n, i, l, d, x, s, b, m));
        }
        return samples;
    }

    private static <T> T nullOr(Random random, T value) {
        return random.nextInt(5) == 0 ? null : value;
    }

    private static String randomString(Random random) {
        int[] pool = {'a', 'b', 'm', 'z', 'A', 'B', ' ', '_', '%', 'é', 'ß', 'İ', 'Σ', '中', 0x1F600, 0xE000, '1', '5', '.',
                '-', 'e'};
        StringBuilder s = new StringBuilder();
        for (int i = random.nextInt(7); i > 0; i--) {
            s.appendCodePoint(pool[random.nextInt(pool.length)]);
        }
        return s.toString().toLowerCase(Locale.ROOT).equals("null") ? "x" : s.toString();
    }
}
