package io.github.typegen.sql;

import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.DeploymentOptions;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.TypegenProcessor;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.table.Change;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.ShrinkingMode;

/**
 * A property of fused group aggregation: for generated queries ({@code GROUP BY} one or two keys among columns and
 * expressions of several types, two to four aggregates among {@code COUNT(*)}, {@code COUNT}, {@code SUM}, {@code
 * MIN}, {@code MAX}, {@code AVG} and {@code COUNT(DISTINCT ...)} over nullable and {@code NOT NULL} columns, each
 * with or without {@code FILTER (WHERE ...)}, sometimes a {@code WHERE}), the fused keyed operator emits the
 * changelog Flink's runtime emits, entry for entry. Each try writes its queries as one-stage pipelines returning
 * {@code Change<OutK>}, compiles them together with the processor and {@code typegen-sql} ({@code
 * -Atypegen.sql.requireFusion=true}, {@code -Xlint:all -Werror}; a query the planner takes out of the fused subset
 * is dropped and the rest compiled again), and runs every query both ways in one local job at parallelism 1: the
 * fused pipelines over the rows as {@code Sample} records (the compiled classes loaded by the job's class loader,
 * as a user jar's), Flink's runtime over the same rows as {@code Row}s, read with {@code toChangelogStream}. The
 * queries are drawn from the seed jqwik chooses (and reports when a try fails).
 */
class FusedAggregatePropertyTest {

    private static final int QUERIES = 10;
    /** The row type of {@code Sample}. */
    private static final DataType INPUT = FusedExpressionPropertyTest.INPUT;

    @Property(tries = 1, shrinking = ShrinkingMode.OFF)
    void aFusedAggregationEmitsFlinksChangelog(@ForAll long seed) throws Exception {
        Random random = new Random(seed);
        List<String> queries = new ArrayList<>();
        for (int q = 0; q < QUERIES; q++) {
            queries.add(new Query(random).sql());
        }
        List<Row> rows = rows(random);

        StreamExecutionEnvironment probe = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        StreamTableEnvironment schemas = StreamTableEnvironment.create(probe);
        schemas.createTemporaryView("input", schemas.fromDataStream(probe.fromData(rows, ExternalTypeInfo.of(INPUT))));
        List<ResolvedSchema> results = new ArrayList<>();
        for (String query : queries) {
            results.add(schemas.sqlQuery(query).getResolvedSchema());
        }

        // compiled together; a query Typegen does not fuse is dropped, and the rest compiled again
        Set<Integer> kept = new LinkedHashSet<>();
        for (int q = 0; q < queries.size(); q++) {
            kept.add(q);
        }
        Compilation compilation = compile(queries, results, kept);
        if (compilation.status() != Compilation.Status.SUCCESS) {
            Set<Integer> notFused = notFused(compilation);
            assertThat(notFused).as("seed %s: %s", seed, compilation.diagnostics()).isNotEmpty();
            kept.removeAll(notFused);
            compilation = compile(queries, results, kept);
        }
        assertThat(compilation.status()).as("seed %s: %s", seed, compilation.diagnostics())
                .isEqualTo(Compilation.Status.SUCCESS);
        assertThat(kept).as("the fused queries of seed %s among %s", seed, queries).hasSizeGreaterThan(QUERIES / 2);

        Path classes = Files.createTempDirectory("fused-aggregates");
        GeneratedClasses.write(compilation, classes);
        List<List<String>> changelogs = run(classes, queries, kept, rows);
        int index = 0;
        for (int q : kept) {
            List<String> fused = changelogs.get(index++);
            List<String> flinks = changelogs.get(index++);
            assertThat(flinks).as("Flink's changelog of %s", queries.get(q)).isNotEmpty();
            assertThat(fused).as("seed %s: %s", seed, queries.get(q)).containsExactlyElementsOf(flinks);
        }
    }

    // ------------------------------------------------------------------------
    //  compiling and running
    // ------------------------------------------------------------------------

    private static final Pattern STAGE = Pattern.compile("Generated(\\d+)\\.java");

