package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;
import static io.github.typegen.processor.TestCompilations.typegenWithoutOptions;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;


/**
 * Layer 1 for {@code @Pipeline} classes: every pipeline diagnostic, each triggered by an {@code Erroneous*}
 * source under {@code src/test/resources/erroneous-pipeline}, reported with its stable id on the line of the
 * offending method or parameter, with a fix, as the only error (no {@code FooFused} is written, so nothing
 * cascades).
 */
class PipelineDiagnosticsTest {

    private static ErroneousCase of(String file, Message message, String line, String... mentions) {
        return new ErroneousCase("erroneous-pipeline", file, message, line, List.of(mentions));
    }

    static Stream<ErroneousCase> cases() {
        return Stream.of(
                of("ErroneousPipelineNotSerializable", Message.PIPELINE_NOT_SERIALIZABLE,
                        "class ErroneousPipelineNotSerializable",
                        "erroneous.ErroneousPipelineNotSerializable", "Serializable"),
                of("ErroneousAbstractPipeline", Message.PIPELINE_ABSTRACT, "class ErroneousAbstractPipeline",
                        "erroneous.ErroneousAbstractPipeline", "abstract"),
                of("ErroneousStageMismatch", Message.STAGE_MISMATCH, "boolean isBlank",
                        "'isBlank'", "'length'", "java.lang.String", "java.lang.Integer"),
                of("ErroneousFilterShape", Message.STAGE_SIGNATURE, "String keepLong",
                        "'keepLong'", "@Stage.Filter", "boolean keepLong(In value)"),
                of("ErroneousProcessWithoutKey", Message.STAGE_PROCESS_WITHOUT_KEY, "void count",
                        "'count'", "@Stage.Process", "@Stage.KeyBy"),
                of("ErroneousEndsWithKeyBy", Message.STAGE_ENDS_WITH_KEY, "String firstWord",
                        "'firstWord'", "cannot end with a @Stage.KeyBy"),
                of("ErroneousSqlStage", Message.STAGE_EMPTY_QUERY, "@Stage.Sql(\" \")",
                        "'upper'", "@Stage.Sql", "query is empty", "SELECT"),
                of("ErroneousSqlTable", Message.STAGE_EMPTY_TABLE, "table = \"\")",
                        "'upper'", "@Stage.Sql", "input table is empty", "table = \"bid\""),
                of("ErroneousSqlFunctionClass", Message.SQL_FUNCTION_CLASS, "functions = @Stage.Function",
                        "'count_char'", "@Stage.Sql 'count'", "erroneous.ErroneousSqlFunctionClass.CountChar",
                        "is not a ScalarFunction", "createTemporarySystemFunction"),
                of("ErroneousSqlFunctionName", Message.SQL_FUNCTION_NAME, "@Stage.Function(name = \"COUNT_CHAR\"",
                        "@Stage.Sql 'count'", "'COUNT_CHAR'", "declares twice", "a name of its own"),
                of("ErroneousStateType", Message.STATE_KRYO, "seen,",
                        "'seen'", "'remember'", "java.util.List<java.lang.String>", "Kryo"),
                of("ErroneousStageWithoutPipeline", Message.STAGE_WITHOUT_PIPELINE, "String trim",
                        "'trim'", "not annotated @Pipeline"),
                of("ErroneousMissingTimer", Message.TIMER_NOT_FOUND, "@Stage.Process(onTimer = \"flush\")",
                        "'count'", "onTimer method 'flush' does not exist"),
                of("ErroneousTimerState", Message.TIMER_STATE, "ValueState<Long> total,",
                        "'total'", "'flush'", "declares no state of that name"),
                of("ErroneousSqlResultType", Message.STAGE_QUERY_RESULT_TYPE, "String upper",
                        "'upper'", "returns java.lang.String", "no generated table schema", "@FlinkType"),
                of("ErroneousStageType", Message.STAGE_OUTPUT_TYPE, "StringBuilder builder",
                        "'builder'", "java.lang.StringBuilder", "@FlinkType"),
                of("ErroneousUnannotatedKey", Message.STAGE_KEY_EQUALITY, "Word firstWord",
                        "'firstWord'", "erroneous.ErroneousUnannotatedKey.Word", "key"),
                of("ErroneousPipelineInterface", Message.PIPELINE_NOT_A_CLASS, "interface ErroneousPipelineInterface",
                        "erroneous.ErroneousPipelineInterface", "not a class"),
                of("ErroneousGenericPipeline", Message.PIPELINE_GENERIC, "class ErroneousGenericPipeline",
                        "erroneous.ErroneousGenericPipeline", "type parameters"),
                of("ErroneousInnerPipeline", Message.PIPELINE_INNER, "class Inner",
                        "erroneous.ErroneousInnerPipeline.Inner", "inner", "static"),
                of("ErroneousPrivatePipeline", Message.PIPELINE_PRIVATE, "class Hidden",
                        "erroneous.ErroneousPrivatePipeline.Hidden", "private"),
                of("ErroneousPipelineInPrivateClass", Message.PIPELINE_IN_PRIVATE_CLASS, "class Visible",
                        "erroneous.ErroneousPipelineInPrivateClass.Hidden.Visible",
                        "private class erroneous.ErroneousPipelineInPrivateClass.Hidden"),
                of("ErroneousNoStages", Message.PIPELINE_NO_STAGES, "class ErroneousNoStages",
                        "erroneous.ErroneousNoStages", "no stage methods"),
                of("ErroneousSeveralStageAnnotations", Message.STAGE_SEVERAL_ANNOTATIONS, "String both",
                        "'both'", "@Stage.Map, @Stage.KeyBy"),
                of("ErroneousStaticStage", Message.STAGE_PRIVATE_OR_STATIC, "static String trim",
                        "'trim'", "@Stage.Map", "private or static"),
                of("ErroneousGenericStage", Message.STAGE_GENERIC, "String show",
                        "'show'", "type parameters"),
                of("ErroneousKeyAfterKey", Message.STAGE_KEY_AFTER_KEY, "Integer byLength",
                        "'byLength'", "'firstWord' directly"),
                of("ErroneousQueryAfterKey", Message.STAGE_QUERY_AFTER_KEY, "Reading all",
                        "'all'", "'sensor' directly", "GROUP BY"),
                of("ErroneousSecondProcess", Message.STAGE_SECOND_PROCESS, "void countAgain",
                        "'countAgain'", "second @Stage.Process", "'firstWord'"),
                of("ErroneousOverloadedTimer", Message.TIMER_OVERLOADED, "@Stage.Process(onTimer = \"flush\")",
                        "'count'", "'flush' is overloaded"),
                of("ErroneousTimerIsStage", Message.TIMER_IS_STAGE, "@Stage.Process(onTimer = \"half\")",
                        "'count'", "'half' is itself a stage"),
                of("ErroneousTimerSignature", Message.TIMER_SIGNATURE, "void flush",
                        "'flush'", "'count'", "void flush(long timestamp"),
                of("ErroneousEventTimeOutsideProcess", Message.STAGE_CONTEXT_OUTSIDE_PROCESS, "EventTime time)",
                        "'stamp'", "@Stage.Map", "'time'", "io.github.typegen.runtime.pipeline.EventTime",
                        "only a @Stage.Process stage"),
                of("ErroneousSqlInputType", Message.STAGE_QUERY_INPUT_TYPE, "Reading parse",
                        "'parse'", "takes java.lang.String", "no generated table schema"),
                of("ErroneousSqlRecursiveType", Message.STAGE_QUERY_TYPE_WITHOUT_SCHEMA, "Node all",
                        "'all'", "erroneous.ErroneousSqlRecursiveType.Node", "no table schema", "reaches itself"),
                of("ErroneousKeyType", Message.STAGE_KEY_TYPE, "StringBuilder firstWord",
                        "'firstWord'", "java.lang.StringBuilder", "no type information"),
                of("ErroneousOrderedKey", Message.STAGE_KEY_ORDER, "Account account",
                        "'account'", "erroneous.ErroneousOrderedKey.Account",
                        "'erroneous.ErroneousOrderedKey.Limits.byName' holds a LinkedHashMap", "insertion order",
                        "Declare the LinkedHashMap in 'erroneous.ErroneousOrderedKey.Limits.byName' a Map, HashMap or"
                                + " SortedMap"),
                of("ErroneousOrderedMapStateKey", Message.STATE_KEY_ORDER, "MapState<Route, Long> byRoute,",
                        "'byRoute'", "'count'", "erroneous.ErroneousOrderedMapStateKey.Route",
                        "'erroneous.ErroneousOrderedMapStateKey.Route.stops', which holds a LinkedHashSet",
                        "Declare the LinkedHashSet in 'erroneous.ErroneousOrderedMapStateKey.Route.stops' a Set,"
                                + " HashSet or SortedSet"),
                of("ErroneousNotAState", Message.STATE_NOT_A_STATE, "String label,",
                        "'label'", "'count'", "not a ValueState"),
                of("ErroneousRawState", Message.STATE_RAW, "ValueState seen,",
                        "'seen'", "'count'", "raw type"),
                of("ErroneousDuplicateUid", Message.DUPLICATE_UID, "@Stage.KeyBy(uid = \"firstWord/count\")",
                        "after @Stage.KeyBy 'length'", "\"ErroneousDuplicateUid/firstWord/count\"",
                        "after @Stage.KeyBy 'firstWord'", "@Stage.KeyBy(uid = \"...\") on 'length'"));
    }

