package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.resource;
import static org.assertj.core.api.Assertions.assertThat;

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
                of("ErroneousAbstractPipeline", Message.PIPELINE_SHAPE, "class ErroneousAbstractPipeline",
                        "erroneous.ErroneousAbstractPipeline", "abstract"),
                of("ErroneousStageMismatch", Message.STAGE_MISMATCH, "boolean isBlank",
                        "'isBlank'", "'length'", "java.lang.String", "java.lang.Integer"),
                of("ErroneousFilterShape", Message.STAGE_SHAPE, "String keepLong",
                        "'keepLong'", "@Stage.Filter", "boolean keepLong(In value)"),
                of("ErroneousProcessWithoutKey", Message.STAGE_SHAPE, "void count",
                        "'count'", "@Stage.Process", "@Stage.KeyBy"),
                of("ErroneousEndsWithKeyBy", Message.STAGE_SHAPE, "String firstWord",
                        "'firstWord'", "cannot end with a @Stage.KeyBy"),
                of("ErroneousSqlStage", Message.STAGE_SHAPE, "String upper",
                        "'upper'", "@Stage.Sql", "query is empty", "SELECT"),
                of("ErroneousStateType", Message.STATE_TYPE, "seen,",
                        "'seen'", "'remember'", "java.util.List<java.lang.String>", "Kryo"),
                of("ErroneousStageWithoutPipeline", Message.STAGE_SHAPE, "String trim",
                        "'trim'", "not annotated @Pipeline"),
                of("ErroneousMissingTimer", Message.STAGE_SHAPE, "void count",
                        "'count'", "onTimer method 'flush' does not exist"),
                of("ErroneousTimerState", Message.STATE_TYPE, "ValueState<Long> total,",
                        "'total'", "'flush'", "declares no state of that name"),
                of("ErroneousSqlResultType", Message.STAGE_TYPE, "String upper",
                        "'upper'", "returns java.lang.String", "no generated table schema", "@FlinkType"),
                of("ErroneousStageType", Message.STAGE_TYPE, "StringBuilder builder",
                        "'builder'", "java.lang.StringBuilder", "@FlinkType"),
                of("ErroneousUnannotatedKey", Message.STAGE_TYPE, "Word firstWord",
                        "'firstWord'", "erroneous.ErroneousUnannotatedKey.Word", "key"));
    }

    /** The messages covered here, for {@link DiagnosticsTest}'s check that every id has an input. */
    static Stream<Message> messages() {
        return cases().map(ErroneousCase::message);
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

        assertThat(covered).contains(Message.PIPELINE_SHAPE, Message.PIPELINE_NOT_SERIALIZABLE,
                Message.STAGE_SHAPE, Message.STAGE_MISMATCH, Message.STAGE_TYPE, Message.STATE_TYPE);
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
                    List.of("-proc:only", "-s", sources.toString(), "-d", classes.toString(),
                            "-classpath", System.getProperty("java.class.path")),
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
