package io.github.typegen.sql;

import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import javax.tools.JavaFileObject;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.planner.codegen.CodeGenException;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.LocalZonedTimestampType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.types.Row;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.TypegenProcessor;
import net.jqwik.api.Assume;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * A property of calc fusion: for generated queries of the fused subset (a projection of three expressions and a
 * condition, over a column of each type, nested up to three deep), the Java Typegen writes computes what Flink's
 * runtime computes. Each try writes the query as a {@code @Stage.Sql} stage, compiles it with the processor and
 * {@code typegen-sql} ({@code -Atypegen.sql.requireFusion=true}, so it must fuse; {@code -Xlint:all -Werror}, so
 * the written code has no warning), runs the fused function on the
 * rows directly, and runs the same query on Flink's runtime as a local job over the same rows, as {@code Row}s:
 * the results must be identical, the fused strings taken as those {@code Row}s hold them. The expressions are drawn from a seed jqwik chooses (and reports when a try
 * fails).
 */
class FusedExpressionPropertyTest {

    private static final String[] NAMES = {"id", "n", "i", "l", "d", "x", "s", "b", "m", "dt", "tm", "ts", "lt"};
    /** The row type of {@code sql-stages/properties/Sample} (also for {@link FusedAggregatePropertyTest}). */
    static final DataType INPUT = DataTypes.ROW(
            DataTypes.FIELD("id", DataTypes.BIGINT().notNull()), DataTypes.FIELD("n", DataTypes.INT().notNull()),
            DataTypes.FIELD("i", DataTypes.INT()), DataTypes.FIELD("l", DataTypes.BIGINT()),
            DataTypes.FIELD("d", DataTypes.DOUBLE().notNull()), DataTypes.FIELD("x", DataTypes.DOUBLE()),
            DataTypes.FIELD("s", DataTypes.STRING()), DataTypes.FIELD("b", DataTypes.BOOLEAN()),
            DataTypes.FIELD("m", DataTypes.DECIMAL(10, 2)), DataTypes.FIELD("dt", DataTypes.DATE()),
            DataTypes.FIELD("tm", DataTypes.TIME(9)), DataTypes.FIELD("ts", DataTypes.TIMESTAMP(9)),
            DataTypes.FIELD("lt", DataTypes.TIMESTAMP_LTZ(9)));

    private static final int TRIES = 20;

    private static StreamExecutionEnvironment env;
    private static StreamTableEnvironment tables;
    private static List<Row> rows;
    private static int fused;

    @BeforeContainer
    static void start() {
        env = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        env.setParallelism(1);
        tables = StreamTableEnvironment.create(env);
        rows = rows();
        tables.createTemporaryView("input", tables.fromDataStream(env.fromData(rows, ExternalTypeInfo.of(INPUT))));
        fused = 0;
    }

    @AfterContainer
    static void mostGeneratedQueriesFused() {
        // the generator keeps to the fused subset: a query the planner takes out of it is the exception
        assertThat(fused).isGreaterThanOrEqualTo(TRIES / 2);
    }

    @Property(tries = TRIES)
    void aFusedQueryComputesWhatFlinksRuntimeComputes(@ForAll long seed) throws Exception {
        Expressions generated = new Expressions(new Random(seed));
        List<String> columns = new ArrayList<>();
        for (int c = 0; c < 3; c++) {
            columns.add(generated.any(3) + " AS c" + c);
        }
        // "OR id < 24": never a constant condition, which the planner folds into an empty plan (Values)
        String query = "SELECT id, " + String.join(", ", columns) + " FROM input WHERE " + generated.bool(3)
                + " OR id < 24";
        fusedAsFlinksRuntime(query);
    }