    private static Compilation compile(List<String> queries, List<ResolvedSchema> results, Set<Integer> kept) {
        List<JavaFileObject> sources = new ArrayList<>(List.of(
                JavaFileObjects.forResource("sql-stages/properties/Sample.java")));
        for (int q : kept) {
            sources.add(JavaFileObjects.forSourceString("properties.Out" + q, "package properties;\n"
                    + "import io.github.typegen.annotations.Column;\n"
                    + "@io.github.typegen.annotations.FlinkType\npublic record Out" + q + "(" + fields(results.get(q))
                    + ") {}\n"));
            sources.add(JavaFileObjects.forSourceString("properties.Generated" + q, "package properties;\n"
                    + "@io.github.typegen.annotations.Pipeline\n"
                    + "public class Generated" + q + " implements java.io.Serializable {\n"
                    + "    private static final long serialVersionUID = 1L;\n"
                    + "    @io.github.typegen.annotations.Stage.Sql(\"" + queries.get(q) + "\")\n"
                    + "    io.github.typegen.runtime.table.Change<Out" + q + "> query(Sample sample) {\n"
                    + "        throw new UnsupportedOperationException();\n    }\n}\n"));
        }
        return javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Atypegen.sql.requireFusion=true", "-Xlint:all,-processing",
                        "-Werror")
                .compile(sources);
    }

    /** The queries whose stage was refused as not fused. */
    private static Set<Integer> notFused(Compilation compilation) {
        Set<Integer> stages = new LinkedHashSet<>();
        for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
            if (error.getMessage(Locale.ROOT).contains(Message.SQL_NOT_FUSED.id()) && error.getSource() != null) {
                Matcher matcher = STAGE.matcher(error.getSource().getName());
                if (matcher.find()) {
                    stages.add(Integer.parseInt(matcher.group(1)));
                }
            }
        }
        return stages;
    }

    private static String fields(ResolvedSchema result) {
        StringBuilder fields = new StringBuilder();
        for (int c = 0; c < result.getColumnCount(); c++) {
            LogicalType type = result.getColumnDataTypes().get(c).getLogicalType();
            fields.append(c == 0 ? "" : ", ").append(FusedExpressionPropertyTest.javaType(type)).append(' ')
                    .append(result.getColumnNames().get(c));
        }
        return fields.toString();
    }

    /**
     * Runs each kept query fused and on Flink's runtime in one local job; returns the changelogs, fused then
     * Flink's for each query in turn, each change as its {@code Row}'s text ({@code +U[a, 3, 1.50]}).
     */
    private static List<List<String>> run(Path classes, List<String> queries, Set<Integer> kept, List<Row> rows)
            throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(DeploymentOptions.TARGET, "local");
        configuration.set(DeploymentOptions.ATTACHED, true);
        configuration.set(PipelineOptions.CLASSPATHS, List.of(classes.toUri().toURL().toString()));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                FusedAggregatePropertyTest.class.getClassLoader())) {
            StreamExecutionEnvironment env = new StreamExecutionEnvironment(configuration, loader);
            env.setParallelism(1);
            StreamTableEnvironment tables = StreamTableEnvironment.create(env);
            tables.createTemporaryView("input", tables.fromDataStream(env.fromData(rows,
                    ExternalTypeInfo.of(INPUT))));

            Class<?> sample = loader.loadClass("properties.Sample");
            Constructor<?> records = sample.getDeclaredConstructors()[0];
            List<Object> samples = new ArrayList<>();
            for (Row row : rows) {
                Object[] values = new Object[row.getArity()];
                for (int f = 0; f < values.length; f++) {
                    values[f] = row.getField(f);
                }
                samples.add(records.newInstance(values));
            }
            DataStream<Object> input = env.fromData(samples, typeInfo(sample));

            List<CloseableIterator<String>> collected = new ArrayList<>();
            for (int q : kept) {
                Class<?> pipeline = loader.loadClass("properties.Generated" + q);
                Object fused = loader.loadClass("properties.Generated" + q + "Fused")
                        .getConstructor(pipeline).newInstance(pipeline.getDeclaredConstructor().newInstance());
                Method apply = fused.getClass().getMethod("apply", DataStream.class);
                @SuppressWarnings("unchecked")
                DataStream<Object> changes = (DataStream<Object>) apply.invoke(fused, input);
                collected.add(changes.map(new AsText(), Types.STRING).collectAsync());
                Table table = tables.sqlQuery(queries.get(q));
                collected.add(tables.toChangelogStream(table).map(Row::toString, Types.STRING).collectAsync());
            }
            env.execute("generated aggregations, fused and on Flink's runtime");
            List<List<String>> changelogs = new ArrayList<>();
            for (CloseableIterator<String> changes : collected) {
                List<String> changelog = new ArrayList<>();
                changes.forEachRemaining(changelog::add);
                changes.close();
                changelogs.add(changelog);
            }
            return changelogs;
        }
    }

    @SuppressWarnings("unchecked")
    private static TypeInformation<Object> typeInfo(Class<?> type) {
        return (TypeInformation<Object>) Typegen.typeInfo(type);
    }

    /** A fused change as the text of a {@code Row} of its kind and its result's components. */
    static final class AsText implements MapFunction<Object, String> {
        private static final long serialVersionUID = 1L;

        @Override
        public String map(Object value) throws ReflectiveOperationException {
            Change<?> change = (Change<?>) value;
            RecordComponent[] components = change.value().getClass().getRecordComponents();
            Object[] values = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                components[i].getAccessor().setAccessible(true);
                values[i] = components[i].getAccessor().invoke(change.value());
            }
            return Row.ofKind(change.kind(), values).toString();
        }
    }

    // ------------------------------------------------------------------------
    //  the rows and the queries
    // ------------------------------------------------------------------------

    /** 60 rows, few distinct values per column (so keys repeat and aggregates update), nulls, extremes. */
    private static List<Row> rows(Random random) {
        int[] ints = {0, 1, -1, 7, Integer.MAX_VALUE, Integer.MIN_VALUE};
        double[] doubles = {0.0, 1.5, -2.25, Double.MAX_VALUE, 1e-3, 3.0};
        String[] strings = {"", "a", "ab", "B", "ß", "zzz"};
        String[] decimals = {"0.00", "1.25", "-12.50", "99999999.99", "-0.01"};
        LocalDate[] dates = {LocalDate.of(1970, 1, 1), LocalDate.of(2024, 2, 29), LocalDate.of(1969, 12, 31)};
        LocalTime[] times = {LocalTime.MIDNIGHT, LocalTime.NOON, LocalTime.of(23, 59, 59, 999_000_000)};
        List<Row> rows = new ArrayList<>();
        for (int id = 0; id < 60; id++) {
            LocalDate date = dates[random.nextInt(dates.length)];
            rows.add(Row.of((long) id, ints[random.nextInt(ints.length)],
                    random.nextInt(4) == 0 ? null : ints[random.nextInt(3)] + random.nextInt(3),
                    random.nextInt(4) == 0 ? null : (long) ints[random.nextInt(ints.length)] * 3,
                    doubles[random.nextInt(doubles.length)],
                    random.nextInt(4) == 0 ? null : doubles[random.nextInt(doubles.length)],
                    random.nextInt(4) == 0 ? null : strings[random.nextInt(strings.length)],
                    random.nextInt(3) == 0 ? null : random.nextBoolean(),
                    random.nextInt(4) == 0 ? null : new BigDecimal(decimals[random.nextInt(decimals.length)]),
                    random.nextInt(4) == 0 ? null : date,
                    random.nextInt(4) == 0 ? null : times[random.nextInt(times.length)],
                    random.nextInt(4) == 0 ? null : date.atTime(times[random.nextInt(times.length)]),
                    random.nextInt(4) == 0 ? null : date.atTime(times[random.nextInt(times.length)])
                            .toInstant(ZoneOffset.UTC)));
        }
        return rows;
    }

    /** A query of the fused subset: keys, aggregates with and without FILTER, and a WHERE sometimes. */
    private static final class Query {
        private static final String[] KEYS = {"n", "i", "s", "b", "dt", "m", "MOD(id, 4)", "CHAR_LENGTH(s)",
            "FLOOR(ts TO DAY)", "l"};
        private static final String[] NUMBERS = {"n", "i", "l", "d", "x", "m"};
        private static final String[] AVERAGED = {"n", "i", "l", "d", "x"};
        private static final String[] ORDERED = {"n", "i", "l", "d", "x", "m", "s", "b", "dt", "tm", "ts", "lt"};
        private static final String[] DISTINCT = {"n", "i", "l", "s", "b", "dt", "m"};
        private static final String[] ANY = {"n", "i", "l", "x", "s", "b", "m", "dt", "ts"};
        private static final String[] FILTERS = {"n > 0", "b", "s IS NOT NULL", "i < 2", "x > 0", "m IS NULL",
            "NOT b"};
        private static final String[] WHERES = {"id < 45", "n <> 0", "b IS NOT TRUE", "l IS NOT NULL OR id > 10"};

        private final Random random;

        Query(Random random) {
            this.random = random;
        }

        private String pick(String... choices) {
            return choices[random.nextInt(choices.length)];
        }

        String sql() {
            List<String> keys = new ArrayList<>();
            List<String> selected = new ArrayList<>();
            int keyCount = 1 + random.nextInt(2);
            while (keys.size() < keyCount) {
                String key = pick(KEYS);
                if (!keys.contains(key)) {
                    selected.add(key + " AS k" + keys.size());
                    keys.add(key);
                }
            }
            int aggregates = 2 + random.nextInt(3);
            for (int a = 0; a < aggregates; a++) {
                String aggregate = switch (random.nextInt(6)) {
                    case 0 -> "COUNT(*)";
                    case 1 -> "COUNT(" + pick(ANY) + ")";
                    case 2 -> "SUM(" + pick(NUMBERS) + ")";
                    case 3 -> pick("MIN", "MAX") + "(" + pick(ORDERED) + ")";
                    case 4 -> "AVG(" + pick(AVERAGED) + ")";
                    default -> "COUNT(DISTINCT " + pick(DISTINCT) + ")";
                };
                if (random.nextInt(3) == 0) {
                    aggregate += " FILTER (WHERE " + pick(FILTERS) + ")";
                }
                selected.add(aggregate + " AS a" + a);
            }
            String where = random.nextInt(3) == 0 ? " WHERE " + pick(WHERES) : "";
            return "SELECT " + String.join(", ", selected) + " FROM input" + where + " GROUP BY "
                    + String.join(", ", keys);
        }
    }
}