    /** The messages covered here, for {@link DiagnosticsTest}'s check that every id has an input. */
    static Stream<Message> messages() {
        return Stream.concat(cases().map(ErroneousCase::message), Stream.of(Message.STAGE_NO_TABLE_API));
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

    @Test
    void everyPipelineMessageHasAnErroneousInput() {
        Set<Message> covered = messages().collect(Collectors.toSet());

        assertThat(covered.stream().map(Message::id)).contains("TypegenPipelineShape",
                "TypegenPipelineNotSerializable", "TypegenStageShape", "TypegenStageMismatch", "TypegenStageType",
                "TypegenStateType", "TypegenDuplicateUid", "TypegenKeyOrder");
    }

    /** Without the Table API on the class path there is no FooSchema for a query's rows: said on the stage. */
    @Test
    void aQueryNeedsTheTableApi() {
        JavaFileObject source = resource("pipeline-without-table-api/ErroneousNoTableApi.java");
        List<File> classPath = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !Path.of(entry).getFileName().toString().startsWith("flink-table"))
                .map(File::new)
                .toList();

        Compilation compilation = typegenWithoutOptions().withClasspath(classPath).compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[" + Message.STAGE_NO_TABLE_API.id() + "] Stage 'all' cannot be @Stage.Sql:"
                        + " no FooSchema is generated in this module, as Typegen writes schemas only with"
                        + " flink-table-api-java-bridge on the compile class path (or when asked by"
                        + " -Atypegen.table=true), and never with -Atypegen.table=false.")
                .inFile(source)
                .onLineContaining("Reading all");
        assertThat(compilation).hadErrorContaining("Fix: Add org.apache.flink:flink-table-api-java-bridge (provided)"
                + " to the module's dependencies, and remove -Atypegen.table=false if the module sets it.");
    }

    @Test
    void everyErroneousInputIsUsed() throws IOException {
        ErroneousCase.assertEveryInputIsUsed("erroneous-pipeline", cases());
    }

    /** compile-testing hides generated files when a compilation fails, so this one runs javac itself. */
    @Test
    void aPipelineWithErrorsDoesNotStopAValidOne(@TempDir Path output) throws IOException {
        Path sources = output.resolve("sources");
        Path classes = output.resolve("classes");
        Files.createDirectories(sources);
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        boolean succeeded;
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics,
                    List.of("-proc:only", TestCompilations.TABLES, "-s", sources.toString(), "-d",
                            classes.toString(), "-classpath", System.getProperty("java.class.path")),
                    null,
                    List.of(resource("erroneous-pipeline/ErroneousStageMismatch.java"),
                            resource("goldens/pipeline/Sessions.java")));
            task.setProcessors(List.of(new TypegenProcessor()));
            succeeded = task.call();
        }

        assertThat(succeeded).isFalse();
        assertThat(diagnostics.getDiagnostics())
                .filteredOn(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> d.getMessage(Locale.ROOT))
                .singleElement(InstanceOfAssertFactories.STRING)
                .startsWith("[TypegenStageMismatch]");
        assertThat(sources.resolve("golden/SessionsFused.java")).exists();
        assertThat(sources.resolve("erroneous/ErroneousStageMismatchFused.java")).doesNotExist();
    }
}
