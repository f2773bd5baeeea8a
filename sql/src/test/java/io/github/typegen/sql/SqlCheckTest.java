package io.github.typegen.sql;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Locale;

import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.Message;

/**
 * {@code @Stage.Sql} queries checked at compile time by Flink's own SQL front end: each wrong query is one error
 * with its id, on the annotation's value, carrying Flink's message (or, for a result that does not fit, both
 * schemas); valid queries compile with one note each naming their path, those on the Table runtime to the same
 * code as without the front end; a processor path without {@code typegen-sql} gets
 * one note, a broken one one error.
 */
class SqlCheckTest {

    private static final List<String> VALID = 
            List.of("ValidQuery", "WidenedQuery", "NestedQuery", "WindowQuery", "SealedQuery");

    @Test
    void validQueriesCompileWithoutDiagnosticsToTheCodeWrittenWithoutTheFrontEnd() {
        String[] pipelines = VALID.toArray(String[]::new);
        Compilation checked = SqlCompilations.withFrontEnd(pipelines);
        Compilation unchecked = SqlCompilations.withoutFrontEnd(pipelines);

        assertThat(checked).succeededWithoutWarnings();
        // one note per stage, naming its path (calc fusion): nothing else
        assertThat(checked.diagnostics()).hasSize(VALID.size()).allSatisfy(diagnostic -> {
            assertThat(diagnostic.getKind()).isEqualTo(Diagnostic.Kind.NOTE);
            assertThat(diagnostic.getMessage(Locale.ROOT)).containsAnyOf("[" + Message.SQL_FUSED.id() + "]",
                    "[" + Message.SQL_NOT_FUSED.id() + "]");
        });
        assertThat(unchecked).succeeded();
        for (String pipeline : VALID) {
            String fused = "sqlcheck." + pipeline + "Fused";
            boolean onTableRuntime = checked.notes().stream()
                    .filter(note -> note.getSource().getName().endsWith("/" + pipeline + ".java"))
                    .anyMatch(note -> note.getMessage(Locale.ROOT).contains("[" + Message.SQL_NOT_FUSED.id() + "]"));
            if (onTableRuntime) {
                assertThat(source(checked, fused)).isEqualTo(source(unchecked, fused));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            MisspeltColumn  | SQL_INVALID         | From line 1, column 8 to line 1, column 12: Column 'sensr' not found in any table
            UnknownFunction | SQL_INVALID         | No match found for function signature FAHRENHEIT(<NUMERIC>)
            ParseError      | SQL_INVALID         | SQL parse failed. Encountered "input" at line 1, column 36.
            WrongResultType | SQL_RESULT_MISMATCH | column 'celsius' is DOUBLE NOT NULL, which Flink does not cast implicitly to INT NOT NULL
            NullableResult  | SQL_RESULT_MISMATCH | column 'celsius' may be NULL (DOUBLE), but the return type's column is DOUBLE NOT NULL
            MissingColumn   | SQL_RESULT_MISMATCH | the result has no column 'level' (STRING)
            ExtraColumn     | SQL_RESULT_MISMATCH | the result's column 'humidity' (DOUBLE) is no column of the return type
            UnnamedWrongType   | SQL_RESULT_MISMATCH | the unnamed column 3 (EXPR$2) is DOUBLE NOT NULL, which Flink does not cast implicitly to the return type's column 3 'celsius' (INT NOT NULL)
            UnnamedExtraColumn | SQL_RESULT_MISMATCH | the result's unnamed column 4 (EXPR$3, DOUBLE) has no column of the return type at its position: the return type has 3 columns
            """)
    void aWrongQueryIsOneErrorOnTheAnnotationValue(String pipeline, Message message, String flinkSays) {
        Compilation compilation = SqlCompilations.withFrontEnd(pipeline);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        JavaFileObject source = JavaFileObjects.forResource("sql-stages/sqlcheck/" + pipeline + ".java");
        String annotation = "@Stage.Sql(";
        List<String> lines = lines(source);
        int line = lines.indexOf(lines.stream().filter(l -> l.contains(annotation)).findFirst().orElseThrow());
        assertThat(compilation).hadErrorContaining("[" + message.id() + "]").inFile(source)
                .onLine(line + 1).atColumn(lines.get(line).indexOf(annotation) + annotation.length() + 1);
        assertThat(compilation).hadErrorContaining(flinkSays);
        assertThat(compilation).hadErrorContaining("Flink 2.3.0");
        assertThat(compilation).hadErrorContaining("Fix: ");
    }

    @Test
    void aResultThatDoesNotFitShowsBothSchemas() {
        Compilation compilation = SqlCompilations.withFrontEnd("NullableResult");

        assertThat(compilation).hadErrorContaining(
                "The query's result: (sensor STRING, level STRING NOT NULL, celsius DOUBLE)");
        assertThat(compilation).hadErrorContaining(
                "The return type's columns: (sensor STRING, level STRING, celsius DOUBLE NOT NULL)");
    }

    @Test
    void aColumnTheQueryLeavesUnnamedFillsTheReturnTypesColumnAtItsPositionInTheFusedCode() {
        Compilation compilation = SqlCompilations.withFrontEndRequiringFusion("UnnamedColumns");

        assertThat(compilation).succeededWithoutWarnings();
        // UPPER(sensor), the result's EXPR$1, is the second argument: Alert's level
        assertThat(source(compilation, "sqlcheck.UnnamedColumnsFused"))
                .containsPattern("new Alert\\(sensor,\\s*\\w+,\\s*celsius\\)")
                .doesNotContain("PipelineTables.query(");
    }

    @Test
    void aParseErrorListsAFewOfTheTokensFlinkExpected() {
        Compilation compilation = SqlCompilations.withFrontEnd("ParseError");

        String message = error(compilation);
        assertThat(message).contains("Was expecting one of: <EOF>, \"EXCEPT\" ...")
                .containsPattern("\\(and \\d+ more\\)");
        assertThat(message).contains("input table 'input' has the columns (sensor STRING, celsius DOUBLE NOT NULL,"
                + " humidity DOUBLE, count INT NOT NULL, place ROW<`city` STRING, `storey` INT NOT NULL>)");
    }

    @Test
    void withoutTheFrontEndOneNotePerCompilationSaysHowToCheckTheQueries() {
        Compilation compilation = SqlCompilations.withoutFrontEnd("ValidQuery", "MisspeltColumn");

        assertThat(compilation).succeeded();
        assertThat(compilation).hadNoteCount(1);
        assertThat(compilation).hadNoteContaining("[" + Message.SQL_NOT_CHECKED.id() + "]");
        assertThat(compilation).hadNoteContaining("io.github.typegen:typegen-sql");
        assertThat(compilation).hadNoteContaining("annotationProcessorPaths");
    }

    @Test
    void aFrontEndThatCannotStartIsOneErrorPerCompilation() {
        Compilation compilation = SqlCompilations.withBrokenFrontEnd("ValidQuery", "WidenedQuery");

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[" + Message.SQL_FRONT_END_FAILED.id() + "]");
        assertThat(compilation).hadErrorContaining("could not start");
        assertThat(compilation).hadErrorContaining("NoClassDefFoundError: org/apache/flink/");
    }

    @Test
    void aStageDeclaredUncheckedIsLeftToTheJobBuildAndNotedEvenWhenFusionIsRequired() {
        // FAHRENHEIT is a function the job registers when it runs: the check would refuse it
        Compilation checked = SqlCompilations.withFrontEndRequiringFusion("RegisteredFunction");
        Compilation unchecked = SqlCompilations.withoutFrontEnd("RegisteredFunction");

        assertThat(checked).succeeded();
        assertThat(checked).hadNoteCount(1);
        assertThat(checked).hadNoteContaining("[" + Message.SQL_NOT_FUSED.id() + "] The query of @Stage.Sql 'query'"
                + " runs on Flink's Table runtime").inFile(JavaFileObjects.forResource("sql-stages/sqlcheck/RegisteredFunction.java")).onLine(17);
        assertThat(checked).hadNoteContaining("it is declared checked = false, so Flink checks its query when the"
                + " job is built");
        String fused = "sqlcheck.RegisteredFunctionFused";
        assertThat(source(checked, fused)).contains("PipelineTables.query(").isEqualTo(source(unchecked, fused));
    }

    @Test
    void aCompilationWhoseStagesAreAllUncheckedNeverStartsTheFrontEnd() {
        // a front end that cannot start is an error only when a stage asks for it
        assertThat(SqlCompilations.withBrokenFrontEnd("RegisteredFunction")).succeeded();
    }

    @Test
    void theCompilersContextClassLoaderIsRestoredAfterFlinkRan() throws IOException {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader compilers = new URLClassLoader(new URL[0], before)) {
            thread.setContextClassLoader(compilers);
            Compilation compilation = SqlCompilations.withFrontEnd("ValidQuery", "MisspeltColumn");

            assertThat(compilation).hadErrorCount(1);
            assertThat(thread.getContextClassLoader()).isSameAs(compilers);
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    private static String error(Compilation compilation) {
        return compilation.errors().stream().map(d -> d.getMessage(Locale.ROOT)).findFirst().orElseThrow();
    }

    private static String source(Compilation compilation, String type) {
        JavaFileObject file = compilation.generatedSourceFile(type).orElseThrow();
        try {
            return file.getCharContent(false).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(JavaFileObject source) {
        try {
            return source.getCharContent(false).toString().lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
