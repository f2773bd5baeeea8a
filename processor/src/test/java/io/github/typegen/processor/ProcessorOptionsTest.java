package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.typegenWithoutOptions;
import static io.github.typegen.processor.TestCompilations.withTableBridge;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;

/**
 * The {@code -Atypegen.*} processor options ({@link Options}): {@code typegen.table} absent, {@code true} and
 * {@code false}, each with and without the Table API and its DataStream bridge on the compile classpath; unknown
 * keys and bad values.
 * These tests compile without the options the other tests pass ({@link TestCompilations#typegen()} asks for
 * schemas).
 */
class ProcessorOptionsTest {

    private static final JavaFileObject READING = JavaFileObjects.forSourceLines("options.Reading",
            "package options;",
            "",
            "import io.github.typegen.annotations.FlinkType;",
            "",
            "@FlinkType",
            "public record Reading(String sensor, double value) {}");

    private static final JavaFileObject ALERT = JavaFileObjects.forSourceLines("options.Alert",
            "package options;",
            "",
            "import io.github.typegen.annotations.FlinkType;",
            "",
            "@FlinkType",
            "public record Alert(Reading reading, String reason) {}");

    /** The ids covered here, for {@link DiagnosticsTest}'s check that every id has an erroneous input. */
    static Stream<Message> messages() {
        return Stream.of(Message.TABLE_API_MISSING, Message.SCHEMA_NOT_ASKED, Message.UNKNOWN_OPTION,
                Message.BAD_OPTION_VALUE);
    }

    @Test
    void supportsEveryOptionItDocuments() {
        assertThat(new TypegenProcessor().getSupportedOptions()).containsExactlyInAnyOrder("typegen.table",
                "typegen.sql.requireFusion", "typegen.sql.timeZone", "typegen.weave", "typegen.json");
    }

    // ------------------------------------------------------------------------
    //  typegen.table
    // ------------------------------------------------------------------------

    /**
     * Schemas are written where the module can use them: {@code TypedTables} and {@code @Stage.Sql} need the
     * Table bridge, and each schema costs compile time. flink-table-common alone (on the test class path) is not
     * enough.
     */
    @Test
    void withoutTheOptionWritesNoSchemaWithoutTheTableBridge() {
        Compilation compilation = typegenWithoutOptions().withOptions(STRICT).compile(READING, ALERT);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ReadingSerializer");
        assertThat(schemas(compilation)).isEmpty();
    }

    private static final JavaFileObject CLICK = JavaFileObjects.forSourceLines("options.Click",
            "package options;",
            "",
            "import java.time.Instant;",
            "",
            "import io.github.typegen.annotations.FlinkType;",
            "import io.github.typegen.annotations.PrimaryKey;",
            "import io.github.typegen.annotations.RowTime;",
            "",
            "@FlinkType",
            "public record Click(@PrimaryKey String id, @RowTime Instant at) {}");

    @Test
    void withoutTheOptionWritesSchemasWithTheTableBridge() {
        Compilation compilation = withTableBridge(typegenWithoutOptions()).withOptions(STRICT).compile(READING, ALERT);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ReadingSchema");
        assertThat(compilation).generatedSourceFile("options.AlertSchema");
    }

    @Test
    void falseWritesNoSchemaEvenWithTheTableBridge() {
        Compilation compilation = withTableBridge(typegenWithoutOptions()).withOptions(strict("-Atypegen.table=false"))
                .compile(READING, ALERT);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(schemas(compilation)).isEmpty();
    }

    /**
     * Table annotations say a class is meant for the Table API: without the bridge they would do nothing. The
     * warning names the dependency that turns schemas on, not only the option.
     */
    @Test
    void withoutTheOptionWarnsThatTableAnnotationsGetNoSchema() {
        Compilation compilation = typegenWithoutOptions().compile(CLICK, READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).containsExactly("[" + Message.SCHEMA_NOT_ASKED.id() + "]"
                + " options.Click has table annotations (@PrimaryKey, @RowTime), but no ClickSchema is written:"
                + " Typegen writes schemas when flink-table-api-java-bridge is on the compile classpath, and it is"
                + " not. Fix: If the module uses the Table API (TypedTables, @Stage.Sql), add"
                + " org.apache.flink:flink-table-api-java-bridge (scope provided) to its dependencies, or compile it"
                + " with -Atypegen.table=true; if it does not, set -Atypegen.table=false to say so.");
        assertThat(compilation).hadWarningContaining("[" + Message.SCHEMA_NOT_ASKED.id() + "]")
                .inFile(CLICK).onLineContaining("public record Click");
        assertThat(schemas(compilation)).isEmpty();
    }

