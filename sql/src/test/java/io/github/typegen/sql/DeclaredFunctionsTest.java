package io.github.typegen.sql;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.sql.CalcPlan;
import io.github.typegen.processor.sql.SqlAnalysis;
import io.github.typegen.processor.sql.SqlColumn;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;
import io.github.typegen.processor.sql.SqlQuery;
import io.github.typegen.sql.fixtures.Fahrenheit;

/**
 * User functions a {@code @Stage.Sql} stage declares ({@code @Stage.Function}): registered in Flink's SQL front end
 * from the compile class path, so their calls are checked, marked in the plan with the {@code eval} method Flink
 * calls, and registered by the generated code for the Table runtime; a function the same compilation compiles is a
 * warning, and the stage is left to the job's build.
 */
class DeclaredFunctionsTest {

    @Test
    void aDeclaredFunctionIsCheckedAndRegisteredForTheTableRuntime() {
        Compilation compilation = SqlCompilations.withFrontEnd("DeclaredFunction");

        assertThat(compilation).succeededWithoutWarnings();
        // the call is Java: eval of the function's instance in the operator, on the column's double
        assertThat(compilation).hadNoteContaining("[" + Message.SQL_FUSED.id() + "] The query of @Stage.Sql"
                + " 'query' is fused");
        String fused = source(compilation, "sqlcheck.DeclaredFunctionFused");
        assertThat(fused).contains("double fahrenheitResult = fahrenheit.eval(celsius);")
                .doesNotContain("PipelineTables.query(");
    }

    @Test
    void aPipelineDeclaresFunctionsForEveryStage() {
        Compilation compilation = SqlCompilations.withFrontEnd("PipelineFunction");

        assertThat(compilation).succeededWithoutWarnings();
        String fused = source(compilation, "sqlcheck.PipelineFunctionFused");
        String declared = "PipelineTables.declareFunction(tableEnvironment, \"fahrenheit\", Fahrenheit.class);";
        // registered for the Table runtime, where the query runs, before the query
        assertThat(fused).contains(declared);
        assertThat(fused.indexOf(declared)).isLessThan(fused.indexOf("PipelineTables.query("));
    }

    @Test
    void aWrongCallOfADeclaredFunctionIsInvalid() {
        Compilation compilation = SqlCompilations.withFrontEnd("MisusedFunction");

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[" + Message.SQL_INVALID.id() + "]");
        assertThat(compilation).hadErrorContaining("FAHRENHEIT");
    }

    @Test
    void aFunctionTheCompilationCompilesLeavesTheStageToTheJobBuildWithAWarning() {
        Compilation compilation = SqlCompilations.withFrontEndRequiringFusion("FunctionCompiledHere");
        JavaFileObject source = JavaFileObjects.forResource("sql-stages/sqlcheck/FunctionCompiledHere.java");

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation).hadWarningContaining("[" + Message.SQL_FUNCTION_NOT_COMPILED.id() + "] The query of"
                + " @Stage.Sql 'query' is not checked before the job is built").inFile(source)
                .onLineContaining("@Stage.Sql(");
        assertThat(compilation).hadWarningContaining("sqlcheck.FunctionCompiledHere.Celsius");
        assertThat(compilation).hadWarningContaining("move it to a module this one depends on");
        // not an error with requireFusion: the stage cannot be checked, and the warning says why
        assertThat(compilation).hadNoteContaining("which this compilation compiles, so Flink checks its query when"
                + " the job is built");
        assertThat(source(compilation, "sqlcheck.FunctionCompiledHereFused"))
                .contains("PipelineTables.declareFunction(tableEnvironment, \"FAHRENHEIT\", FunctionCompiledHere.Celsius.class);");
    }

    @Test
    void withoutTheFrontEndAFunctionOfTheCompilationIsNoWarning() {
        Compilation compilation = SqlCompilations.withoutFrontEnd("FunctionCompiledHere");

        assertThat(compilation).succeededWithoutWarnings();
    }

    /** The front end marks a call of a declared function with the eval method Flink's code generation calls. */
    @Test
    void theCallOfADeclaredFunctionCarriesTheEvalMethodFlinkCalls() {
        FlinkSqlFrontEnd frontEnd = new FlinkSqlFrontEnd();
        frontEnd.useClassFiles(DeclaredFunctionsTest::testClassFile);
        List<SqlColumn> input = List.of(new SqlColumn("celsius", "DOUBLE NOT NULL"), new SqlColumn("text", "STRING"));
        List<SqlColumn> output = List.of(new SqlColumn("f", "DOUBLE NOT NULL"), new SqlColumn("t", "STRING"));
        SqlQuery query = new SqlQuery("SELECT fahrenheit(celsius) AS f, Fahrenheit(text) AS t FROM input",
                SqlQuery.DEFAULT_TABLE, input, output, null, null,
                List.of(new SqlQuery.Function("FAHRENHEIT", Fahrenheit.class.getName())));

        SqlAnalysis analysis = frontEnd.analyze(query);

        assertThat(analysis).isInstanceOf(SqlAnalysis.Valid.class);
        CalcPlan calc = ((SqlAnalysis.Valid) analysis).calc();
        SqlExpr.Call onDouble = (SqlExpr.Call) calc.projection().get(0);
        assertThat(onDouble.operator()).isEqualTo(SqlOperator.OTHER);
        assertThat(onDouble.function()).isEqualTo(new SqlExpr.UserFunction(Fahrenheit.class.getName(),
                List.of("double"), false, "double", List.of("double"), "double", true));
        SqlExpr.Call onString = (SqlExpr.Call) calc.projection().get(1);
        assertThat(onString.function()).isEqualTo(new SqlExpr.UserFunction(Fahrenheit.class.getName(),
                List.of("java.lang.String"), false, "java.lang.String", List.of("java.lang.String"),
                "java.lang.String", true));
        // a function the stage does not declare is unknown to the check
        SqlQuery undeclared = new SqlQuery(query.sql(), query.table(), input, output, null, null, List.of());
        assertThat(frontEnd.analyze(undeclared)).isInstanceOf(SqlAnalysis.Invalid.class);
    }

    /** A class file of the test class path, as javac's {@code Filer} reads it from the compile class path. */
    private static byte[] testClassFile(String binaryName) {
        try (InputStream in = DeclaredFunctionsTest.class.getClassLoader()
                .getResourceAsStream(binaryName.replace('.', '/') + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String source(Compilation compilation, String type) {
        try {
            return compilation.generatedSourceFile(type).orElseThrow().getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