    /**
     * A query the property found: {@code RPAD} cuts the pair of surrogates of {@code 'ab😀'} (row 22), a string
     * Flink's runtime hands to the {@code Row} as UTF-8 decoded (see {@link #asFlinksRowsHoldIt}).
     */
    @Example
    void aStringWithALoneSurrogateAsFlinksRowsHoldIt() throws Exception {
        fusedAsFlinksRuntime("SELECT id, (CAST((lt - INTERVAL '1' MONTH) AS TIMESTAMP_LTZ(3)) + INTERVAL '-25' HOUR)"
                + " AS c0, (lt - INTERVAL '13' MONTH) AS c1, (UPPER(TRIM(BOTH 'a' FROM 'ß')) || RPAD(REPLACE(s,"
                + " 'a', 'ß'), 3, 'xy')) AS c2 FROM input WHERE (TRUE IS FALSE) OR id < 24");
    }

    /** Asserts that {@code query}, compiled fused, computes what Flink's runtime computes on the rows. */
    private static void fusedAsFlinksRuntime(String query) throws Exception {
        Table table;
        try {
            table = tables.sqlQuery(query);
        } catch (RuntimeException e) {
            throw new AssertionError("Flink refuses the generated query " + query, e);
        } catch (AssertionError e) {
            // Calcite's own assertion on a few expressions it validates (the monotonicity of a product of a
            // constant cast, "cannot cast true as class java.math.BigDecimal"): Flink never runs them either
            Assume.that(false);
            throw e;
        }
        ResolvedSchema result = table.getResolvedSchema();
        Compilation compilation = compile(query, result);
        boolean notFused = compilation.errors().stream()
                .anyMatch(error -> error.getMessage(Locale.ROOT).contains(Message.SQL_NOT_FUSED.id()));
        Assume.that(!notFused);
        assertThat(compilation.status()).as("%s: %s", query, compilation.diagnostics())
                .isEqualTo(Compilation.Status.SUCCESS);
        fused++;

        // into nullable columns, as the stage's return type (all boxes) takes them on the Table runtime: Flink's
        // sink checks only the columns it writes into, and some of its functions (RPAD('', -1, 'xy')) are typed NOT
        // NULL though they return NULL, which a sink of the query's own types would refuse
        List<DataTypes.Field> nullable = new ArrayList<>();
        for (int c = 0; c < result.getColumnCount(); c++) {
            nullable.add(DataTypes.FIELD(result.getColumnNames().get(c),
                    result.getColumnDataTypes().get(c).nullable()));
        }
        List<List<Object>> expected = new ArrayList<>();
        try (var collected = tables.<Row>toDataStream(table, DataTypes.ROW(nullable)).executeAndCollect()) {
            collected.forEachRemaining(row -> {
                List<Object> values = new ArrayList<>();
                for (int f = 0; f < row.getArity(); f++) {
                    values.add(row.getField(f));
                }
                expected.add(values);
            });
        } catch (RuntimeException e) {
            // Flink's code generation cannot compile a few nested expressions it plans (COALESCE(dt, COALESCE(dt,
            // DATE '2024-02-29') - INTERVAL '1' MONTH): "Mismatch of function's argument data type 'DATE NOT NULL'
            // and actual argument type 'DATE'"): no result to compare with
            Assume.that(!causedBy(e, CodeGenException.class));
            throw new AssertionError("Flink's runtime fails on the generated query " + query, e);
        }
        assertThat(runFused(compilation)).as(query).containsExactlyInAnyOrderElementsOf(expected);
    }

