package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;
import static io.github.typegen.processor.TestCompilations.typegenWithoutOptions;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.testing.compile.Compilation;

/**
 * Layer 1 for the table annotations ({@code @Column}, {@code @RowTime}, {@code @Watermark}, {@code
 * @PrimaryKey}): each {@code Erroneous*} source under {@code src/test/resources/erroneous-table} is reported
 * with its stable id, on the line of the offending element, naming the type and field, with a fix.
 */
class TableDiagnosticsTest {

    private static ErroneousCase of(String file, Message message, String line, String... mentions) {
        return new ErroneousCase("erroneous-table", file, message, line, List.of(mentions));
    }

    static Stream<ErroneousCase> cases() {
        return Stream.of(
                of("ErroneousBadSqlType", Message.BAD_SQL_TYPE, "@Column(type = \"DECIMAL(10, 2\")",
                        "'price'", "erroneoustable.ErroneousBadSqlType", "\"DECIMAL(10, 2\"", "expected ')'"),
                of("ErroneousUnknownSqlType", Message.BAD_SQL_TYPE, "VARCHAR2(20)",
                        "'name'", "erroneoustable.ErroneousUnknownSqlType", "'VARCHAR2' is not a SQL type"),
                of("ErroneousDecimalPrecision", Message.BAD_SQL_TYPE, "DECIMAL(40, 2)",
                        "'amount'", "precision must be between 1 and 38, not 40"),
                of("ErroneousSqlTypeMismatch", Message.SQL_TYPE_MISMATCH, "@Column(type = \"INT\")",
                        "'name'", "erroneoustable.ErroneousSqlTypeMismatch", "java.lang.String cannot hold INT",
                        "CHAR, VARCHAR"),
                of("ErroneousTimestampMismatch", Message.SQL_TYPE_MISMATCH, "TIMESTAMP(3)",
                        "'at'", "java.time.Instant cannot hold TIMESTAMP(3)", "TIMESTAMP_LTZ"),
                of("ErroneousCollectionColumnType", Message.SQL_TYPE_MISMATCH, "List<String> tags",
                        "'tags'", "scalar fields only", "ARRAY<STRING>"),
                of("ErroneousRowTimeType", Message.ROW_TIME_TYPE, "public long timestamp",
                        "erroneoustable.ErroneousRowTimeType", "'timestamp'", "BIGINT NOT NULL", "Instant"),
                of("ErroneousRowTimePrecision", Message.ROW_TIME_PRECISION, "TIMESTAMP_LTZ(6)",
                        "'at'", "erroneoustable.ErroneousRowTimePrecision", "TIMESTAMP_LTZ(6)", "precision 3"),
                of("ErroneousTwoRowTimes", Message.TWO_ROW_TIMES, "@RowTime Instant updated",
                        "'created' and 'updated' are both @RowTime", "one field"),
                of("ErroneousWatermarkWithoutRowTime", Message.WATERMARK_WITHOUT_ROW_TIME,
                        "@Watermark(\"ts",
                        "erroneoustable.ErroneousWatermarkWithoutRowTime", "no field is @RowTime"),
                of("ErroneousWatermarkOnSealed", Message.WATERMARK_ON_SEALED, "@Watermark(",
                        "erroneoustable.ErroneousWatermarkOnSealed", "one ROW column per subtype"),
                of("ErroneousTableGenericType", Message.TABLE_HOLDS_SERIALIZERS, "record ErroneousTableGenericType",
                        "erroneoustable.ErroneousTableGenericType", "@PrimaryKey", "no SQL type", "no schema"),
                of("ErroneousDuplicateColumn", Message.DUPLICATE_COLUMN, "@Column(name = \"name\")",
                        "'displayName'", "erroneoustable.ErroneousDuplicateColumn", "'name'", "@Column(name"));
    }

    /** The ids covered here, for {@link DiagnosticsTest}'s check that every id has an erroneous input. */
    static Stream<Message> messages() {
        // NESTED_TYPE_WITHOUT_SCHEMA needs two modules, so it has its own test below
        return Stream.concat(cases().map(ErroneousCase::message), Stream.of(Message.NESTED_TYPE_WITHOUT_SCHEMA));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void reportsTheErrorOnTheOffendingLine(ErroneousCase c) {
        c.assertReportedOnItsLine();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void saysWhatIsWrongAndHowToFixIt(ErroneousCase c) {
        c.assertSaysWhatIsWrongAndHowToFixIt();
    }

    /**
     * {@code Money} is compiled in a module without the Table API (so it gets a serializer but no schema),
     * {@code Invoice} in one with it, against the first module's classes: {@code InvoiceSchema} would call
     * the missing {@code MoneySchema}, so the field is reported instead of javac failing on generated code. The
     * same happens in one module whose stale classes an incremental build keeps after the bridge was added or
     * {@code -Atypegen.table} changed: the fix says to rebuild from clean.
     */
    @Test
    void reportsANestedTypeCompiledWithoutTheTableApi(@TempDir Path moneyModule) throws IOException {
        List<File> classpath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(File::new).collect(Collectors.toList());
        List<File> withoutTableApi = classpath.stream()
                .filter(f -> !f.getName().startsWith("flink-table")).collect(Collectors.toList());
        Compilation money = typegenWithoutOptions().withClasspath(withoutTableApi)
                .compile(resource("split-modules/split/Money.java"));
        assertThat(money).succeeded();
        assertThat(money).generatedSourceFile("split.MoneySerializer");
        assertThat(money.generatedSourceFiles()).noneMatch(f -> f.getName().endsWith("MoneySchema.java"));
        for (JavaFileObject file : money.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                Path target = moneyModule.resolve(file.getName().substring(file.getName().indexOf("split/")));
                Files.createDirectories(target.getParent());
                try (InputStream in = file.openInputStream()) {
                    Files.copy(in, target);
                }
            }
        }
        List<File> withMoneyModule = new ArrayList<>(classpath);
        withMoneyModule.add(moneyModule.toFile());
        JavaFileObject invoice = resource("split-modules/split/Invoice.java");

        Compilation compilation = typegen().withClasspath(withMoneyModule).compile(invoice);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[" + Message.NESTED_TYPE_WITHOUT_SCHEMA.id() + "] split.Invoice cannot have a"
                        + " generated schema: 'total' holds split.Money, a @FlinkType compiled without a schema"
                        + " (without flink-table-api-java-bridge on its compile classpath, or with"
                        + " -Atypegen.table=false), so it has no MoneySchema. Fix: Put flink-table-api-java-bridge"
                        + " (scope provided) on the compile classpath of Money's module, without -Atypegen.table=false,"
                        + " and rebuild that module from clean (mvn clean): an incremental build keeps the classes it"
                        + " compiled without schemas.")
                .inFile(invoice)
                .onLineContaining("Money total");
    }

    @Test
    void everyErroneousInputIsUsed() throws IOException {
        ErroneousCase.assertEveryInputIsUsed("erroneous-table", cases());
    }

    @Test
    void validTableAnnotationsCompileWithoutDiagnostics() {
        Compilation compilation = typegen().compile(resource("goldens/schema/Trade.java"));

        assertThat(compilation).succeeded();
        assertThat(compilation.diagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)).isEmpty();
    }
}
