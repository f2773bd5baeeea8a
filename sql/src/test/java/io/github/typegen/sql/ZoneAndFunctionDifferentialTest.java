package io.github.typegen.sql;

import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.InvocationTargetException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

import javax.tools.JavaFileObject;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.config.TableConfigOptions;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.LocalZonedTimestampType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.types.Row;
import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.TypegenProcessor;
import io.github.typegen.sql.fixtures.Describe;

/**
 * Fused queries that compute in the session time zone the build declares, and that call a user function, run both
 * ways on the same rows: compiled with the processor ({@code -Atypegen.sql.timeZone=Europe/Berlin}, fusion required)
 * and run directly, and on Flink's Table runtime in a table environment whose {@code table.local-time-zone} is that
 * zone. The results must be identical. The rows hold instants around Berlin's changes to and from summer time, before
 * 1893 (when Berlin kept its local mean time, which a {@code TimeZone} does not know), before 1970, and nulls.
 */
class ZoneAndFunctionDifferentialTest {

    private static final String ZONE = "Europe/Berlin";
    private static final DataType INPUT = DataTypes.ROW(
            DataTypes.FIELD("id", DataTypes.BIGINT().notNull()), DataTypes.FIELD("n", DataTypes.INT()),
            DataTypes.FIELD("l", DataTypes.BIGINT()), DataTypes.FIELD("x", DataTypes.DOUBLE().notNull()),
            DataTypes.FIELD("b", DataTypes.BOOLEAN().notNull()), DataTypes.FIELD("m", DataTypes.DECIMAL(10, 2)),
            DataTypes.FIELD("s", DataTypes.STRING()), DataTypes.FIELD("day", DataTypes.DATE()),
            DataTypes.FIELD("local", DataTypes.TIMESTAMP(3)), DataTypes.FIELD("at", DataTypes.TIMESTAMP_LTZ(3)),
            DataTypes.FIELD("time", DataTypes.TIME(0)), DataTypes.FIELD("text", DataTypes.STRING()));

    @Test
    void functionsOfATimestampLtzComputeInTheDeclaredZoneAsFlinksRuntime() throws Exception {
        fusedAsFlinksRuntime("SELECT id, HOUR(`at`) AS h, MINUTE(`at`) AS mi, SECOND(`at`) AS se,"
                + " EXTRACT(YEAR FROM `at`) AS y, EXTRACT(DAY FROM `at`) AS d, EXTRACT(MILLISECOND FROM `at`) AS ms,"
                + " DATE_FORMAT(`at`, 'yyyy-MM-dd HH:mm:ss') AS f, CAST(`at` AS STRING) AS text0,"
                + " CAST(`at` AS VARCHAR(13)) AS text13, CAST(`at` AS TIMESTAMP(3)) AS ts, CAST(`at` AS TIMESTAMP(0))"
                + " AS ts0, CAST(`at` AS DATE) AS dt, CAST(`at` AS TIME(0)) AS tm,"
                + " CAST(`local` AS TIMESTAMP_LTZ(3)) AS fromLocal, CAST(`day` AS TIMESTAMP_LTZ(3)) AS fromDay,"
                + " CAST(`time` AS TIMESTAMP_LTZ(0)) AS fromTime, CAST(`text` AS TIMESTAMP_LTZ(3)) AS fromText,"
                + " `at` < `local` AS earlier, `at` = `local` AS same,"
                + " CAST(TIMESTAMP '2024-03-31 02:30:00' AS TIMESTAMP_LTZ(3)) AS inTheGap,"
                + " CAST(TIMESTAMP '2024-10-27 02:30:00' AS TIMESTAMP_LTZ(3)) AS twice"
                + " FROM input WHERE HOUR(`at`) <> 13 OR `at` IS NULL");
    }

    @Test
    void aUserFunctionIsCalledAsFlinkCallsItNullsIncluded() throws Exception {
        fusedAsFlinksRuntime("SELECT id, label(s, n) AS text, label(l, m) AS total, label(`day`, `at`, `local`) AS"
                + " moments, label(x, b) AS doubled, label(m) AS squared FROM input WHERE label(l, m) IS NULL"
                + " OR id > 0");
    }

