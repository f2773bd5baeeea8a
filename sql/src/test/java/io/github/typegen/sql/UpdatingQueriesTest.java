package io.github.typegen.sql;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
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
 * A {@code @Stage.Sql} stage may return {@code Change<T>}, the query's changelog, which the next stage reads; an
 * updating query into an insert-only return type is a compile error naming {@code Change<T>}, since the front end
 * knows each query's changelog mode.
 */
class UpdatingQueriesTest {

    @Test
    void anUpdatingQueryReturningChangeRunsOnTheTableRuntimeAsAChangelog() {
        Compilation compilation = compile("Counted");

        assertThat(compilation).succeededWithoutWarnings();
        String fused = source(compilation, "fusion.CountedFused");
        assertThat(fused).contains("DataStream<Change<Summary>> countRows = PipelineTables.changelogQuery(")
                .contains("public void flatMap(Change<Summary> value, Collector<String> out)")
                // the changes arrive typed: no conversion from rows in the operator after the query
                .doesNotContain("fromRowData");
        assertThat(compilation.notes()).extracting(note -> note.getMessage(Locale.ROOT).replaceFirst(" Fix: .*", ""))
                .contains("[TypegenSqlNotFused] The query of @Stage.Sql 'count' runs on Flink's Table runtime,"
                        + " between the operators before and after it, not as Java inside the fused operator: its plan"
                        + " has Rank.");
    }

    @Test
    void anUpdatingQueryIntoAnInsertOnlyTypeIsAnErrorNamingChange() {
        Compilation compilation = compile("CountedIntoRows");

        assertThat(compilation).failed();
        assertThat(compilation.errors()).singleElement().satisfies(error -> {
            assertThat(fileName(error) + ":" + error.getLineNumber()).isEqualTo("CountedIntoRows.java:13");
            assertThat(error.getMessage(Locale.ROOT)).startsWith("[" + Message.SQL_UPDATING_RESULT.id() + "]")
                    .contains("'count' is updating")
                    .contains("its return type fusion.Summary holds only insertions")
                    .contains("Return Change<fusion.Summary>");
        });
    }

    @Test
    void anInsertOnlyQueryReturningChangeIsFusedAsInsertions() {
        Compilation compilation = compile("InsertedChanges");

        assertThat(compilation).succeededWithoutWarnings();
        String fused = source(compilation, "fusion.InsertedChangesFused");
        assertThat(fused).contains("Change<Summary> warmChange = Change.insert(")
                .contains("SingleOutputStreamOperator<Change<Summary>>")
                .contains("new ChangeTypeInfo<>(new SummaryTypeInfo())")
                .doesNotContain("PipelineTables.");
    }

    private static Compilation compile(String pipeline) {
        return javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Xlint:all,-processing", "-Werror")
                .compile(Stream.of("Reading", "Summary", pipeline)
                        .map(name -> JavaFileObjects.forResource("sql-stages/fusion/" + name + ".java")).toList());
    }

    private static String fileName(Diagnostic<? extends JavaFileObject> diagnostic) {
        String name = diagnostic.getSource().getName();
        return name.substring(name.lastIndexOf('/') + 1);
    }

    private static String source(Compilation compilation, String type) {
        try {
            return compilation.generatedSourceFile(type).orElseThrow().getCharContent(false).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
