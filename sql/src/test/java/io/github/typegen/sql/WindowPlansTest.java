package io.github.typegen.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.github.typegen.processor.sql.AggregatePlan;
import io.github.typegen.processor.sql.AggregatePlan.WindowKind;
import io.github.typegen.processor.sql.AggregatePlan.WindowProperty;
import io.github.typegen.processor.sql.SqlAnalysis;
import io.github.typegen.processor.sql.SqlColumn;
import io.github.typegen.processor.sql.SqlOperator;
import io.github.typegen.processor.sql.SqlQuery;

/**
 * The front end reads a window aggregation over {@code TUMBLE}, {@code HOP} and {@code CUMULATE} on the input's
 * rowtime (which Flink's planner splits into a local and a global window aggregation) as an {@link AggregatePlan}
 * with its window: kind, size, slide, rowtime column and the window properties the aggregation outputs, insert-only;
 * every other window (the legacy group window, a session, an offset, a watermark the planner assigns) is named.
 */
class WindowPlansTest {

    private static final List<SqlColumn> INPUT = List.of(new SqlColumn("k", "BIGINT NOT NULL"),
            new SqlColumn("v", "INT"), new SqlColumn("name", "STRING"), new SqlColumn("ts", "TIMESTAMP(3)"));
    private static final List<SqlColumn> INSTANTS = List.of(new SqlColumn("k", "BIGINT NOT NULL"),
            new SqlColumn("v", "INT"), new SqlColumn("name", "STRING"), new SqlColumn("ts", "TIMESTAMP_LTZ(3)"));
    private static final String STREAM = "SOURCE_WATERMARK()";

    private static FlinkSqlFrontEnd frontEnd;

    @BeforeAll
    static void start() {
        frontEnd = new FlinkSqlFrontEnd();
    }

    @Test
    void aTumblingWindowIsAnInsertOnlyAggregatePlanWithItsWindow() {
        SqlAnalysis.Valid valid = analyze(INPUT, STREAM, "SELECT k, window_start, window_end, COUNT(*) AS c,"
                + " SUM(v) AS s FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(ts), INTERVAL '10' SECOND))"
                + " GROUP BY k, window_start, window_end");

        assertThat(valid.updating()).isFalse();
        AggregatePlan plan = valid.aggregate();
        assertThat(plan).isNotNull();
        AggregatePlan.Window window = plan.window();
        assertThat(window.kind()).isEqualTo(WindowKind.TUMBLE);
        assertThat(window.size()).isEqualTo(10_000L);
        assertThat(window.slide()).isEqualTo(10_000L);
        assertThat(plan.input().projection().get(window.timeColumn()).type().summary()).isEqualTo("TIMESTAMP(3)");
        // the group key is k alone: the window is not part of it
        assertThat(plan.grouping()).hasSize(1);
        assertThat(plan.calls()).extracting(AggregatePlan.Call::function).containsExactly(
                SqlOperator.calcite("COUNT"), SqlOperator.calcite("SUM"));
        assertThat(window.properties()).extracting(AggregatePlan.Property::property)
                .containsExactly(WindowProperty.START, WindowProperty.END);
        assertThat(window.properties()).extracting(property -> property.type().summary())
                .containsExactly("TIMESTAMP(3) NOT NULL", "TIMESTAMP(3) NOT NULL");
        // the aggregation's output: the key, the calls, the window's properties
        assertThat(plan.outputType(3).summary()).isEqualTo("TIMESTAMP(3) NOT NULL");
        assertThat(plan.result().names()).containsExactly("k", "window_start", "window_end", "c", "s");
    }

    @Test
    void hoppingAndCumulatingWindowsCarryTheirSlideAndTheWindowsRowtime() {
        AggregatePlan hop = analyze(INPUT, STREAM, "SELECT k, window_end, window_time, COUNT(*) AS c"
                + " FROM TABLE(HOP(TABLE input, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '15' SECOND))"
                + " WHERE v > 0 GROUP BY k, window_start, window_end, window_time").aggregate();
        assertThat(hop.window().kind()).isEqualTo(WindowKind.HOP);
        assertThat(hop.window().size()).isEqualTo(15_000L);
        assertThat(hop.window().slide()).isEqualTo(5_000L);
        assertThat(hop.input().condition()).isNotNull();
        assertThat(hop.window().properties()).extracting(AggregatePlan.Property::property)
                .contains(WindowProperty.TIME);

        AggregatePlan cumulate = analyze(INPUT, STREAM, "SELECT window_end, k, MAX(v) AS m FROM TABLE(CUMULATE("
                + "TABLE input, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '10' SECOND))"
                + " GROUP BY k, window_start, window_end HAVING MAX(v) > 1").aggregate();
        assertThat(cumulate.window().kind()).isEqualTo(WindowKind.CUMULATE);
        assertThat(cumulate.window().size()).isEqualTo(10_000L);
        assertThat(cumulate.window().slide()).isEqualTo(2_000L);
        assertThat(cumulate.result().condition()).isNotNull();
    }