    @Test
    void aJobInAnotherZoneFailsWhenItIsBuiltNamingBothZones() throws Exception {
        Compilation compilation = compile("SELECT id, HOUR(`at`) AS h FROM input",
                List.of(DataTypes.FIELD("id", DataTypes.BIGINT().notNull()), DataTypes.FIELD("h", DataTypes.BIGINT())));
        ClassLoader loader = new GeneratedClasses(compilation);
        Class<?> pipeline = loader.loadClass("zone.Generated");
        Object fused = loader.loadClass("zone.GeneratedFused").getConstructor(pipeline)
                .newInstance(pipeline.getDeclaredConstructor().newInstance());
        Configuration newYork = new Configuration();
        newYork.set(TableConfigOptions.LOCAL_TIME_ZONE, "America/New_York");
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(newYork);
        DataStream<Row> input = env.fromData(List.of(Row.of(1L)), ExternalTypeInfo.of(DataTypes.ROW(
                DataTypes.FIELD("id", DataTypes.BIGINT()))));

        assertThatThrownBy(() -> {
            try {
                fused.getClass().getMethod("apply", DataStream.class).invoke(fused, input);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }).isInstanceOf(ValidationException.class)
                .hasMessageContaining("compiled for the session time zone Europe/Berlin")
                .hasMessageContaining("this job's table.local-time-zone is America/New_York");
    }

    /** Asserts that {@code query}, compiled fused, computes what Flink's runtime computes on the rows. */
    private static void fusedAsFlinksRuntime(String query) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        env.setParallelism(1);
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        tables.getConfig().setLocalTimeZone(ZoneId.of(ZONE));
        tables.createTemporarySystemFunction("label", Describe.class);
        List<Row> rows = rows();
        tables.createTemporaryView("input", tables.fromDataStream(env.fromData(rows, ExternalTypeInfo.of(INPUT))));
        Table table = tables.sqlQuery(query);
        ResolvedSchema result = table.getResolvedSchema();
        List<DataTypes.Field> nullable = new ArrayList<>();
        for (int c = 0; c < result.getColumnCount(); c++) {
            nullable.add(DataTypes.FIELD(result.getColumnNames().get(c),
                    result.getColumnDataTypes().get(c).nullable()));
        }
        Compilation compilation = compile(query, nullable);
        assertThat(compilation.status()).as("%s: %s", query, compilation.diagnostics())
                .isEqualTo(Compilation.Status.SUCCESS);

        List<List<Object>> expected = new ArrayList<>();
        try (var collected = tables.<Row>toDataStream(table, DataTypes.ROW(nullable)).executeAndCollect()) {
            collected.forEachRemaining(row -> {
                List<Object> values = new ArrayList<>();
                for (int f = 0; f < row.getArity(); f++) {
                    values.add(row.getField(f));
                }
                expected.add(values);
            });
        }
        assertThat(expected).hasSizeGreaterThan(rows.size() / 2);
        assertThat(runFused(compilation, rows)).as(query).containsExactlyInAnyOrderElementsOf(expected);
    }

    // ------------------------------------------------------------------------
    //  the fused side
    // ------------------------------------------------------------------------

    private static Compilation compile(String query, List<DataTypes.Field> columns) {
        StringBuilder fields = new StringBuilder();
        for (DataTypes.Field column : columns) {
            fields.append(fields.length() == 0 ? "" : ", ").append(javaType(column.getDataType().getLogicalType()))
                    .append(' ').append(column.getName());
        }
        JavaFileObject out = JavaFileObjects.forSourceString("zone.Out", "package zone;\n"
                + "import io.github.typegen.annotations.Column;\n"
                + "@io.github.typegen.annotations.FlinkType\npublic record Out(" + fields + ") {}\n");
        JavaFileObject pipeline = JavaFileObjects.forSourceString("zone.Generated", "package zone;\n"
                + "import io.github.typegen.annotations.Stage;\n"
                + "@io.github.typegen.annotations.Pipeline\n"
                + "public class Generated implements java.io.Serializable {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + "    @Stage.Sql(value = \"" + query.replace("\"", "\\\"") + "\", functions = @Stage.Function(name ="
                + " \"label\", type = io.github.typegen.sql.fixtures.Describe.class))\n"
                + "    Out query(Moment moment) {\n        throw new UnsupportedOperationException();\n    }\n}\n");
        return javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Atypegen.sql.requireFusion=true",
                        "-Atypegen.sql.timeZone=" + ZONE, "-Xlint:all,-processing", "-Werror")
                .compile(JavaFileObjects.forResource("sql-stages/zone/Moment.java"), out, pipeline);
    }

