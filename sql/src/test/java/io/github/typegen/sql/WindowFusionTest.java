package io.github.typegen.sql;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.TypegenProcessor;

/**
 * Window aggregation at compile time: {@code TUMBLE}, {@code HOP} and {@code CUMULATE} over the input's rowtime are
 * written as a typed keyed operator (an accumulator per slice in a map state, event-time timers on the windows' ends,
 * late rows dropped), noted {@code TypegenSqlFused}, without warnings under {@code -Xlint:all}; a session window stays
 * on the Table runtime with its reason.
 */
class WindowFusionTest {

    @Test
    void tumblingHoppingAndCumulatingWindowsAreKeyedOperatorsAndSessionsAreNot() {
        Compilation compilation = javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Xlint:all,-processing", "-Werror")
                .compile(List.of("Reading", "SensorWindow", "Windows").stream()
                        .map(name -> JavaFileObjects.forResource("sql-stages/window/" + name + ".java")).toList());

        assertThat(compilation).succeededWithoutWarnings();
        List<String> notes = compilation.notes().stream()
                .map(note -> note.getMessage(Locale.ROOT).replaceFirst(" Fix: .*", "")).toList();
        for (String[] stage : new String[][] {{"tumbling", "TUMBLE"}, {"hopping", "HOP"},
                {"cumulating", "CUMULATE"}}) {
            assertThat(notes).contains("[TypegenSqlFused] The query of @Stage.Sql '" + stage[0] + "' is fused:"
                    + " Flink's planner plans it as a " + stage[1] + " window aggregation of its input, which Typegen"
                    + " writes as Java as a keyed operator after a keyBy on the group key, an accumulator per slice"
                    + " of a window in keyed state, each window's result emitted when the watermark passes its end,"
                    + " on the @FlinkType values, with no Table runtime, no RowData and no copy.");
        }
        assertThat(notes).anySatisfy(note -> assertThat(note).startsWith("[TypegenSqlNotFused] The query of"
                + " @Stage.Sql 'sessions' runs on Flink's Table runtime").contains("its plan's WindowAggregate has the"
                + " window SESSION"));

        String tumbling = AggregateFusionTest.source(compilation, "window.Windows_TumblingFused");
        assertThat(tumbling).doesNotContain("PipelineTables").doesNotContain("RowData")
                .contains("keyBy(new TumblingKeySelector(pipeline), new TumblingKeyTypeInfo())")
                .contains("long sliceEnd = SqlWindows.sliceEnd(rowtime.getMillisecond(), SIZE);")
                .contains("if (SqlWindows.isFired(sliceEnd, watermark, ZONE)) {")
                .contains("lateRecordsDropped.inc();")
                .contains("fire(context.getCurrentKey(), timestamp + 1, context.timerService(), out);");
        String hopping = AggregateFusionTest.source(compilation, "window.Windows_HoppingFused");
        assertThat(hopping).contains("for (long i = 0; i < SIZE / SLIDE; i++) {")
                .contains("timers.registerEventTimeTimer(SqlWindows.timer(windowEnd + SLIDE, ZONE));");
        String cumulating = AggregateFusionTest.source(compilation, "window.Windows_CumulatingFused");
        assertThat(cumulating).contains("long firstSlice = windowStart + SLIDE;");
    }

    @Test
    void theWindowsOfAnInstantAreOfTheDeclaredSessionTimeZone() {
        Compilation zoned = compileHourly("-Atypegen.sql.timeZone=America/Los_Angeles");

        assertThat(zoned).succeededWithoutWarnings();
        assertThat(zoned).hadNoteContaining("[TypegenSqlFused] The query of @Stage.Sql 'hourly' is fused");
        assertThat(AggregateFusionTest.source(zoned, "window.HourlyFused"))
                .contains("private static final ZoneId ZONE = ZoneId.of(\"America/Los_Angeles\");")
                .contains("long sliceEnd = SqlWindows.sliceEnd(SqlWindows.local(rowtime.getMillisecond(), ZONE),"
                        + " SIZE);")
                .contains("for (long windowEnd : SqlWindows.windowEnds(timestamp, SIZE, ZONE)) {")
                .contains("TimestampData windowTime = TimestampData.fromEpochMillis(SqlWindows.epoch(windowEnd - 1,"
                        + " ZONE));")
                // the job checks that it runs in the zone the windows were compiled for
                .contains("PipelineTables.requireSessionTimeZone(");

        Compilation unzoned = compileHourly();
        assertThat(unzoned).succeededWithoutWarnings();
        assertThat(unzoned).hadNoteContaining("[TypegenSqlNotFused] The query of @Stage.Sql 'hourly' runs on Flink's"
                + " Table runtime, between the operators before and after it, not as Java inside the fused operator:"
                + " its plan has WindowAggregate, and Typegen does not write the windows of a TIMESTAMP_LTZ rowtime,"
                + " which are in the session time zone, without the session time zone declared"
                + " (-Atypegen.sql.timeZone) as Java.");
    }

    private static Compilation compileHourly(String... options) {
        List<String> all = new ArrayList<>(List.of("-Atypegen.table=true", "-Xlint:all,-processing",
                "-Werror"));
        all.addAll(List.of(options));
        return javac().withProcessors(new TypegenProcessor()).withOptions(all)
                .compile(List.of("InstantReading", "HourOfReadings", "Hourly").stream()
                        .map(name -> JavaFileObjects.forResource("sql-stages/window/" + name + ".java")).toList());
    }

    @Test
    void theWindowsOfNexmarksQ5AndQ7FuseAndQ7AsPublishedJoins() {
        Compilation compilation = javac().withProcessors(new TypegenProcessor())
                .withOptions("-Atypegen.table=true", "-Xlint:all,-processing", "-Werror")
                .compile(List.of("NexmarkBid", "AuctionBids", "MaxPrice", "HighestBid", "NexmarkWindows").stream()
                        .map(name -> JavaFileObjects.forResource("sql-stages/window/" + name + ".java")).toList());

        assertThat(compilation).succeededWithoutWarnings();
        List<String> notes = compilation.notes().stream()
                .map(note -> note.getMessage(Locale.ROOT).replaceFirst(" Fix: .*", "")).toList();
        assertThat(notes).anySatisfy(note -> assertThat(note).startsWith("[TypegenSqlFused] The query of @Stage.Sql"
                + " 'q5Window' is fused: Flink's planner plans it as a HOP window aggregation"));
        assertThat(notes).anySatisfy(note -> assertThat(note).startsWith("[TypegenSqlFused] The query of @Stage.Sql"
                + " 'q7Window' is fused: Flink's planner plans it as a TUMBLE window aggregation"));
        assertThat(notes).anySatisfy(note -> assertThat(note).startsWith("[TypegenSqlNotFused] The query of"
                + " @Stage.Sql 'q7' runs on Flink's Table runtime").contains("its plan has"));
        // a window without a group key: every row to one key
        assertThat(AggregateFusionTest.source(compilation, "window.NexmarkWindows_Q7WindowFused"))
                .contains("return new Q7WindowKey();");
    }
}