    @Test
    void theWindowsOfAnInstantEndAsTimestampsAndTheirRowtimeIsAnInstant() {
        AggregatePlan plan = analyze(INSTANTS, STREAM, "SELECT k, window_start, window_end, window_time,"
                + " COUNT(*) AS c FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(ts), INTERVAL '1' HOUR))"
                + " GROUP BY k, window_start, window_end, window_time").aggregate();

        assertThat(plan.input().projection().get(plan.window().timeColumn()).type().summary())
                .isEqualTo("TIMESTAMP_LTZ(3)");
        assertThat(plan.window().properties()).extracting(property -> property.type().summary())
                .containsExactly("TIMESTAMP(3) NOT NULL", "TIMESTAMP(3) NOT NULL", "TIMESTAMP_LTZ(3) NOT NULL");
    }

    @Test
    void otherWindowsAreNamed() {
        SqlAnalysis.Valid legacy = analyze(INPUT, STREAM, "SELECT k, TUMBLE_END(ts, INTERVAL '10' SECOND) AS we,"
                + " COUNT(*) AS c FROM input GROUP BY k, TUMBLE(ts, INTERVAL '10' SECOND)");
        assertThat(legacy.aggregate()).isNull();
        assertThat(legacy.runtimeReason()).isEqualTo("its plan has GroupWindowAggregate");

        SqlAnalysis.Valid session = analyze(INPUT, STREAM, "SELECT k, window_start, window_end, COUNT(*) AS c"
                + " FROM TABLE(SESSION(TABLE input PARTITION BY k, DESCRIPTOR(ts), INTERVAL '10' SECOND))"
                + " GROUP BY k, window_start, window_end");
        assertThat(session.aggregate()).isNull();
        assertThat(session.runtimeReason()).startsWith("its plan's WindowAggregate has the window SESSION");

        SqlAnalysis.Valid offset = analyze(INPUT, STREAM, "SELECT k, window_start, COUNT(*) AS c FROM TABLE(TUMBLE("
                + "TABLE input, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '1' SECOND))"
                + " GROUP BY k, window_start, window_end");
        assertThat(offset.aggregate()).isNull();
        assertThat(offset.runtimeReason()).contains("with an offset");

        SqlAnalysis.Valid unwindowed = analyze(INPUT, STREAM, "SELECT k, COUNT(*) AS c FROM TABLE(TUMBLE("
                + "TABLE input, DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY k");
        assertThat(unwindowed.aggregate()).isNull();
        assertThat(unwindowed.runtimeReason()).isEqualTo("its plan has WindowTableFunction");

        SqlAnalysis.Valid assigned = analyze(INPUT, "ts - INTERVAL '1' SECOND", "SELECT k, window_start,"
                + " COUNT(*) AS c FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(ts), INTERVAL '10' SECOND))"
                + " GROUP BY k, window_start, window_end");
        assertThat(assigned.aggregate()).isNull();
        assertThat(assigned.runtimeReason()).startsWith("its plan has WatermarkAssigner (the watermarks of the"
                + " input's @Watermark");
    }

    private static SqlAnalysis.Valid analyze(List<SqlColumn> input, String watermark, String query) {
        SqlAnalysis analysis = frontEnd.analyze(new SqlQuery(query, SqlQuery.DEFAULT_TABLE, input, List.of(), "ts",
                watermark));
        if (analysis instanceof SqlAnalysis.ResultMismatch mismatch) {
            analysis = frontEnd.analyze(new SqlQuery(query, SqlQuery.DEFAULT_TABLE, input, mismatch.result(), "ts",
                    watermark));
        }
        assertThat(analysis).as(query).isInstanceOf(SqlAnalysis.Valid.class);
        return (SqlAnalysis.Valid) analysis;
    }
}