    private static String javaType(LogicalType type) {
        return switch (type.getTypeRoot()) {
            case BOOLEAN -> "Boolean";
            case INTEGER -> "Integer";
            case BIGINT -> "Long";
            case DOUBLE -> "Double";
            case DECIMAL -> "@Column(type = \"DECIMAL(" + ((DecimalType) type).getPrecision() + ", "
                    + ((DecimalType) type).getScale() + ")\") java.math.BigDecimal";
            case CHAR, VARCHAR -> "@Column(type = \"" + type.copy(true).asSerializableString() + "\") String";
            case DATE -> "java.time.LocalDate";
            case TIME_WITHOUT_TIME_ZONE -> "@Column(type = \"" + type.copy(true).asSerializableString()
                    + "\") java.time.LocalTime";
            case TIMESTAMP_WITHOUT_TIME_ZONE -> "@Column(type = \"" + type.copy(true).asSerializableString()
                    + "\") java.time.LocalDateTime";
            case TIMESTAMP_WITH_LOCAL_TIME_ZONE -> "@Column(type = \"TIMESTAMP_LTZ("
                    + ((LocalZonedTimestampType) type).getPrecision() + ")\") java.time.Instant";
            default -> throw new IllegalStateException("A column of type " + type);
        };
    }

    /** Runs the fused function of {@code compilation} on {@code rows} and returns the results' values. */
    private static List<List<Object>> runFused(Compilation compilation, List<Row> rows) throws Exception {
        return new GeneratedClasses(compilation).runStage("zone", "Moment", rows, value -> value);
    }

    // ------------------------------------------------------------------------
    //  the rows
    // ------------------------------------------------------------------------

    /** Instants in UTC: Berlin's changes of 2024 (01:00 UTC), before 1893, before 1970, the epoch, and others. */
    private static final Instant[] INSTANTS = {Instant.parse("2024-03-31T00:59:59.999Z"),
            Instant.parse("2024-03-31T01:00:00Z"), Instant.parse("2024-03-31T01:30:00.5Z"),
            Instant.parse("2024-10-27T00:30:00Z"), Instant.parse("2024-10-27T01:00:00Z"),
            Instant.parse("2024-10-27T01:30:00.123Z"), Instant.parse("1850-06-01T12:00:00Z"),
            Instant.parse("1893-03-31T23:00:00Z"), Instant.parse("1969-12-31T23:59:59.999Z"), Instant.EPOCH,
            Instant.parse("1945-05-24T01:00:00Z"), Instant.parse("2038-01-19T03:14:07Z"),
            Instant.parse("0001-01-01T00:00:00Z"), Instant.parse("2024-06-15T12:34:56.789Z")};
    private static final LocalDateTime[] LOCALS = {LocalDateTime.parse("2024-03-31T02:30:00"),
            LocalDateTime.parse("2024-10-27T02:30:00"), LocalDateTime.parse("2024-03-31T03:00:00"),
            LocalDateTime.parse("1850-06-01T12:53:28"), LocalDateTime.parse("1970-01-01T01:00:00"),
            LocalDateTime.parse("2024-06-15T14:34:56.789")};
    private static final LocalDate[] DAYS = {LocalDate.parse("2024-03-31"), LocalDate.parse("2024-10-27"),
            LocalDate.parse("1850-06-01"), LocalDate.parse("1970-01-01"), LocalDate.parse("1969-12-31")};
    private static final LocalTime[] TIMES = {LocalTime.MIDNIGHT, LocalTime.parse("02:30:00"),
            LocalTime.parse("23:59:59")};
    private static final String[] TEXTS = {"2024-03-31 02:30:00", "2024-10-27 02:30:00.123", "1850-06-01 12:00:00",
            "2024-06-15 14:34:56.789", "1970-01-01 00:00:00"};
    private static final String[] STRINGS = {"", "a", "ccc", "straße"};

    private static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int id = 0; id < 70; id++) {
            boolean nulls = id % 7 == 3;
            rows.add(Row.of((long) id, nulls ? null : id - 35, nulls ? null : (long) id * 1_000_003L,
                    id * 0.75 - 10, id % 2 == 0, nulls || id % 5 == 0 ? null : BigDecimal.valueOf(id * 1234L - 7, 2),
                    nulls ? null : STRINGS[id % STRINGS.length], nulls ? null : DAYS[id % DAYS.length],
                    nulls ? null : LOCALS[id % LOCALS.length], id % 11 == 10 ? null : INSTANTS[id % INSTANTS.length],
                    nulls ? null : TIMES[id % TIMES.length], nulls ? null : TEXTS[id % TEXTS.length]));
        }
        return rows;
    }
}