    @Test
    void withoutTheOptionWritesTheSchemaOfAnAnnotatedClassWithTheTableBridge() {
        Compilation compilation = withTableBridge(typegenWithoutOptions()).withOptions(STRICT).compile(CLICK);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ClickSchema");
    }

    @Test
    void falseSilencesTheWarningAboutTableAnnotations() {
        Compilation compilation = typegenWithoutOptions().withOptions(strict("-Atypegen.table=false")).compile(CLICK);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(schemas(compilation)).isEmpty();
    }

    @Test
    void trueWritesTheSchemaOfAnAnnotatedClassWithoutAWarning() {
        Compilation compilation = typegenWithoutOptions().withOptions(strict("-Atypegen.table=true")).compile(CLICK);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ClickSchema");
    }

    @Test
    void withoutTheOptionWritesNoSchemaWithoutTheTableApi() {
        Compilation compilation = withoutTableApi(typegenWithoutOptions()).withOptions(STRICT).compile(READING);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ReadingSerializer");
        assertThat(schemas(compilation)).isEmpty();
    }

    @Test
    void trueWritesASchemaWithTheTableApi() {
        Compilation compilation = typegenWithoutOptions().withOptions(strict("-Atypegen.table=true")).compile(READING, ALERT);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ReadingSchema");
        assertThat(compilation).generatedSourceFile("options.AlertSchema");
    }

