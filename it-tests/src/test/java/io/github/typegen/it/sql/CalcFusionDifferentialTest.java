package io.github.typegen.it.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Function;

import org.apache.flink.api.common.functions.util.ListCollector;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
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
    private static final TypeInformation<Moment> MOMENT = Typegen.typeInfo(Moment.class);
    private static final TypeInformation<DateTexts> DATE_TEXTS = Typegen.typeInfo(DateTexts.class);
    private static final TypeInformation<Bid> BID = Typegen.typeInfo(Bid.class);
    private static final long SEED = 16L;

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

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
    void mixedNumericOperands() throws Exception {
        bothWays(FusedQueries.MixedNumbers.QUERY,
                new FusedQueries_MixedNumbersFused(new FusedQueries.MixedNumbers())::apply,
                SqlResults.MixedNumbers.class);
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
    void regularExpressions() throws Exception {
        bothWays(FusedQueries.Patterns.QUERY, new FusedQueries_PatternsFused(new FusedQueries.Patterns())::apply,
                SqlResults.Patterns.class);
    }

    @Test
    void splitIndexInstrAsciiChrAndOverlay() throws Exception {
        bothWays(FusedQueries.Pieces.QUERY, new FusedQueries_PiecesFused(new FusedQueries.Pieces())::apply,
                SqlResults.Pieces.class);
    }

    @Test
    void nexmarkQ21AsPublished() throws Exception {
        bothWays(FusedQueries.NexmarkQ21.QUERY, new FusedQueries_NexmarkQ21Fused(new FusedQueries.NexmarkQ21())::apply,
                SqlResults.NexmarkQ21.class, bids(), BID, "bid");
    }

    @Test
    void nexmarkQ22AsPublished() throws Exception {
        bothWays(FusedQueries.NexmarkQ22.QUERY, new FusedQueries_NexmarkQ22Fused(new FusedQueries.NexmarkQ22())::apply,
                SqlResults.NexmarkQ22.class, bids(), BID, "bid");
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
            // object reuse off only: with it on, Flink's column is the Java string toRowData wrote, which it maps by
            // the default locale, while the fused code maps a column as Flink maps a deserialized row's
            // (docs/pipelines-and-sql.md)
            bothWays(FusedQueries.CaseMapping.QUERY,
                    new FusedQueries_CaseMappingFused(new FusedQueries.CaseMapping())::apply,
                    SqlResults.CaseMapping.class, samples(), SAMPLE, false);
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

    @Test
    void dateAndTimeValues() throws Exception {
        bothWays(FusedQueries.Moments.QUERY, new FusedQueries_MomentsFused(new FusedQueries.Moments())::apply,
                SqlResults.Moments.class, moments(), MOMENT);
    }

    @Test
    void extract() throws Exception {
        bothWays(FusedQueries.Parts.QUERY, new FusedQueries_PartsFused(new FusedQueries.Parts())::apply,
                SqlResults.Parts.class, moments(), MOMENT);
    }

    @Test
    void floorCeilAndIntervals() throws Exception {
        bothWays(FusedQueries.Shifts.QUERY, new FusedQueries_ShiftsFused(new FusedQueries.Shifts())::apply,
                SqlResults.Shifts.class, moments(), MOMENT);
    }

    @Test
    void datesAndTimesAsText() throws Exception {
        bothWays(FusedQueries.Written.QUERY, new FusedQueries_WrittenFused(new FusedQueries.Written())::apply,
                SqlResults.Written.class, moments(), MOMENT);
    }

    @Test
    void textAsDatesAndTimes() throws Exception {
        bothWays(FusedQueries.ParsedDates.QUERY, new FusedQueries_ParsedDatesFused(new FusedQueries.ParsedDates())::apply,
                SqlResults.ParsedDates.class, dateTexts(), DATE_TEXTS);
    }

    @Test
    void toDateAndToTimestamp() throws Exception {
        List<DateTexts> rows = new ArrayList<>(dateTexts());
        rows.add(new DateTexts(1000, "2024-02-30", "25:00:00", " 2024-01-31 "));
        rows.add(new DateTexts(1001, "yesterday", "noon", "2024-13-01 00:00:00"));
        bothWays(FusedQueries.Read.QUERY, new FusedQueries_ReadFused(new FusedQueries.Read())::apply,
                SqlResults.Read.class, rows, DATE_TEXTS);
    }

    /** A string that is no date fails the job both ways, with the same error. */
    @Test
    void textThatIsNoDateFailsBothWays() {
        // no February 30 as a DATE (though a TIMESTAMP reads it as February 29), no hour 25, no spaces around
        // a TIMESTAMP (though a DATE allows them)
        for (DateTexts bad : List.of(new DateTexts(1000, "2024-02-30", "12:00:00", "2024-01-01 00:00:00"),
                new DateTexts(1001, "2024-01-01", "25:00:00", "2024-01-01 00:00:00"),
                new DateTexts(1002, "2024-01-01", "12:00:00", " 2024-01-31 "))) {
            List<DateTexts> rows = new ArrayList<>(dateTexts());
            rows.add(bad);
            bothFail(FusedQueries.ParsedDates.QUERY, new FusedQueries_ParsedDatesFused(new FusedQueries.ParsedDates())::apply,
                    SqlResults.ParsedDates.class, rows, DATE_TEXTS);
        }
    }

    /**
     * A TIME Flink computes from a TIMESTAMP before 1970 is negative (its milliseconds' remainder of a day): no
     * LocalTime holds it, and the job fails both ways, with the same error.
     */
    @Test
    void aTimeOutsideTheDayFailsBothWays() {
        LocalDateTime epoch = LocalDateTime.of(1970, 1, 1, 0, 0);
        List<Moment> rows = new ArrayList<>(moments().stream()
                .filter(moment -> moment.stamp() == null || !moment.stamp().isBefore(epoch)).toList());
        // one row that fails, so that both paths fail on the same
        rows.add(new Moment(1000, null, null, LocalDateTime.of(1969, 12, 31, 23, 0), null, null, null));
        bothFail(FusedQueries.OutOfDay.QUERY, new FusedQueries_OutOfDayFused(new FusedQueries.OutOfDay())::apply,
                SqlResults.OutOfDay.class, rows, MOMENT);
    }

    /** Runs {@code query} both ways over {@code rows}: both must fail with the same {@code DateTimeException}. */
    private static <I, T> void bothFail(String query, Function<DataStream<I>, DataStream<T>> fused, Class<T> type,
            List<I> rows, TypeInformation<I> inputType) {
        Throwable tableCause = dateTimeException(catchThrowable(() -> tableRuntime(query, type, rows, inputType,
                false)));
        Throwable fusedCause = dateTimeException(catchThrowable(() -> fused(fused, rows, inputType, false)));
        assertThat(tableCause).as("Flink's error for " + query).isNotNull();
        assertThat(fusedCause).as("the fused error for " + query).isNotNull();
        assertThat(fusedCause).hasMessage(tableCause.getMessage());
    }

    /** The {@code DateTimeException} among the causes of {@code failure}; null when there is none. */
    private static Throwable dateTimeException(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof DateTimeException) {
                return cause;
            }
        }
        return null;
    }

    /**
     * Runs {@code fused} (the pipeline of {@code query}) and {@code query} on Flink's Table runtime over {@link
     * #samples()}; asserts that the pipeline is one operator with no Table runtime in it, and that both give the
     * same results.
     */
    private static <T> void bothWays(String query, Function<DataStream<Sample>, DataStream<T>> fused, Class<T> type)
            throws Exception {
        bothWays(query, fused, type, samples(), SAMPLE);
    }

    /**
     * As {@link #bothWays(String, Function, Class)}, over {@code samples} of {@code inputType}: with object reuse
     * off (Flink's default) and on, each way.
     */
    private static <I, T> void bothWays(String query, Function<DataStream<I>, DataStream<T>> fused, Class<T> type,
            List<I> samples, TypeInformation<I> inputType) throws Exception {
        bothWays(query, fused, type, samples, inputType, "input");
    }

    /** As {@link #bothWays(String, Function, Class, List, TypeInformation)}, of a query reading {@code table}. */
    private static <I, T> void bothWays(String query, Function<DataStream<I>, DataStream<T>> fused, Class<T> type,
            List<I> samples, TypeInformation<I> inputType, String table) throws Exception {
        for (boolean objectReuse : new boolean[] {false, true}) {
            bothWays(query, fused, type, samples, inputType, objectReuse, table);
        }
    }

    /** As {@link #bothWays(String, Function, Class)}, over {@code samples} of {@code inputType}. */
    private static <I, T> void bothWays(String query, Function<DataStream<I>, DataStream<T>> fused, Class<T> type,
            List<I> samples, TypeInformation<I> inputType, boolean objectReuse) throws Exception {
        bothWays(query, fused, type, samples, inputType, objectReuse, "input");
    }

    /** As {@link #bothWays(String, Function, Class)}, over {@code samples} of {@code inputType} named {@code table}. */
    private static <I, T> void bothWays(String query, Function<DataStream<I>, DataStream<T>> fused, Class<T> type,
            List<I> samples, TypeInformation<I> inputType, boolean objectReuse, String table) throws Exception {
        List<T> expected = tableRuntime(query, type, samples, inputType, objectReuse, table);
        List<T> actual = fused(fused, samples, inputType, objectReuse);
        assertThat(expected).isNotEmpty();
        assertThat(actual).as("object reuse %s", objectReuse ? "on" : "off")
                .containsExactlyInAnyOrderElementsOf(expected);
    }

    /** The results of {@code fused}, the pipeline of a query, over {@code samples}: one operator. */
    private static <I, T> List<T> fused(Function<DataStream<I>, DataStream<T>> fused, List<I> samples,
            TypeInformation<I> inputType, boolean objectReuse) throws Exception {
        StreamExecutionEnvironment fusedEnv = environment(objectReuse);
        DataStream<T> fusedResults = fused.apply(fusedEnv.fromData(samples, inputType));
        List<String> operators = fusedEnv.getStreamGraph(false).getStreamNodes().stream()
                .map(StreamNode::getOperatorName)
                .filter(name -> !name.startsWith("Source"))
                .toList();
        assertThat(operators).as("the fused pipeline's operators").containsExactly("query");
        return fusedResults.executeAndCollect(samples.size() + 1);
    }

    /** The results of {@code query} over {@code samples} on Flink's Table runtime. */
    private static <I, T> List<T> tableRuntime(String query, Class<T> type, List<I> samples,
            TypeInformation<I> inputType, boolean objectReuse) throws Exception {
        return tableRuntime(query, type, samples, inputType, objectReuse, "input");
    }

    /** The results of {@code query} over {@code samples}, the table {@code table}, on Flink's Table runtime. */
    private static <I, T> List<T> tableRuntime(String query, Class<T> type, List<I> samples,
            TypeInformation<I> inputType, boolean objectReuse, String table) throws Exception {
        StreamExecutionEnvironment tableEnv = environment(objectReuse);
        StreamTableEnvironment tables = StreamTableEnvironment.create(tableEnv);
        TypedTables.createTemporaryView(tables, table, tableEnv.fromData(samples, inputType));
        DataStream<T> tableResults = TypedTables.toDataStream(tables, tables.sqlQuery(query), type);
        return tableResults.executeAndCollect(samples.size() + 1);
    }

    private static StreamExecutionEnvironment environment() {
        return environment(false);
    }

    private static StreamExecutionEnvironment environment(boolean objectReuse) {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(PipelineOptions.OBJECT_REUSE, objectReuse);
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

    private static final String[] CHANNELS = {"apple", "Apple", "GOOGLE", "Facebook", "baidu", "Baidu ", "Google",
            "other", "", "APPLE\u0130", "İOS", "\uD83D\uDE00"};
    private static final String[] URLS = {"https://www.nexmark.com/abc/def/ghi/item.htm?query=1&channel_id=1571",
            "https://www.nexmark.com/abc/def/ghi/item.htm?query=1", "channel_id=7", "channel_id=", "a=1&channel_id=&b=2",
            "xchannel_id=3", "a&channel_id=x&channel_id=y", "channel_id=\uD83D\uDE00&", "https://a/b", "/", "//",
            "///", "////x", "", "a/b/c/d/e/f/g", "https:/\uD83D\uDE00/x/y/z/", "&channel_id=9&", "&&channel_id=a=b"};

    /** Nexmark-like bids: every channel with every url, with and without nulls, then seeded random ones. */
    static List<Bid> bids() {
        Random random = new Random(SEED);
        List<Bid> bids = new ArrayList<>();
        Instant start = Instant.parse("2024-01-01T00:00:00Z");
        for (int id = 0; id < 400; id++) {
            boolean edges = id < CHANNELS.length * URLS.length;
            String channel = edges ? CHANNELS[id % CHANNELS.length] : CHANNELS[random.nextInt(CHANNELS.length)];
            String url = edges ? URLS[id / CHANNELS.length] : "https://www.nexmark.com/" + randomString(random) + "/"
                    + randomString(random) + "/item.htm?query=1" + (random.nextBoolean() ? "&channel_id="
                    + random.nextInt(10_000) : "");
            bids.add(new Bid(id, random.nextInt(1_000), random.nextInt(1_000_000), id % 17 == 0 ? null : channel,
                    id % 13 == 0 ? null : url, start.plusSeconds(id), "x"));
        }
        return bids;
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

    private static final LocalDate[] DAYS = {LocalDate.of(1970, 1, 1), LocalDate.of(1969, 12, 31),
            LocalDate.of(2024, 2, 29), LocalDate.of(2000, 2, 29), LocalDate.of(1900, 2, 28), LocalDate.of(1900, 3, 1),
            LocalDate.of(1, 1, 1), LocalDate.of(9999, 12, 31), LocalDate.of(2023, 1, 31), LocalDate.of(2024, 12, 31),
            LocalDate.of(2021, 1, 3), LocalDate.of(2020, 12, 28), LocalDate.of(1999, 12, 31), LocalDate.of(1582, 10, 4),
            LocalDate.of(1582, 10, 15), LocalDate.of(999, 6, 15)};
    private static final LocalTime[] TIMES = {LocalTime.MIDNIGHT, LocalTime.MAX, LocalTime.NOON,
            LocalTime.of(9, 0), LocalTime.of(17, 0, 0, 500_000_000), LocalTime.of(17, 0, 0, 500_000_001),
            LocalTime.of(12, 34, 56, 789_123_456), LocalTime.of(0, 0, 0, 999_999), LocalTime.of(23, 59, 59),
            LocalTime.of(1, 2, 3, 4_000_000)};
    private static final long[] NANOS = {0, 1, 5, 999_999_999, 123_456_789, 500_000_000, 999_000_000, 1_000, 10};

    /** Edge values in every column, with and without nulls, then seeded random rows. */
    static List<Moment> moments() {
        Random random = new Random(SEED);
        List<Moment> moments = new ArrayList<>();
        int rows = 400;
        for (int id = 0; id < rows; id++) {
            boolean edges = id < rows / 2;
            LocalDate day = edges ? DAYS[id % DAYS.length] : LocalDate.ofEpochDay(random.nextInt(200_000) - 100_000);
            LocalTime time = edges ? TIMES[(id / 2) % TIMES.length]
                    : LocalTime.ofNanoOfDay(Math.floorMod(random.nextLong(), 86_400_000_000_000L));
            LocalDateTime stamp = day.atTime(time).withNano(edges ? (int) NANOS[(id / 3) % NANOS.length]
                    : random.nextInt(1_000_000_000));
            LocalDateTime milli = random.nextBoolean() ? stamp : stamp.plusSeconds(random.nextInt(200_000) - 100_000);
            Instant instant = stamp.toInstant(ZoneOffset.UTC);
            Instant expiry = random.nextBoolean() ? instant : instant.plusNanos(random.nextLong() % 100_000_000_000L);
            moments.add(new Moment(id, nullOr(random, day), nullOr(random, time), nullOr(random, stamp),
                    nullOr(random, milli), nullOr(random, instant), nullOr(random, expiry)));
        }
        return moments;
    }

    /** Strings that Flink's casts read as dates, times and timestamps, and nulls. */
    static List<DateTexts> dateTexts() {
        String[] dates = {"2024-01-31", "2024-02-29", "1970-01-01", "0001-01-01", "9999-12-31", "2024-1-5",
                "2024-01-31 12:34:56", "1900-02-28"};
        String[] times = {"12:34:56", "00:00:00", "23:59:59.999", "12:34:56.789123", "1:2:3", " 08:00:00 ",
                "12:34", "12:34:56.5"};
        String[] stamps = {"2024-01-31 12:34:56", "2024-01-31 12:34:56.123456789", "1970-01-01 00:00:00",
                "1969-12-31 23:59:59.999999999", "2024-01-31", "0001-01-01 00:00:00", "9999-12-31 23:59:59.999999"};
        Random random = new Random(SEED);
        List<DateTexts> texts = new ArrayList<>();
        for (int id = 0; id < 90; id++) {
            texts.add(new DateTexts(id, nullOr(random, dates[id % dates.length]),
                    nullOr(random, times[id % times.length]), nullOr(random, stamps[id % stamps.length])));
        }
        return texts;
    }
}
