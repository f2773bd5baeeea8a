package io.github.typegen.sql;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.TypegenProcessor;

/**
 * Calc fusion at compile time: a query Flink's planner plans as a projection and/or filter of its input is written
 * as Java inside the fused operator (golden files pin that code), each {@code @Stage.Sql} stage gets a note on its
 * annotation value naming its path, and {@code -Atypegen.sql.requireFusion=true} turns a query that stays on the
 * Table runtime into an error.
 */
class CalcFusionTest {

    private static final List<String> TYPES = List.of("Reading", "Alert", "Summary", "Booking", "Stay");

    @Test
    void aProjectionAndFilterIsJavaInsideTheOperatorOfItsNeighbours() {
        Compilation compilation = compile(List.of(), "Alerts", "Summaries");

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(source(compilation, "fusion.AlertsFused")).isEqualTo(golden("AlertsFused"));
        assertThat(source(compilation, "fusion.SummariesFused")).isEqualTo(golden("SummariesFused"));
        assertThat(notes(compilation)).containsExactlyInAnyOrder(
                "Alerts.java:18: [TypegenSqlFused] The query of @Stage.Sql 'alert' is fused: Flink's planner plans"
                        + " it as a projection and/or filter of its input, which Typegen writes as Java inside the"
                        + " operator 'parse -> alert -> describe', on the @FlinkType values, with no Table runtime,"
                        + " no RowData and no copy.",
                "Summaries.java:13: [TypegenSqlFused] The query of @Stage.Sql 'summarize' is fused: Flink's planner"
                        + " plans it as a projection and/or filter of its input, which Typegen writes as Java inside"
                        + " the operator 'summarize', on the @FlinkType values, with no Table runtime, no RowData and"
                        + " no copy.");
    }

