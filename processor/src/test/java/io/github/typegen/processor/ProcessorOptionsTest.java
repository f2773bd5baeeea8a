package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.typegen;
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
 * {@code false}, each with and without the Table API on the compile classpath; unknown keys and bad values.
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
        return Stream.of(Message.TABLE_API_MISSING, Message.UNKNOWN_OPTION, Message.BAD_OPTION_VALUE);
    }

    @Test
    void supportsEveryOptionItDocuments() {
        assertThat(new TypegenProcessor().getSupportedOptions()).containsExactly("typegen.table");
    }

    // ------------------------------------------------------------------------
    //  typegen.table
    // ------------------------------------------------------------------------

    @Test
    void withoutTheOptionWritesASchemaWhenTheTableApiIsOnTheClasspath() {
        Compilation compilation = typegen().withOptions(STRICT).compile(READING);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ReadingSchema");
    }

    @Test
    void withoutTheOptionWritesNoSchemaWithoutTheTableApi() {
        Compilation compilation = withoutTableApi(typegen()).withOptions(STRICT).compile(READING);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ReadingSerializer");
        assertThat(schemas(compilation)).isEmpty();
    }

    @Test
    void trueWritesASchemaWithTheTableApi() {
        Compilation compilation = typegen().withOptions(strict("-Atypegen.table=true")).compile(READING, ALERT);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ReadingSchema");
        assertThat(compilation).generatedSourceFile("options.AlertSchema");
    }

    /** Once, on the first type: the cause and the fix are the same for every type of the compilation. */
    @Test
    void trueWithoutTheTableApiIsOneErrorWithItsFix() {
        Compilation compilation = withoutTableApi(typegen()).withOptions("-Atypegen.table=true")
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
        Compilation compilation = typegen().withOptions(strict("-Atypegen.table=false")).compile(READING, ALERT);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("options.ReadingSerializer");
        assertThat(compilation).generatedSourceFile("options.AlertSerializer");
        assertThat(schemas(compilation)).isEmpty();
    }

    @Test
    void falseStillChecksTheTableAnnotations() {
        JavaFileObject source = TestCompilations.resource("erroneous-table/ErroneousDuplicateColumn.java");

        Compilation compilation = typegen().withOptions("-Atypegen.table=false").compile(source);

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

        Compilation compilation = typegen().withOptions("-Atypegen.table=false").compile(source);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[" + Message.STAGE_NO_TABLE_API.id() + "] Stage 'all' cannot be @Stage.Sql")
                .inFile(source)
                .onLineContaining("Reading all(Reading reading)");
    }

    @Test
    void theValueIsCaseInsensitive() {
        Compilation compilation = typegen().withOptions(strict("-Atypegen.table=FALSE")).compile(READING);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(schemas(compilation)).isEmpty();
    }

    // ------------------------------------------------------------------------
    //  unknown keys and bad values
    // ------------------------------------------------------------------------

    @Test
    void warnsAboutAnUnknownKeyNamingTheKnownOnes() {
        Compilation compilation = typegen().withOptions("-Atypegen.tabel=false").compile(READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).containsExactly("[" + Message.UNKNOWN_OPTION.id() + "] Typegen"
                + " has no processor option -Atypegen.tabel; it is ignored. Fix: Use one of Typegen's options:"
                + " -Atypegen.table (see \"Processor options\" in the README), or remove it.");
        // ignored: the default applies, and the Table API is on the classpath
        assertThat(compilation).generatedSourceFile("options.ReadingSchema");
    }

    @Test
    void warnsAboutABadValueAndKeepsTheDefault() {
        Compilation compilation = typegen().withOptions("-Atypegen.table=yes").compile(READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).containsExactly("[" + Message.BAD_OPTION_VALUE.id() + "] The"
                + " processor option -Atypegen.table=yes has a value Typegen does not accept, so Typegen ignores it"
                + " and writes a FooSchema when the Table API is on the compile classpath, as without the option."
                + " Fix: Set typegen.table to true or false, or remove it.");
        assertThat(compilation).generatedSourceFile("options.ReadingSchema");
    }

    @Test
    void warnsAboutAKeyWithoutAValue() {
        Compilation compilation = typegen().withOptions("-Atypegen.table").compile(READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).singleElement().asString()
                .startsWith("[" + Message.BAD_OPTION_VALUE.id() + "] The processor option -Atypegen.table= has");
    }

    @Test
    void leavesOtherProcessorsOptionsAlone() {
        Compilation compilation = typegen().withOptions("-Aother.table=maybe", "-Atypegenerator=1").compile(READING);

        assertThat(compilation).succeeded();
        assertThat(typegenWarnings(compilation)).isEmpty();
    }

    // ------------------------------------------------------------------------

    private static final List<String> STRICT = TestCompilations.STRICT_OPTIONS;

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
