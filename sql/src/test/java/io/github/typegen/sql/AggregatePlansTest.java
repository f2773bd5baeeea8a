package io.github.typegen.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.AggregatePlan;
import io.github.typegen.processor.sql.SqlAnalysis;
import io.github.typegen.processor.sql.SqlColumn;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;
import io.github.typegen.processor.sql.SqlQuery;

/**
 * The front end reads a plan {@code (Calc) -> GroupAggregate -> (Calc)} over the input's scan as an {@link
 * AggregatePlan} (group keys as expressions over the input, each call's function, arguments, filter, distinctness and
 * result type as Flink's planner derived them), knows each query's changelog mode, and names the node of any other
 * plan.
 */
class AggregatePlansTest {

    private static final List<SqlColumn> INPUT = List.of(new SqlColumn("accountId", "BIGINT NOT NULL"),
            new SqlColumn("amount", "DECIMAL(10, 2)"), new SqlColumn("n", "INT NOT NULL"), new SqlColumn("i", "INT"),
            new SqlColumn("name", "STRING"), new SqlColumn("ts", "TIMESTAMP(3)"));

    private static FlinkSqlFrontEnd frontEnd;

    @BeforeAll
    static void start() {
        frontEnd = new FlinkSqlFrontEnd();
    }

    @Test
    void aGroupAggregationOverExpressionKeysIsAnUpdatingAggregatePlan() {
        SqlAnalysis.Valid valid = analyze("SELECT accountId, FLOOR(ts TO HOUR) AS logTs, SUM(amount) AS amount"
                + " FROM input GROUP BY accountId, FLOOR(ts TO HOUR)");

        assertThat(valid.updating()).isTrue();
        assertThat(valid.calc()).isNull();
        AggregatePlan plan = valid.aggregate();
        assertThat(plan).isNotNull();
        assertThat(plan.grouping()).hasSize(2);
        // the keys are expressions over the input, computed before the aggregation
        SqlExpr first = plan.input().projection().get(plan.grouping().get(0));
        SqlExpr second = plan.input().projection().get(plan.grouping().get(1));
        assertThat(first).isEqualTo(new SqlExpr.InputRef(0, first.type()));
        assertThat(second).isInstanceOfSatisfying(SqlExpr.Call.class, call ->
                assertThat(call.operator()).isEqualTo(SqlOperator.calcite("FLOOR")));
        assertThat(plan.calls()).singleElement().satisfies(call -> {
            assertThat(call.function()).isEqualTo(SqlOperator.calcite("SUM"));
            assertThat(call.distinct()).isFalse();
            assertThat(call.filter()).isEqualTo(-1);
            assertThat(plan.input().projection().get(call.arguments().get(0)))
                    .isInstanceOfSatisfying(SqlExpr.InputRef.class, ref -> assertThat(ref.index()).isEqualTo(1));
            // Flink widens a decimal SUM to precision 38, its scale kept
            assertThat(call.type().root()).isEqualTo(Root.DECIMAL);
            assertThat(call.type().precision()).isEqualTo(38);
            assertThat(call.type().scale()).isEqualTo(2);
            assertThat(call.type().notNull()).isFalse();
        });
        assertThat(plan.result().names()).containsExactly("accountId", "logTs", "amount");
        assertThat(plan.result().condition()).isNull();
    }

