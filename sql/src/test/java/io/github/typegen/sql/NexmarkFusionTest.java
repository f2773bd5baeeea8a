package io.github.typegen.sql;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.TypegenProcessor;

/**
 * Nexmark's q14 and q10 as published fuse when the build declares the session time zone: q14's {@code HOUR} of a
 * {@code TIMESTAMP_LTZ} and its user function {@code count_char} (declared on the stage), q10's {@code DATE_FORMAT}
 * of one. Without a declared zone, what depends on it stays on the Table runtime, the reason naming the option.
 */
class NexmarkFusionTest {

    private static final List<String> TYPES = List.of("Bid", "Q14Result", "Q10Result");

    @Test
    void q14AndQ10FuseInTheDeclaredZone() {
        Compilation compilation = compile(List.of("-Atypegen.sql.timeZone=UTC", "-Atypegen.sql.requireFusion=true",
                "-Xlint:all,-processing", "-Werror"), "NexmarkQ14", "NexmarkQ10");

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).hadNoteContaining("[" + Message.SQL_FUSED.id() + "] The query of @Stage.Sql 'q14'"
                + " is fused");
        assertThat(compilation).hadNoteContaining("[" + Message.SQL_FUSED.id() + "] The query of @Stage.Sql 'q10'"
                + " is fused");
        String q14 = source(compilation, "zone.NexmarkQ14Fused");
        // the zone once, as Flink's code generation holds it; HOUR in it; the function's one instance, opened with
        // the operator's runtime context and closed with it, called on the column's string
        assertThat(q14).contains("private static final TimeZone SESSION_TIME_ZONE = SqlFunctions.sessionTimeZone("
                + "ZoneId.of(\"UTC\"));")
                .contains("SqlFunctions.hour(dateTime, SESSION_TIME_ZONE)")
                .contains("private transient CountChar countChar;")
                .contains("countChar = new CountChar();")
                .contains("countChar.open(new FunctionContext(getRuntimeContext()));")
                .contains("long countCharResult = countChar.eval(extra, \"c\");")
                .contains("countChar.close();")
                // the job checks that it runs in the zone the query was compiled for
                .contains("PipelineTables.requireSessionTimeZone(");
        assertThat(source(compilation, "zone.NexmarkQ10Fused"))
                .contains("DateTimeFormatter FORMAT_YYYY_MM_DD = DateTimeFormatter.ofPattern(\"yyyy-MM-dd\");")
                .contains("DateTimeFormatter FORMAT_HH_MM = DateTimeFormatter.ofPattern(\"HH:mm\");")
                .containsIgnoringWhitespaces("SqlFunctions.dateFormat(dateTime, FORMAT_YYYY_MM_DD, SESSION_TIME_ZONE)")
                .containsIgnoringWhitespaces("SqlFunctions.dateFormat(dateTime, FORMAT_HH_MM, SESSION_TIME_ZONE)");
    }

    @Test
    void withoutADeclaredZoneQ10RunsOnTheTableRuntimeNamingTheOption() {
        Compilation compilation = compile(List.of("-Atypegen.sql.requireFusion=true"), "NexmarkQ10");
        JavaFileObject q10 = JavaFileObjects.forResource("sql-stages/zone/NexmarkQ10.java");

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[" + Message.SQL_NOT_FUSED.id() + "] The query of @Stage.Sql"
                + " 'q10' runs on Flink's Table runtime").inFile(q10).onLineContaining("@Stage.Sql(");
        assertThat(compilation).hadErrorContaining("Typegen does not write DATE_FORMAT of TIMESTAMP_LTZ(9) (its result"
                + " depends on the session time zone of the job, table.local-time-zone: declare it with"
                + " -Atypegen.sql.timeZone to have it written) as Java");
    }

    private static Compilation compile(List<String> options, String... pipelines) {
        List<JavaFileObject> sources = new ArrayList<>();
        Stream.concat(TYPES.stream(), Stream.of(pipelines))
                .forEach(name -> sources.add(JavaFileObjects.forResource("sql-stages/zone/" + name + ".java")));
        List<String> all = new ArrayList<>(List.of("-Atypegen.table=true"));
        all.addAll(options);
        return javac().withProcessors(new TypegenProcessor()).withOptions(all).compile(sources);
    }

    private static String source(Compilation compilation, String name) {
        try {
            return compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