    @Test
    void theGeneratedCodeCompilesWithoutWarningsUnderXlintAll() {
        Compilation compilation = compile(List.of("-Xlint:all,-processing", "-Werror"), "Alerts", "Summaries");

        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void aQueryOnTheTableRuntimeIsNotedWithTheReason() {
        Compilation compilation = compile(List.of(), "Hashed", "Counted");

        assertThat(compilation).succeeded();
        assertThat(notes(compilation)).containsExactlyInAnyOrder(
                "Hashed.java:13: [TypegenSqlNotFused] The query of @Stage.Sql 'hash' runs on Flink's Table runtime,"
                        + " between the operators before and after it, not as Java inside the fused operator:"
                        + " Typegen does not write the function MD5 as Java.",
                "Counted.java:14: [TypegenSqlNotFused] The query of @Stage.Sql 'count' runs on Flink's Table"
                        + " runtime, between the operators before and after it, not as Java inside the fused"
                        + " operator: its plan has Rank.");
        // the operators around the query convert to and from rows, as without the front end
        assertThat(source(compilation, "fusion.HashedFused")).contains("PipelineTables.query(");
    }

    @Test
    void stringFunctionsAndCastsFromStringsAreFusedWithoutWarnings() {
        Compilation compilation = compile(List.of("-Atypegen.sql.requireFusion=true", "-Xlint:all,-processing",
                "-Werror"), "Word", "Words");

        assertThat(compilation).succeededWithoutWarnings();
        String fused = source(compilation, "fusion.WordsFused");
        // TRIM's flag (a SYMBOL literal) chooses the ends
        assertThat(fused).contains("SqlFunctions.trim(sensor, true, true, \"x\")");
        // REPLACE is Java's own, as SqlFunctionUtils.replace
        assertThat(fused).contains("sensor.replace(\"a\", \"b\")");
        // CAST fails on an invalid string, as Flink's; TRY_CAST gives NULL instead
        assertThat(fused).contains("SqlFunctions.parseInt(sensor)");
        assertThat(fused).containsPattern("catch \\(RuntimeException \\w+\\) \\{\\s+tried = null;");
    }

    @Test
    void trimOfCharactersFlinkMayHoldAsBytesStaysOnTheTableRuntime() {
        Compilation compilation = compile(List.of(), "TrimmedByBytes");

        assertThat(compilation).succeeded();
        assertThat(notes(compilation)).containsExactly("TrimmedByBytes.java:13: [TypegenSqlNotFused] The query of"
                + " @Stage.Sql 'trim' runs on Flink's Table runtime, between the operators before and after it, not"
                + " as Java inside the fused operator: Typegen does not write TRIM of characters Flink may hold as"
                + " bytes (which it tests for a space by their first byte alone) as Java.");
    }

    @Test
    void theOrderOfAColumnThatFlinkTakesEitherWayStaysOnTheTableRuntime() {
        Compilation compilation = compile(List.of(), "OrderedBeyondBmp");

        assertThat(compilation).succeeded();
        assertThat(notes(compilation)).containsExactly("OrderedBeyondBmp.java:21: [TypegenSqlFused] The query of"
                + " @Stage.Sql 'plain' is fused: Flink's planner plans it as a projection and/or filter of its input,"
                + " which Typegen writes as Java inside the operator 'SummarySchema.fromRowData -> plain', on the"
                + " @FlinkType values, with no Table runtime, no RowData and no copy.",
                "OrderedBeyondBmp.java:16: [TypegenSqlNotFused] The query of @Stage.Sql 'privateUse' runs on Flink's"
                + " Table runtime, between the operators before and after it, not as Java inside the fused operator:"
                + " Typegen does not write < between a string column and a value that may hold characters from"
                + " U+D800 up (which Flink orders by UTF-8 bytes in a row it deserialized, object reuse off, and by"
                + " UTF-16 chars in a row toRowData wrote, object reuse on) as Java.");
    }

    @Test
    void likeWithAnEscapeBeforeAPlainCharacterStaysOnTheTableRuntime() {
        Compilation compilation = compile(List.of(), "EscapedWrongly");

        assertThat(compilation).succeeded();
        assertThat(notes(compilation)).containsExactly("EscapedWrongly.java:13: [TypegenSqlNotFused] The query of"
                + " @Stage.Sql 'like' runs on Flink's Table runtime, between the operators before and after it, not"
                + " as Java inside the fused operator: Typegen does not write LIKE with the invalid escape sequence"
                + " at 1 of 'a!b%', which Flink refuses when the job is built as Java.");
    }

    @Test
    void dateAndTimeFunctionsAreJavaOnFlinksInternalValues() {
        Compilation compilation = compile(List.of("-Xlint:all,-processing", "-Werror",
                "-Atypegen.sql.requireFusion=true"), "Schedules");

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(source(compilation, "fusion.SchedulesFused")).isEqualTo(golden("SchedulesFused"));
    }

    @Test
    void whatDependsOnTheSessionTimeZoneOrTheClockStaysOnTheTableRuntime() {
        Compilation compilation = compile(List.of(), "Zoned", "Clocked");

        assertThat(compilation).succeeded();
        assertThat(notes(compilation)).containsExactlyInAnyOrder(
                "Zoned.java:13: [TypegenSqlNotFused] The query of @Stage.Sql 'zoned' runs on Flink's Table runtime,"
                        + " between the operators before and after it, not as Java inside the fused operator:"
                        + " Typegen does not write CAST from TIMESTAMP_LTZ(9) to DATE (its result depends on the"
                        + " session time zone of the job, table.local-time-zone: declare it with"
                        + " -Atypegen.sql.timeZone to have it written) as Java.",
                "Clocked.java:13: [TypegenSqlNotFused] The query of @Stage.Sql 'clocked' runs on Flink's Table"
                        + " runtime, between the operators before and after it, not as Java inside the fused"
                        + " operator: Typegen does not write the function LOCALTIMESTAMP as Java.");
    }

    @Test
    void aNotNullColumnHeldByABoxIsReadRefusingANullNamingTheField() {
        Compilation compilation = javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Atypegen.sql.requireFusion=true")
                .compile(Stream.of("Device", "Summary", "Devices")
                        .map(name -> JavaFileObjects.forResource("sql-stages/fusion/" + name + ".java")).toList());

        assertThat(compilation).succeeded();
        // the key is INT NOT NULL, as Flink requires of primary keys, but an Integer can be null
        assertThat(source(compilation, "fusion.DevicesFused"))
                .contains("int id = RowConversions.notNull(value.id(), \"fusion.Device.id\");");
    }

    @Test
    void requireFusionMakesAQueryOnTheTableRuntimeAnErrorOnItsAnnotationValue() {
        Compilation compilation = compile(List.of("-Atypegen.sql.requireFusion=true"), "Hashed", "Alerts");

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        JavaFileObject hashed = JavaFileObjects.forResource("sql-stages/fusion/Hashed.java");
        assertThat(compilation).hadErrorContaining("[" + Message.SQL_NOT_FUSED.id() + "]").inFile(hashed)
                .onLine(13).atColumn(16);
        assertThat(compilation).hadErrorContaining("the function MD5");
        assertThat(compilation).hadErrorContaining("Fix: To have 'hash' fused");
    }

    @Test
    void nexmarkQ2sModOfABigintByAnIntIsFused() {
        Compilation compilation = javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Atypegen.sql.requireFusion=true", "-Xlint:all,-processing",
                        "-Werror")
                .compile(Stream.of("Bid", "AuctionPrice", "NexmarkQ2")
                        .map(name -> JavaFileObjects.forResource("sql-stages/fusion/" + name + ".java")).toList());

        assertThat(compilation).succeededWithoutWarnings();
        // as Flink computes it: the remainder of the long, then cast to the INT Calcite types MOD(BIGINT, INT) as
        assertThat(source(compilation, "fusion.NexmarkQ2Fused")).contains("(int) (auction % 123)")
                .doesNotContain("PipelineTables.query(");
    }

    private static Compilation compile(List<String> options, String... pipelines) {
        List<JavaFileObject> sources = new ArrayList<>();
        Stream.concat(TYPES.stream(), Stream.of(pipelines))
                .forEach(name -> sources.add(JavaFileObjects.forResource("sql-stages/fusion/" + name + ".java")));
        List<String> all = new ArrayList<>(List.of("-Atypegen.table=true"));
        all.addAll(options);
        return javac().withProcessors(new TypegenProcessor()).withOptions(all).compile(sources);
    }

    /** The notes, each as {@code File.java:line: message} without the fix. */
    private static List<String> notes(Compilation compilation) {
        return compilation.notes().stream()
                .map(note -> fileName(note) + ":" + note.getLineNumber() + ": "
                        + note.getMessage(Locale.ROOT).replaceFirst(" Fix: .*", ""))
                .toList();
    }

    private static String fileName(Diagnostic<? extends JavaFileObject> diagnostic) {
        String name = diagnostic.getSource().getName();
        return name.substring(name.lastIndexOf('/') + 1);
    }

    private static String golden(String name) {
        try {
            return JavaFileObjects.forResource("goldens/fusion/" + name + ".java").getCharContent(false).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String source(Compilation compilation, String type) {
        try {
            return compilation.generatedSourceFile(type).orElseThrow().getCharContent(false).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
