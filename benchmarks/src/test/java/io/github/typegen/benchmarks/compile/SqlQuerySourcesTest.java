package io.github.typegen.benchmarks.compile;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableDescriptor;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.utils.LogicalTypeParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.TypegenSchema;

/**
 * The input of {@link SqlCompileTimeBenchmark} compiles with Typegen, and every query is valid and fits its
 * return type as Flink's planner types it, so that the SQL front end has nothing to reject when the benchmark
 * runs with it.
 */
class SqlQuerySourcesTest {

    @Test
    void theSameCountGivesTheSameSources() {
        assertThat(SqlQuerySources.generate(20)).isEqualTo(SqlQuerySources.generate(20));
        assertThat(SqlQuerySources.generate(20)).hasSize(41)
                .extracting(RecordSources.Source::qualifiedName).doesNotHaveDuplicates();
    }

    @Test
    void everyTemplateCompilesAndItsQueryFitsItsReturnType(@TempDir Path scratch) throws Exception {
        int queries = SqlQuerySources.TEMPLATES.size();
        List<Path> sources = RecordSources.write(SqlQuerySources.generate(queries), scratch.resolve("src"));
        Javac.Output output = Javac.compile(sources, Javac.Mode.TYPEGEN, List.of("-Atypegen.table=true"),
                scratch.resolve("out"));
        for (int i = 0; i < queries; i++) {
            assertThat(output.generatedSources().resolve(SqlQuerySources.PACKAGE.replace('.', '/'))
                    .resolve("Query" + i + "Fused.java")).exists();
        }

        try (URLClassLoader classes = new URLClassLoader(new URL[] {output.classes().toUri().toURL()},
                getClass().getClassLoader())) {
            TypegenSchema<?> order = schema(classes, "Order");
            assertThat(order.rowType().copy(false)).isEqualTo(rowType(SqlQuerySources.ORDER));

            TableEnvironment tableEnvironment = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
            tableEnvironment.createTemporaryTable("input",
                    TableDescriptor.forConnector("datagen").schema(order.schema()).build());
            for (int i = 0; i < queries; i++) {
                SqlQuerySources.Template template = SqlQuerySources.template(i);
                RowType declared = rowType(template.result());
                assertThat(schema(classes, "Result" + i).rowType().copy(false)).as("Result%d", i).isEqualTo(declared);

                ResolvedSchema result = tableEnvironment.sqlQuery(template.query(i)).getResolvedSchema();
                assertThat(result.getColumnNames()).as(template.query(i)).isEqualTo(declared.getFieldNames());
                List<LogicalType> planned = result.getColumnDataTypes().stream().map(DataType::getLogicalType).toList();
                assertThat(planned).as(template.query(i))
                        .isEqualTo(template.planned().stream().map(SqlQuerySourcesTest::parse).toList());
                for (int column = 0; column < planned.size(); column++) {
                    // the same type, and a nullable column only where the return type's is nullable too
                    LogicalType target = declared.getTypeAt(column);
                    String fits = template.query(i) + ": column " + column + " fits";
                    assertThat(planned.get(column).copy(target.isNullable())).as(fits).isEqualTo(target);
                    assertThat(!planned.get(column).isNullable() || target.isNullable()).as(fits).isTrue();
                }
            }
        }
    }

    private static TypegenSchema<?> schema(ClassLoader classes, String simpleName) throws ClassNotFoundException {
        return TypedTables.schemaOf(Class.forName(SqlQuerySources.PACKAGE + "." + simpleName, true, classes));
    }

    /** The declared columns as a {@code ROW NOT NULL} (rows compared so), each type read by Flink's parser. */
    private static RowType rowType(List<SqlQuerySources.Column> columns) {
        return RowType.of(false,
                columns.stream().map(c -> parse(c.sqlType())).toArray(LogicalType[]::new),
                columns.stream().map(SqlQuerySources.Column::name).toArray(String[]::new));
    }

    private static LogicalType parse(String sqlType) {
        return LogicalTypeParser.parse(sqlType, SqlQuerySourcesTest.class.getClassLoader());
    }
}
