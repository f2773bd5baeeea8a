package io.github.typegen.benchmarks.compile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The input of {@link SqlCompileTimeBenchmark}: one {@code @FlinkType} record {@code Order} and, per query, a
 * {@code @Pipeline} class with a {@code @Stage.Sql} stage between two Java stages and the record its query
 * returns, as Java sources in the package {@value #PACKAGE}.
 *
 * <p>The queries cycle through five {@link Template}s, projections and filters over {@code Order} with
 * arithmetic, string functions, {@code CASE}, {@code LIKE}, {@code BETWEEN} and {@code IN}; query {@code i}
 * puts {@code i + 1} into its template, so no two are the same text. Every query is valid, and its result fits
 * its return type, so that Typegen's SQL front end, when on the processor path, checks and plans all of them
 * without an error ({@code SqlQuerySourcesTest} asks Flink's planner).
 */
public final class SqlQuerySources {

    static final String PACKAGE = "com.example.queries";

    /** A column of {@code Order}: its Java component and the SQL type Typegen's schema gives it. */
    record Column(String javaType, String name, String sqlType) {}

    /** {@code Order}'s components, in order. */
    static final List<Column> ORDER = List.of(
            new Column("long", "id", "BIGINT NOT NULL"),
            new Column("String", "customer", "STRING"),
            new Column("String", "region", "STRING"),
            new Column("int", "quantity", "INT NOT NULL"),
            new Column("double", "amount", "DOUBLE NOT NULL"),
            new Column("Instant", "placedAt", "TIMESTAMP_LTZ(9)"));

    /**
     * A query with {@code %1$d} for its number plus one; the components of the record it returns, with the SQL
     * types of Typegen's schema for them; and the SQL types the planner derives for the query's columns, which
     * fit those: equal, or {@code NOT NULL} where the return type's column is nullable.
     */
    record Template(String query, List<Column> result, List<String> planned) {

        String query(int number) {
            return String.format(Locale.ROOT, query, number + 1);
        }
    }

    static final List<Template> TEMPLATES = List.of(
            new Template("SELECT customer, amount * 1.1 AS total FROM input WHERE quantity > %1$d",
                    List.of(new Column("String", "customer", "STRING"),
                            new Column("double", "total", "DOUBLE NOT NULL")),
                    List.of("STRING", "DOUBLE NOT NULL")),
            new Template("SELECT id, UPPER(TRIM(customer)) AS customer FROM input"
                    + " WHERE region LIKE 'eu-%%' AND quantity <> %1$d",
                    List.of(new Column("long", "id", "BIGINT NOT NULL"),
                            new Column("String", "customer", "STRING")),
                    List.of("BIGINT NOT NULL", "STRING")),
            new Template("SELECT id, CAST(CASE WHEN amount > %1$d THEN 'large' ELSE 'small' END AS STRING) AS size"
                    + " FROM input",
                    List.of(new Column("long", "id", "BIGINT NOT NULL"),
                            new Column("String", "size", "STRING")),
                    List.of("BIGINT NOT NULL", "STRING NOT NULL")),
            new Template("SELECT id, quantity FROM input WHERE amount BETWEEN %1$d AND %1$d * 10",
                    List.of(new Column("long", "id", "BIGINT NOT NULL"),
                            new Column("int", "quantity", "INT NOT NULL")),
                    List.of("BIGINT NOT NULL", "INT NOT NULL")),
            new Template("SELECT customer, CHAR_LENGTH(region) + %1$d AS n FROM input WHERE quantity IN (1, 2, %1$d)",
                    List.of(new Column("String", "customer", "STRING"),
                            new Column("Integer", "n", "INT")),
                    List.of("STRING", "INT")));

    private SqlQuerySources() {}

    /** The template of query {@code number}. */
    static Template template(int number) {
        return TEMPLATES.get(number % TEMPLATES.size());
    }

    /** {@code Order}, then per query its result record and its pipeline: {@code 1 + 2 * queries} sources. */
    public static List<RecordSources.Source> generate(int queries) {
        List<RecordSources.Source> sources = new ArrayList<>();
        sources.add(source("Order", "import java.time.Instant;\n\nimport io.github.typegen.annotations.FlinkType;\n\n"
                + "/** The input of every query. */\n@FlinkType\npublic record Order(" + components(ORDER) + ") {}\n"));
        for (int i = 0; i < queries; i++) {
            Template template = template(i);
            sources.add(source("Result" + i, "import io.github.typegen.annotations.FlinkType;\n\n"
                    + "/** The result of {@code Query" + i + "}. */\n@FlinkType\npublic record Result" + i + "("
                    + components(template.result()) + ") {}\n"));
            sources.add(source("Query" + i, pipeline(i, template.query(i))));
        }
        return sources;
    }

    private static String pipeline(int number, String query) {
        return "import java.io.Serializable;\nimport java.time.Instant;\n\n"
                + "import io.github.typegen.annotations.Pipeline;\nimport io.github.typegen.annotations.Stage;\n\n"
                + "/** Orders from ids, a query, and a line per result. */\n"
                + "@Pipeline\npublic class Query" + number + " implements Serializable {\n\n"
                + "    private static final long serialVersionUID = 1L;\n\n"
                + "    @Stage.Map\n"
                + "    public Order parse(Long id) {\n"
                + "        return new Order(id, \"customer-\" + id % 100, \"eu-\" + id % 3, (int) (id % 7), id * 0.5,\n"
                + "                Instant.ofEpochMilli(id));\n"
                + "    }\n\n"
                + "    @Stage.Sql(\"" + query.replace("\"", "\\\"") + "\")\n"
                + "    public Result" + number + " query(Order order) {\n"
                + "        throw new UnsupportedOperationException(\"runs as SQL\");\n"
                + "    }\n\n"
                + "    @Stage.Map\n"
                + "    public String describe(Result" + number + " result) {\n"
                + "        return result.toString();\n"
                + "    }\n"
                + "}\n";
    }

    private static String components(List<Column> columns) {
        return columns.stream().map(c -> c.javaType() + " " + c.name()).collect(Collectors.joining(", "));
    }

    private static RecordSources.Source source(String simpleName, String body) {
        return new RecordSources.Source(PACKAGE.replace('.', '/') + "/" + simpleName + ".java",
                PACKAGE + "." + simpleName, "package " + PACKAGE + ";\n\n" + body);
    }
}