    @Test
    void eachCallCarriesItsFunctionFilterDistinctnessAndFlinksResultType() {
        AggregatePlan plan = analyze("SELECT name, COUNT(*) AS c, COUNT(i) AS ci, COUNT(DISTINCT i) AS di,"
                + " SUM(n) FILTER (WHERE i > 0) AS s, MIN(name) AS lo, MAX(ts) AS hi, AVG(n) AS a"
                + " FROM input GROUP BY name").aggregate();

        assertThat(plan.calls()).extracting(AggregatePlan.Call::function).containsExactly(
                SqlOperator.calcite("COUNT"), SqlOperator.calcite("COUNT"), SqlOperator.calcite("COUNT"),
                SqlOperator.calcite("SUM"), SqlOperator.calcite("MIN"), SqlOperator.calcite("MAX"),
                SqlOperator.calcite("AVG"));
        assertThat(plan.calls()).extracting(call -> call.type().summary()).containsExactly("BIGINT NOT NULL",
                "BIGINT NOT NULL", "BIGINT NOT NULL", "INT", "STRING", "TIMESTAMP(3)", "INT NOT NULL");
        assertThat(plan.calls().get(0).arguments()).isEmpty();
        assertThat(plan.calls().get(2).distinct()).isTrue();
        AggregatePlan.Call filtered = plan.calls().get(3);
        assertThat(filtered.filter()).isNotEqualTo(-1);
        // FILTER (WHERE i > 0) is the column IS TRUE(i > 0), never null
        assertThat(plan.input().projection().get(filtered.filter())).isInstanceOfSatisfying(SqlExpr.Call.class,
                call -> {
                    assertThat(call.operator()).isEqualTo(SqlOperator.calcite("IS_TRUE"));
                    assertThat(call.type().summary()).isEqualTo("BOOLEAN NOT NULL");
                });
        assertThat(plan.calls()).filteredOn(call -> call != filtered)
                .allSatisfy(call -> assertThat(call.filter()).isEqualTo(-1));
    }

    @Test
    void havingIsTheFilterAfterTheAggregation() {
        AggregatePlan plan = analyze("SELECT name, COUNT(*) AS c FROM input GROUP BY name HAVING COUNT(*) > 1")
                .aggregate();

        assertThat(plan.result().condition()).isNotNull();
        assertThat(plan.result().names()).containsExactly("name", "c");
    }

    @Test
    void aProjectionIsInsertOnlyAndOtherPlansNameTheirNode() {
        SqlAnalysis.Valid calc = analyze("SELECT name, n + 1 AS m FROM input WHERE i > 0");
        assertThat(calc.updating()).isFalse();
        assertThat(calc.calc()).isNotNull();
        assertThat(calc.aggregate()).isNull();

        SqlAnalysis.Valid over = analyze("SELECT name, COUNT(*) OVER (PARTITION BY name ORDER BY ts"
                + " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS c FROM input");
        assertThat(over.aggregate()).isNull();
        assertThat(over.runtimeReason()).isNotNull();

        SqlAnalysis.Valid distinct = analyze("SELECT name, n FROM (SELECT name, n, ROW_NUMBER() OVER (PARTITION BY"
                + " name ORDER BY n DESC) AS r FROM input) WHERE r <= 2");
        assertThat(distinct.aggregate()).isNull();
        assertThat(distinct.updating()).isTrue();
        assertThat(distinct.runtimeReason()).isEqualTo("its plan has Rank");

        SqlAnalysis.Valid twice = analyze("SELECT c, COUNT(*) AS k FROM (SELECT name, COUNT(*) AS c FROM input"
                + " GROUP BY name) GROUP BY c");
        assertThat(twice.aggregate()).isNull();
        assertThat(twice.updating()).isTrue();
        assertThat(twice.runtimeReason()).isEqualTo("its plan's GroupAggregate reads an updating input");
    }

    private static SqlAnalysis.Valid analyze(String query) {
        // asked first without output columns, then into the result's own columns
        SqlAnalysis analysis = frontEnd.analyze(new SqlQuery(query, INPUT, List.of()));
        if (analysis instanceof SqlAnalysis.ResultMismatch mismatch) {
            analysis = frontEnd.analyze(new SqlQuery(query, INPUT, mismatch.result()));
        }
        assertThat(analysis).as(query).isInstanceOf(SqlAnalysis.Valid.class);
        return (SqlAnalysis.Valid) analysis;
    }
}