    /** Once, on the first type: the cause and the fix are the same for every type of the compilation. */
    @Test
    void trueWithoutTheTableApiIsOneErrorWithItsFix() {
        Compilation compilation = withoutTableApi(typegenWithoutOptions()).withOptions("-Atypegen.table=true")
                .compile(READING, ALERT);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[" + Message.TABLE_API_MISSING.id() + "] options.Reading cannot have its"
                        + " ReadingSchema: -Atypegen.table=true asks for a schema for every @FlinkType, but the"
                        + " Table API (org.apache.flink.table.api.Schema, in flink-table-common) is not on the"
                        + " compile classpath. Fix: Put flink-table-common")
                .inFile(READING)
                .onLineContaining("record Reading");
    }

    @Test
    void falseWritesNoSchemaEvenWithTheTableApi() {
        Compilation compilation = typegenWithoutOptions().withOptions(strict("-Atypegen.table=false")).compile(READING, ALERT);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ReadingSerializer");
        assertThat(compilation).generatedSourceFile("options.AlertSerializer");
        assertThat(schemas(compilation)).isEmpty();
    }

    @Test
    void falseStillChecksTheTableAnnotations() {
        JavaFileObject source = TestCompilations.resource("erroneous-table/ErroneousDuplicateColumn.java");

        Compilation compilation = typegenWithoutOptions().withOptions("-Atypegen.table=false").compile(source);

        assertThat(compilation).failed();
        assertThat(compilation)
                .hadErrorContaining("[" + Message.DUPLICATE_COLUMN.id() + "]")
                .inFile(source)
                .onLineContaining("@Column(name = \"name\")");
    }

    /** Without schemas a SQL stage has no table to query: an error on the stage, not javac's on generated code. */
    @Test
    void falseMakesASqlStageAnErrorOnTheStage() {
        JavaFileObject source = TestCompilations.resource("pipeline-without-table-api/ErroneousNoTableApi.java");

        Compilation compilation = typegenWithoutOptions().withOptions("-Atypegen.table=false").compile(source);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[" + Message.STAGE_NO_TABLE_API.id() + "] Stage 'all' cannot be @Stage.Sql")
                .inFile(source)
                .onLineContaining("Reading all(Reading reading)");
    }

    @Test
    void theValueIsCaseInsensitive() {
        Compilation compilation = typegenWithoutOptions().withOptions(strict("-Atypegen.table=FALSE")).compile(READING);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(schemas(compilation)).isEmpty();
    }

    // ------------------------------------------------------------------------
    //  unknown keys and bad values
    // ------------------------------------------------------------------------

    @Test
    void warnsAboutAnUnknownKeyNamingTheKnownOnes() {
        Compilation compilation = typegenWithoutOptions().withOptions("-Atypegen.tabel=false").compile(READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).containsExactly("[" + Message.UNKNOWN_OPTION.id() + "] Typegen"
                + " has no processor option -Atypegen.tabel; it is ignored. Fix: Use one of Typegen's options:"
                + " -Atypegen.json, -Atypegen.sql.requireFusion, -Atypegen.sql.timeZone, -Atypegen.table, -Atypegen.weave (see \"Processor options\" in docs/processor.md), or"
                + " remove it.");
        // ignored: the default applies, no schema
        assertThat(compilation).generatedSourceFile("options.ReadingSerializer");
        assertThat(schemas(compilation)).isEmpty();
    }

    @Test
    void warnsAboutABadValueAndKeepsTheDefault() {
        Compilation compilation = typegenWithoutOptions().withOptions("-Atypegen.table=yes").compile(READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).containsExactly("[" + Message.BAD_OPTION_VALUE.id() + "] The"
                + " processor option -Atypegen.table=yes has a value Typegen does not accept, so Typegen ignores it"
                + " and writes FooSchemas only with flink-table-api-java-bridge on the compile classpath, as without"
                + " the option. Fix: Set typegen.table to true or false, or remove it.");
        assertThat(schemas(compilation)).isEmpty();
    }

    @Test
    void aSessionTimeZoneIsAZoneIdOrAWarning() {
        assertThat(typegenWithoutOptions().withOptions("-Atypegen.sql.timeZone=Europe/Berlin").compile(READING))
                .succeededWithoutWarnings();
        assertThat(typegenWithoutOptions().withOptions("-Atypegen.sql.timeZone=+08:00").compile(READING))
                .succeededWithoutWarnings();

        Compilation compilation = typegenWithoutOptions().withOptions("-Atypegen.sql.timeZone=Europe/Bonn")
                .compile(READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).containsExactly("[" + Message.BAD_OPTION_VALUE.id() + "] The"
                + " processor option -Atypegen.sql.timeZone=Europe/Bonn has a value Typegen does not accept, so"
                + " Typegen ignores it and leaves the queries that depend on the session time zone on Flink's Table"
                + " runtime, as without the option. Fix: Set typegen.sql.timeZone to a time zone ID of"
                + " java.time.ZoneId, such as UTC, Europe/Berlin or +08:00, or remove it.");
    }

    @Test
    void warnsAboutAKeyWithoutAValue() {
        Compilation compilation = typegenWithoutOptions().withOptions("-Atypegen.table").compile(READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).singleElement().asString()
                .startsWith("[" + Message.BAD_OPTION_VALUE.id() + "] The processor option -Atypegen.table= has");
    }

    @Test
    void leavesOtherProcessorsOptionsAlone() {
        Compilation compilation = typegenWithoutOptions().withOptions("-Aother.table=maybe", "-Atypegenerator=1").compile(READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).isEmpty();
    }

    // ------------------------------------------------------------------------

    private static final List<String> STRICT = List.of("-Xlint:all", "-Werror");

    private static List<String> strict(String option) {
        return Stream.concat(STRICT.stream(), Stream.of(option)).collect(Collectors.toList());
    }

    /** The compiler with the test classpath minus Flink's table modules. */
    private static Compiler withoutTableApi(Compiler compiler) {
        return compiler.withClasspath(Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(File::new)
                .filter(f -> !f.getName().startsWith("flink-table"))
                .collect(Collectors.toList()));
    }

    private static List<String> schemas(Compilation compilation) {
        return compilation.generatedSourceFiles().stream()
                .map(JavaFileObject::getName)
                .filter(name -> name.endsWith("Schema.java"))
                .collect(Collectors.toList());
    }

    /** Typegen's warnings, by their id; not javac's own, such as its note about options no processor claims. */
    private static List<String> typegenWarnings(Compilation compilation) {
        return compilation.diagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.WARNING)
                .map(d -> d.getMessage(Locale.ROOT))
                .filter(text -> text.startsWith("[Typegen"))
                .collect(Collectors.toList());
    }
}
