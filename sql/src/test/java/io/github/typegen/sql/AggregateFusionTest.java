package io.github.typegen.sql;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.TypegenProcessor;

/**
 * Group aggregation at compile time: a query Flink's planner plans as {@code (Calc) -> GroupAggregate -> (Calc)}
 * over its input is written as a typed keyed operator (a keyBy on a generated key class, an accumulator with its
 * own serializer in keyed state), noted {@code TypegenSqlFused}, without warnings under {@code -Xlint:all}.
 */
class AggregateFusionTest {

    @Test
    void theSpendReportIsAKeyedOperatorWithoutTheTableRuntime() {
        Compilation compilation = compile("Transaction", "Spend", "SpendReport");

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.notes()).extracting(note -> note.getMessage(Locale.ROOT).replaceFirst(" Fix: .*", ""))
                .contains("[TypegenSqlFused] The query of @Stage.Sql 'report' is fused: Flink's planner plans it as a"
                        + " group aggregation of its input, which Typegen writes as Java as a keyed operator after a"
                        + " keyBy on the group key, its accumulator in keyed state, on the @FlinkType values, with no"
                        + " Table runtime, no RowData and no copy.");
        String fused = source(compilation, "aggregate.SpendReportFused");
        assertThat(fused).doesNotContain("PipelineTables.query").doesNotContain("RowData")
                .contains("keyBy(new ReportKeySelector(pipeline), new ReportKeyTypeInfo())")
                .contains(".process(new ReportAggregate(pipeline), new ChangeTypeInfo<>(new SpendTypeInfo()))");
    }

    @Test
    void whatFusesAndWhatStaysOnTheTableRuntimeIsNotedWithTheReason() {
        Compilation compilation = javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Xlint:all,-processing", "-Werror")
                .compile(Stream.of("Purchase", "ShopTotal", "Shops")
                        .map(name -> JavaFileObjects.forResource("sql-stages/aggregate/" + name + ".java")).toList());

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.notes()).extracting(note -> note.getMessage(Locale.ROOT).replaceFirst(" Fix: .*", ""))
                .contains("[TypegenSqlFused] The query of @Stage.Sql 'count' is fused: Flink's planner plans it as a"
                        + " group aggregation of its input, which Typegen writes as Java as a keyed operator after a"
                        + " keyBy on the group key, its accumulator in keyed state, on the @FlinkType values, with no"
                        + " Table runtime, no RowData and no copy.",
                        "[TypegenSqlNotFused] The query of @Stage.Sql 'count' runs on Flink's Table runtime, between"
                        + " the operators before and after it, not as Java inside the fused operator: its plan has"
                        + " GroupAggregate, and Typegen does not write the aggregate SUM(DISTINCT ...) as Java.",
                        // MIN of a string: by code point, as Flink orders the strings of the rows it aggregates
                        "[TypegenSqlFused] The query of @Stage.Sql 'lowest' is fused: Flink's planner plans it as a"
                        + " group aggregation of its input, which Typegen writes as Java as a keyed operator after a"
                        + " keyBy on the group key, its accumulator in keyed state, on the @FlinkType values, with no"
                        + " Table runtime, no RowData and no copy.");
        assertThat(source(compilation, "aggregate.Shops_LowestShopFused"))
                .contains("if (accumulator.min0 == null || SqlFunctions.compare(shop, accumulator.min0) < 0) {");
        // COUNT(DISTINCT price) keeps the prices seen in a map state of the key
        assertThat(source(compilation, "aggregate.Shops_CountedFused")).doesNotContain("PipelineTables")
                .contains("if (price != null && !distinct1.contains(price))");
        assertThat(source(compilation, "aggregate.Shops_DistinctFused")).contains("PipelineTables.changelogQuery(");
    }

    private static Compilation compile(String... types) {
        return javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Atypegen.sql.requireFusion=true", "-Xlint:all,-processing",
                        "-Werror")
                .compile(Stream.of(types)
                        .map(name -> JavaFileObjects.forResource("sql-stages/aggregate/" + name + ".java")).toList());
    }

    static String source(Compilation compilation, String type) {
        try {
            return compilation.generatedSourceFile(type).orElseThrow().getCharContent(false).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