    /**
     * {@code value} as the {@code Row}s of Flink's runtime hold it: a string encoded to UTF-8 and decoded, each lone
     * surrogate a {@code ?} ({@code StringUtf8Utils.encodeUTF8}). {@code LPAD} and {@code RPAD} work on UTF-16 chars
     * and may cut a pair of surrogates; Flink's runtime gives the cut string to a {@code Row} this way, while the
     * {@code TypedTables} path that fused code replaces hands it on as Java computed it, as the fused code does
     * ({@code CalcFusionDifferentialTest} compares that path).
     */
    private static Object asFlinksRowsHoldIt(Object value) {
        return value instanceof String s ? new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)
                : value;
    }

    private static boolean causedBy(Throwable failure, Class<? extends Throwable> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------------
    //  the fused side
    // ------------------------------------------------------------------------

    private static Compilation compile(String query, ResolvedSchema result) {
        StringBuilder fields = new StringBuilder();
        for (int c = 0; c < result.getColumnCount(); c++) {
            LogicalType type = result.getColumnDataTypes().get(c).getLogicalType();
            String name = result.getColumnNames().get(c);
            fields.append(c == 0 ? "" : ", ").append(javaType(type)).append(' ').append(name);
        }
        JavaFileObject out = JavaFileObjects.forSourceString("properties.Out", "package properties;\n"
                + "import io.github.typegen.annotations.Column;\n"
                + "@io.github.typegen.annotations.FlinkType\npublic record Out(" + fields + ") {}\n");
        JavaFileObject pipeline = JavaFileObjects.forSourceString("properties.Generated", "package properties;\n"
                + "@io.github.typegen.annotations.Pipeline\n"
                + "public class Generated implements java.io.Serializable {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + "    @io.github.typegen.annotations.Stage.Sql(\"" + query.replace("\\", "\\\\").replace("\"", "\\\"")
                + "\")\n    Out query(Sample sample) {\n        throw new UnsupportedOperationException();\n    }\n}\n");
        return javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Atypegen.sql.requireFusion=true", "-Xlint:all,-processing",
                        "-Werror")
                .compile(JavaFileObjects.forResource("sql-stages/properties/Sample.java"), out, pipeline);
    }

    /**
     * The Java type of a column the generators made, with its SQL type in {@code @Column} where the Java type alone
     * would give another (also for {@link FusedAggregatePropertyTest}).
     */
    static String javaType(LogicalType type) {
        return switch (type.getTypeRoot()) {
            case BOOLEAN -> "Boolean";
            case TINYINT -> "Byte";
            case INTEGER -> "Integer";
            case BIGINT -> "Long";
            case DOUBLE -> "Double";
            case DECIMAL -> "@Column(type = \"DECIMAL(" + ((DecimalType) type).getPrecision() + ", "
                    + ((DecimalType) type).getScale() + ")\") java.math.BigDecimal";
            case CHAR, VARCHAR -> "String";
            case DATE -> "java.time.LocalDate";
            case TIME_WITHOUT_TIME_ZONE -> "@Column(type = \"" + type.copy(true).asSerializableString()
                    + "\") java.time.LocalTime";
            case TIMESTAMP_WITHOUT_TIME_ZONE -> "@Column(type = \"" + type.copy(true).asSerializableString()
                    + "\") java.time.LocalDateTime";
            case TIMESTAMP_WITH_LOCAL_TIME_ZONE -> "@Column(type = \"TIMESTAMP_LTZ("
                    + ((LocalZonedTimestampType) type).getPrecision() + ")\") java.time.Instant";
            default -> throw new IllegalStateException("The generator made a column of type " + type);
        };
    }

    /** Runs the fused function of {@code compilation} on the rows and returns the results' values. */
    private static List<List<Object>> runFused(Compilation compilation) throws Exception {
        return new GeneratedClasses(compilation).runStage("properties", "Sample", rows,
                FusedExpressionPropertyTest::asFlinksRowsHoldIt);
    }

    // ------------------------------------------------------------------------
    //  the rows
    // ------------------------------------------------------------------------

    private static List<Row> rows() {
        int[] ints = {0, 1, -1, 7, Integer.MAX_VALUE, Integer.MIN_VALUE};
        double[] doubles = {0.0, -0.0, 1.5, -2.25, Double.NaN, Double.POSITIVE_INFINITY, Double.MIN_VALUE, 1e308};
        String[] strings = {"", "a", "ab", "B", "ab😀", "ß", "İ", "a_b", "x\ny", "zzz", "\uE000x", "😀", " 12 ", "-3.5",
            "1e2", "true", "  a b  ", "2147483648"};
        String[] decimals = {"0.00", "1.25", "-12.50", "99999999.99", "-0.01", "10.00"};
        LocalDate[] dates = {LocalDate.of(1970, 1, 1), LocalDate.of(1969, 12, 31), LocalDate.of(2024, 2, 29),
                LocalDate.of(1, 1, 1), LocalDate.of(9999, 12, 31), LocalDate.of(2023, 1, 31), LocalDate.of(1900, 3, 1)};
        LocalTime[] times = {LocalTime.MIDNIGHT, LocalTime.NOON, LocalTime.of(23, 59, 59, 999_000_000),
                LocalTime.of(12, 34, 56, 789_000_000), LocalTime.of(0, 0, 1)};
        // no nanosecond count of 3 digits or fewer, which Flink's truncation to TIMESTAMP(3) keeps (a quirk of
        // DateTimeUtils.truncate), and which then survives into a row or not, depending on the row Flink's Calc
        // writes: here it does not, in the TypedTables path of CalcFusionDifferentialTest it does
        int[] nanos = {0, 1_000_000, 999_999_999, 123_456_789, 500_000_000};
        Random random = new Random(7);
        List<Row> rows = new ArrayList<>();
        for (int id = 0; id < 48; id++) {
            rows.add(Row.of((long) id, ints[id % ints.length], random.nextInt(4) == 0 ? null : ints[(id / 2) % ints.length],
                    random.nextInt(4) == 0 ? null : (long) ints[(id / 3) % ints.length] * 3,
                    doubles[id % doubles.length], random.nextInt(4) == 0 ? null : doubles[(id / 2) % doubles.length],
                    random.nextInt(4) == 0 ? null : strings[id % strings.length],
                    random.nextInt(3) == 0 ? null : random.nextBoolean(),
                    random.nextInt(4) == 0 ? null : new BigDecimal(decimals[id % decimals.length]),
                    random.nextInt(4) == 0 ? null : dates[id % dates.length],
                    random.nextInt(4) == 0 ? null : times[(id / 2) % times.length],
                    random.nextInt(4) == 0 ? null : dates[(id / 3) % dates.length].atTime(times[id % times.length])
                            .withNano(nanos[(id / 2) % nanos.length]),
                    random.nextInt(4) == 0 ? null : dates[(id / 2) % dates.length]
                            .atTime(times[(id / 3) % times.length]).withNano(nanos[id % nanos.length])
                            .toInstant(ZoneOffset.UTC)));
        }
        return rows;
    }

    // ------------------------------------------------------------------------
    //  the expressions
    // ------------------------------------------------------------------------

    /** Regular expressions: valid ones, an empty one, invalid ones (which Flink answers with NULL or FALSE). */
    private static final String[] REGEXES = {"'a(b)?'", "'(.)(.)?'", "'😀|ß'", "'^\\s*(\\d+)'", "''", "'['",
        "'(a'"};

    /** SQL expressions of the fused subset, each of one type, drawn from a random source. */
    private static final class Expressions {
        private final Random random;

        Expressions(Random random) {
            this.random = random;
        }

        private String pick(String... choices) {
            return choices[random.nextInt(choices.length)];
        }

        String any(int depth) {
            return switch (random.nextInt(10)) {
                case 0 -> integer(depth);
                case 1 -> bigint(depth);
                case 2 -> floating(depth);
                case 3 -> decimal(depth);
                case 4 -> string(depth);
                case 5 -> date(depth);
                case 6 -> time(depth);
                case 7 -> timestamp(depth);
                case 8 -> instant(depth);
                default -> bool(depth);
            };
        }

        String date(int depth) {
            if (depth == 0 || random.nextInt(3) == 0) {
                return pick("dt", "DATE '2024-02-29'", "DATE '1969-12-31'", "CAST(ts AS DATE)");
            }
            int d = depth - 1;
            return switch (random.nextInt(6)) {
                // a DAY interval has two digits unless its precision says more: INTERVAL '366' DAY is no SQL
                case 0 -> "(" + date(d) + " + " + pick("INTERVAL '1' DAY", "INTERVAL '-40' DAY",
                        "INTERVAL '366' DAY(3)") + ")";
                case 1 -> "(" + date(d) + " - " + pick("INTERVAL '1' MONTH", "INTERVAL '13' MONTH",
                        "INTERVAL '1-1' YEAR TO MONTH", "INTERVAL '2' YEAR") + ")";
                case 2 -> pick("FLOOR", "CEIL") + "(" + date(d) + " TO " + pick("MONTH", "YEAR", "WEEK", "DAY",
                        "QUARTER", "DECADE") + ")";
                case 3 -> "CAST(" + timestamp(d) + " AS DATE)";
                case 4 -> "COALESCE(dt, " + date(d) + ")";
                default -> "TIMESTAMPADD(" + pick("DAY", "MONTH", "YEAR") + ", " + pick("1", "-2", "30") + ", "
                        + date(d) + ")";
            };
        }

        String time(int depth) {
            if (depth == 0 || random.nextInt(3) == 0) {
                return pick("tm", "TIME '12:34:56.789'", "TIME '00:00:00'");
            }
            int d = depth - 1;
            return switch (random.nextInt(4)) {
                case 0 -> "(" + time(d) + " + INTERVAL '" + pick("1", "25", "-3") + "' " + pick("HOUR", "MINUTE")
                        + ")";
                case 1 -> "FLOOR(" + time(d) + " TO " + pick("HOUR", "MINUTE", "SECOND") + ")";
                case 2 -> "CAST(" + time(d) + " AS TIME(" + pick("0", "2") + "))";
                default -> "CASE WHEN " + bool(d) + " THEN " + time(d) + " ELSE tm END";
            };
        }

        String timestamp(int depth) {
            if (depth == 0 || random.nextInt(3) == 0) {
                return pick("ts", "TIMESTAMP '2024-02-29 12:00:00.123456789'", "CAST(dt AS TIMESTAMP(3))");
            }
            int d = depth - 1;
            return switch (random.nextInt(7)) {
                case 0 -> "(" + timestamp(d) + " + INTERVAL '" + pick("1 02:03:04.005", "-1 00:00:00.5") + "' DAY TO"
                        + " SECOND)";
                case 1 -> "(" + timestamp(d) + " - INTERVAL '" + pick("1", "14") + "' MONTH)";
                case 2 -> pick("FLOOR", "CEIL") + "(" + timestamp(d) + " TO " + pick("YEAR", "MONTH", "WEEK", "DAY",
                        "HOUR", "MINUTE", "SECOND", "MILLISECOND") + ")";
                case 3 -> "CAST(" + timestamp(d) + " AS TIMESTAMP(" + pick("0", "3", "6") + "))";
                case 4 -> "CAST(" + date(d) + " AS TIMESTAMP)";
                case 5 -> "TIMESTAMPADD(" + pick("SECOND", "HOUR", "MONTH") + ", " + pick("1", "-90") + ", "
                        + timestamp(d) + ")";
                default -> "COALESCE(ts, " + timestamp(d) + ")";
            };
        }

        String instant(int depth) {
            if (depth == 0 || random.nextInt(3) == 0) {
                return "lt";
            }
            int d = depth - 1;
            return switch (random.nextInt(3)) {
                case 0 -> "(" + instant(d) + " + INTERVAL '" + pick("1", "-25") + "' HOUR)";
                case 1 -> "(" + instant(d) + " - INTERVAL '" + pick("1", "13") + "' MONTH)";
                default -> "CAST(" + instant(d) + " AS TIMESTAMP_LTZ(3))";
            };
        }

        String integer(int depth) {
            if (depth == 0 || random.nextInt(3) == 0) {
                return pick("n", "i", "0", "1", "-1", "7", "2147483647", "(-2147483647 - 1)");
            }
            int d = depth - 1;
            return switch (random.nextInt(15)) {
                // a constant start and appearance: Flink's INSTR fails for an n below 1, and overflows its stack
                // for a start of Integer.MIN_VALUE
                case 13 -> "INSTR(" + string(d) + ", " + pick("'a'", "''", "'😀'", "s") + pick("", ", 1", ", -1", ", 3", ", -2, 2", ", 1, 3")
                        + ")";
                case 14 -> "ASCII(" + string(d) + ")";
                // mixed operands: MOD is typed as its second operand, INT
                case 12 -> "MOD(" + bigint(d) + ", " + pick("123", "7", "-5") + ")";
                // Flink's parser takes no parenthesized expression before POSITION's IN
                case 10 -> random.nextBoolean() ? "POSITION(" + pick("s", "'a'", "''", "'😀'") + " IN " + string(d) + ")"
                        : "LOCATE(" + string(d) + ", " + string(d) + pick("", ", 2", ", -1") + ")";
                case 11 -> "TRY_CAST(" + string(d) + " AS " + pick("INT", "TINYINT") + ")";
                case 0 -> "(" + integer(d) + " + " + integer(d) + ")";
                case 1 -> "(" + integer(d) + " - " + integer(d) + ")";
                case 2 -> "(" + integer(d) + " * " + integer(d) + ")";
                case 3 -> "(- " + integer(d) + ")"; // "--" would start a comment
                case 4 -> "CASE WHEN " + bool(d) + " THEN " + integer(d) + " ELSE " + integer(d) + " END";
                case 5 -> "COALESCE(i, " + integer(d) + ")";
                case 6 -> "CHAR_LENGTH(" + string(d) + ")";
                case 7 -> "MOD(" + integer(d) + ", " + pick("3", "7", "-5") + ")";
                case 8 -> "CAST(" + bool(d) + " AS INT)";
                default -> "(" + integer(d) + " / " + pick("2", "-3", "7") + ")";
            };
        }

        String bigint(int depth) {
            if (depth == 0 || random.nextInt(3) == 0) {
                return pick("l", "id", "CAST(n AS BIGINT)");
            }
            int d = depth - 1;
            return switch (random.nextInt(8)) {
                case 5 -> "MOD(" + integer(d) + ", " + pick("CAST(5 AS BIGINT)", "5000000000") + ")";
                case 6 -> "CASE WHEN " + bool(d) + " THEN " + integer(d) + " ELSE " + bigint(d) + " END";
                case 7 -> "COALESCE(l, " + integer(d) + ")";
                case 0 -> "(" + bigint(d) + " + " + integer(d) + ")";
                case 1 -> "(" + bigint(d) + " * " + bigint(d) + ")";
                case 2 -> "EXTRACT(" + pick("YEAR", "MONTH", "DAY", "DOW", "DOY", "WEEK", "QUARTER", "ISOYEAR",
                        "HOUR", "MINUTE", "SECOND", "MILLISECOND", "MICROSECOND", "NANOSECOND", "EPOCH", "CENTURY")
                        + " FROM " + timestamp(d) + ")";
                case 3 -> "EXTRACT(" + pick("YEAR", "MONTH", "DAY", "DOW", "ISODOW", "DECADE", "MILLENNIUM", "EPOCH")
                        + " FROM " + date(d) + ")";
                default -> "CAST(" + integer(d) + " AS BIGINT)";
            };
        }

        String floating(int depth) {
            if (depth == 0 || random.nextInt(3) == 0) {
                return pick("d", "x", "1.5E0", "-0.0E0", "1E308");
            }
            int d = depth - 1;
            return switch (random.nextInt(11)) {
                // mixed operands: a decimal with a double is a double
                case 8 -> "(" + decimal(d) + " * " + floating(d) + ")";
                case 9 -> "CASE WHEN " + bool(d) + " THEN " + decimal(d) + " ELSE " + floating(d) + " END";
                case 10 -> "COALESCE(x, " + pick(decimal(d), bigint(d)) + ")";
                case 6 -> "(" + bigint(d) + " - " + floating(d) + ")";
                case 7 -> "COALESCE(x, " + integer(d) + ")";
                case 0 -> "(" + floating(d) + " * " + floating(d) + ")";
                case 1 -> "(" + floating(d) + " / " + floating(d) + ")";
                case 2 -> "(" + floating(d) + " + " + integer(d) + ")";
                case 3 -> "(" + floating(d) + " * " + pick("1.1", "0.5", "-2.25") + ")";
                case 4 -> "CAST(" + integer(d) + " AS DOUBLE)";
                default -> "COALESCE(x, " + floating(d) + ")";
            };
        }

        String decimal(int depth) {
            if (depth == 0 || random.nextInt(3) == 0) {
                return pick("m", "CAST(n AS DECIMAL(12, 2))");
            }
            int d = depth - 1;
            return switch (random.nextInt(9)) {
                // mixed operands: a decimal with an integer of either width is a decimal
                case 5 -> "(" + decimal(d) + " + " + pick(bigint(d), integer(d)) + ")";
                case 6 -> "CASE WHEN " + bool(d) + " THEN " + decimal(d) + " ELSE " + pick(integer(d), bigint(d)) + " END";
                case 7 -> "COALESCE(m, " + pick(integer(d), bigint(d)) + ")";
                case 8 -> "MOD(" + decimal(d) + ", " + pick("3", "-7", "CAST(4 AS BIGINT)") + ")";
                case 4 -> "TRY_CAST(" + string(d) + " AS DECIMAL(" + pick("12, 2", "20, 3") + "))";
                case 0 -> "(" + decimal(d) + " * " + pick("3", "0.5", "-1.25") + ")";
                case 1 -> "(m + " + decimal(d) + ")";
                case 2 -> "(" + decimal(d) + " - " + integer(d) + ")";
                default -> "(" + decimal(d) + " / " + pick("3", "7") + ")";
            };
        }

        String string(int depth) {
            if (depth == 0 || random.nextInt(3) == 0) {
                return pick("s", "''", "'a'", "'ab😀'", "'ß'", "'\uE000'");
            }
            int d = depth - 1;
            return switch (random.nextInt(20)) {
                // a regex that is a constant (valid or not) or an expression, compiled for each row
                case 15 -> "REGEXP_EXTRACT(" + string(d) + ", " + pick(REGEXES) + pick("", ", 1", ", 2", ", -1",
                        ", " + integer(d), ", " + bigint(d)) + ")";
                case 16 -> "REGEXP_REPLACE(" + string(d) + ", " + pick(pick(REGEXES), "s") + ", "
                        + pick("'x'", "'$1'", "''", "s") + ")";
                case 17 -> "SPLIT_INDEX(" + string(d) + ", " + pick("'a'", "''", "' '", "'😀'", "'ab'", "98", "32",
                        "0", "300") + ", " + pick("0", "1", "-1", integer(d)) + ")";
                case 18 -> "CHR(" + pick(integer(d), bigint(d)) + ")";
                // a FOR of a constant: Flink's OVERLAY fails where FROM + FOR overflows an int
                case 19 -> "OVERLAY(" + string(d) + " PLACING " + pick("'xy'", "''", "'😀'", "s") + " FROM " + integer(d)
                        + pick("", " FOR 0", " FOR 1", " FOR 3", " FOR -1") + ")";
                case 6 -> {
                    // "TRIM(FROM s)" is no SQL: without a flag and characters, no FROM either
                    String how = pick("", "BOTH ", "LEADING ", "TRAILING ") + pick("", "'a' ", "' a' ", "'😀b' ");
                    yield "TRIM(" + (how.isEmpty() ? "" : how + "FROM ") + string(d) + ")";
                }
                case 7 -> pick("LTRIM(", "RTRIM(") + string(d) + pick("", ", 'ab'") + ")";
                case 8 -> pick("SUBSTRING(", "SUBSTR(") + string(d) + ", " + integer(d) + pick("", ", 2", ", -1")
                        + ")";
                case 9 -> pick("LEFT(", "RIGHT(") + string(d) + ", " + integer(d) + ")";
                case 10 -> "REPLACE(" + string(d) + ", " + pick("'a'", "''", "'b😀'") + ", " + string(d) + ")";
                case 11 -> pick("LPAD(", "RPAD(") + string(d) + ", " + pick("0", "3", "-1") + ", "
                        + pick("'xy'", "''", "'😀'") + ")";
                case 12 -> "CONCAT_WS(" + string(d) + ", " + string(d) + ", " + string(d) + ")";
                case 13 -> pick("REVERSE(", "INITCAP(") + string(d) + ")";
                case 14 -> "REPEAT(" + string(d) + ", " + pick("0", "2", "-1") + ")";
                case 0 -> "UPPER(" + string(d) + ")";
                case 1 -> "LOWER(" + string(d) + ")";
                case 2 -> "(" + string(d) + " || " + string(d) + ")";
                case 3 -> random.nextBoolean() ? "CAST(" + integer(d) + " AS STRING)"
                        : "CAST(" + pick(date(d), time(d), timestamp(d)) + " AS " + pick("STRING", "VARCHAR(12)",
                                "CHAR(25)") + ")";
                case 4 -> random.nextBoolean() ? "CAST(" + bool(d) + " AS " + pick("STRING", "VARCHAR(3)", "CHAR(6)")
                        + ")" : "DATE_FORMAT(" + timestamp(d) + ", " + pick("'yyyy-MM-dd'", "'HH:mm:ss.SSS'",
                                "'yyyyMMddHHmmssSSSSSS'") + ")";
                default -> "CASE WHEN " + bool(d) + " THEN " + string(d) + " ELSE s END";
            };
        }

        String bool(int depth) {
            if (depth == 0 || random.nextInt(4) == 0) {
                return pick("b", "TRUE", "FALSE", "(i IS NULL)", "(s IS NOT NULL)");
            }
            int d = depth - 1;
            String comparison = pick("=", "<>", "<", "<=", ">", ">=");
            return switch (random.nextInt(21)) {
                case 18 -> "REGEXP(" + string(d) + ", " + pick(pick(REGEXES), "s") + ")";
                // mixed operands: an integer against a decimal or a double; a decimal or a double in a list of ints
                case 19 -> "(" + integer(d) + " " + comparison + " " + pick(decimal(d), floating(d)) + ")";
                case 20 -> "(" + pick(decimal(d), floating(d)) + " IN (1, 2, 7))";
                case 16 -> "(" + bigint(d) + " " + comparison + " " + pick(integer(d), floating(d), decimal(d)) + ")";
                case 17 -> "(" + pick(integer(d), bigint(d)) + " IN (1, 2, 3000000000))";
                case 15 -> "TRY_CAST(" + string(d) + " AS BOOLEAN)";
                case 0 -> "(" + integer(d) + " " + comparison + " " + integer(d) + ")";
                case 1 -> "(" + floating(d) + " " + comparison + " " + floating(d) + ")";
                case 2 -> "(" + string(d) + " " + comparison + " " + string(d) + ")";
                case 3 -> "(" + decimal(d) + " " + comparison + " " + pick("1", "10.5", "m") + ")";
                case 4 -> "(" + bool(d) + " AND " + bool(d) + ")";
                case 5 -> "(" + bool(d) + " OR " + bool(d) + ")";
                case 6 -> "(NOT " + bool(d) + ")";
                case 7 -> "(" + bool(d) + " " + pick("IS TRUE", "IS NOT TRUE", "IS FALSE", "IS NOT FALSE") + ")";
                case 8 -> "(" + string(d) + " LIKE " + pick("'a%'", "'%b_'", "'_'", "'%'") + ")";
                case 9 -> "(" + integer(d) + " IN (1, 2, 7))";
                case 10 -> "(" + floating(d) + " BETWEEN -1 AND 1)";
                case 11 -> "(" + integer(d) + " IS " + pick("", "NOT ") + "DISTINCT FROM " + integer(d) + ")";
                case 12 -> random.nextBoolean()
                        ? "(" + string(d) + " IS " + pick("", "NOT ") + "DISTINCT FROM " + string(d) + ")"
                        : "(" + pick(date(d) + " " + comparison + " " + date(d),
                                timestamp(d) + " " + comparison + " " + timestamp(d),
                                time(d) + " " + comparison + " " + time(d),
                                instant(d) + " " + comparison + " " + instant(d),
                                timestamp(d) + " IS DISTINCT FROM " + timestamp(d)) + ")";
                case 13 -> "CAST(" + pick(integer(d), floating(d), decimal(d)) + " AS BOOLEAN)";
                default -> "(x " + comparison + " " + pick("0.5", "1.1", "-2.25") + ")";
            };
        }
    }
}
