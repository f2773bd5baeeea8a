package io.github.typegen.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.github.typegen.processor.codegen.CalcCheck;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.CalcPlan;
import io.github.typegen.processor.sql.SqlAnalysis;
import io.github.typegen.processor.sql.SqlColumn;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;
import io.github.typegen.processor.sql.SqlQuery;

/**
 * The front end names each operator of a plan by its identity ({@link SqlOperator}: the constant of Flink's operator
 * tables holding it), and hands over each expression's type as a structure: every operator Typegen writes is
 * recognised in the plans of Flink's planner under the identity its writer is registered for, each such identity is
 * a constant of this Flink, and a function Typegen does not write keeps its name.
 */
class OperatorIdentityTest {

    private static final List<SqlColumn> INPUT = List.of(new SqlColumn("id", "BIGINT NOT NULL"),
            new SqlColumn("n", "INT NOT NULL"), new SqlColumn("i", "INT"), new SqlColumn("d", "DOUBLE"),
            new SqlColumn("m", "DECIMAL(10, 2)"), new SqlColumn("s", "STRING"), new SqlColumn("b", "BOOLEAN"),
            new SqlColumn("dt", "DATE"), new SqlColumn("tm", "TIME(3)"), new SqlColumn("ts", "TIMESTAMP(3)"));

    private static FlinkSqlFrontEnd frontEnd;

    @BeforeAll
    static void start() {
        frontEnd = new FlinkSqlFrontEnd();
    }

    @Test
    void everyOperatorTypegenWritesIsRecognisedByIdentity() {
        Set<SqlOperator> seen = new HashSet<>();
        String[] queries = {
            "SELECT b AND n > 0 OR NOT b, i IS NULL, i IS NOT NULL, b IS TRUE, b IS NOT TRUE, b IS FALSE,"
                    + " b IS NOT FALSE, n = i, n <> i, n < i, n <= i, n > i, n >= i, i IS DISTINCT FROM n,"
                    + " i IS NOT DISTINCT FROM n, CASE WHEN b THEN n ELSE i END, COALESCE(i, n) FROM input",
            "SELECT n + i, n - i, n * i, n / i, MOD(n, i), -i, +i, CAST(n AS BIGINT), TRY_CAST(s AS INT),"
                    + " CAST(s AS INT) FROM input",
            "SELECT EXTRACT(YEAR FROM dt), FLOOR(ts TO HOUR), CEIL(ts TO DAY), DATE_FORMAT(ts, 'yyyy'),"
                    + " TO_DATE(s), TO_TIMESTAMP(s), dt + INTERVAL '1' DAY, ts - INTERVAL '1' MONTH,"
                    + " TIMESTAMPDIFF(DAY, ts, ts) FROM input",
            "SELECT s || 'x', CONCAT(s, 'y'), CONCAT_WS('/', s, s), UPPER(s), LOWER(s), INITCAP(s), CHAR_LENGTH(s),"
                    + " CHARACTER_LENGTH(s), s LIKE 'a%', s NOT LIKE 'b%', TRIM(s), LTRIM(s), RTRIM(s),"
                    + " SUBSTRING(s, 2), SUBSTR(s, 2), LEFT(s, 2), RIGHT(s, 2), POSITION('a' IN s), LOCATE('a', s),"
                    + " REPLACE(s, 'a', 'b'), LPAD(s, 3, 'x'), RPAD(s, 3, 'x'), REPEAT(s, 2), REVERSE(s) FROM input",
            "SELECT REGEXP_EXTRACT(s, 'a(b)', 1), REGEXP_EXTRACT(s, 'a'), REGEXP_REPLACE(s, 'a', 'b'),"
                    + " REGEXP(s, 'a+'), SPLIT_INDEX(s, '/', 1), SPLIT_INDEX(s, 47, n), INSTR(s, 'a'),"
                    + " INSTR(s, 'a', n, 2), ASCII(s), CHR(n), OVERLAY(s PLACING 'x' FROM 2),"
                    + " OVERLAY(s PLACING 'x' FROM n FOR 2) FROM input",
        };
        for (String query : queries) {
            collect(plan(query), seen);
        }

        // every operator of these plans is known by the identity the processor writes it under
        assertThat(CalcCheck.operators()).containsAll(seen);
        // the planner rewrites some (n % i into MOD, a unary + away, CHARACTER_LENGTH into CHAR_LENGTH): the rest
        // must all be there
        assertThat(seen).containsAll(Stream.of("AND", "OR", "NOT", "IS_NULL", "IS_NOT_NULL", "EQUALS", "LESS_THAN",
                "CASE", "PLUS", "MINUS", "MULTIPLY", "DIVIDE", "MOD", "UNARY_MINUS", "CAST", "EXTRACT", "FLOOR", "CEIL",
                "DATETIME_PLUS", "CONCAT", "UPPER", "LOWER", "INITCAP", "CHAR_LENGTH", "LIKE", "TRIM", "POSITION")
                .map(SqlOperator::calcite).toList());
        assertThat(seen).containsAll(Stream.of("TRY_CAST", "DATE_FORMAT", "TO_DATE", "TO_TIMESTAMP", "CONCAT_WS",
                "LTRIM", "RTRIM", "SUBSTRING", "LEFT", "RIGHT", "LOCATE", "REPLACE", "LPAD", "RPAD", "REPEAT",
                "REVERSE", "REGEXP_EXTRACT", "REGEXP_REPLACE", "REGEXP", "SPLIT_INDEX", "INSTR", "ASCII", "CHR")
                .map(SqlOperator::flink).toList());
        assertThat(seen).contains(SqlOperator.calcite("OVERLAY"));
    }

    @Test
    void everyOperatorTypegenWritesIsAConstantOfFlinksOperatorTables() {
        // a constant a later Flink renames or removes fails here, rather than leaving its writer unused
        assertThat(CalcCheck.operators()).isNotEmpty().allSatisfy(operator ->
                assertThat(Operators.exists(operator)).as("%s is an operator of this Flink", operator).isTrue());
    }

    @Test
    void aFunctionTypegenDoesNotWriteIsKnownByItsIdentityAndName() {
        SqlExpr.Call md5 = (SqlExpr.Call) plan("SELECT MD5(s) FROM input").projection().get(0);

        assertThat(md5.operator()).isNotEqualTo(SqlOperator.OTHER);
        assertThat(CalcCheck.operators()).doesNotContain(md5.operator());
        assertThat(md5.name()).isEqualTo("MD5");
    }

    @Test
    void typesCrossAsStructures() {
        CalcPlan plan = plan("SELECT m * 2, CAST(s AS VARCHAR(3)), n + id FROM input");

        assertThat(plan.projection().get(0).type()).satisfies(type -> {
            assertThat(type.root()).isEqualTo(Root.DECIMAL);
            assertThat(type.precision()).isEqualTo(21);
            assertThat(type.scale()).isEqualTo(2);
            assertThat(type.notNull()).isFalse();
        });
        assertThat(plan.projection().get(1).type().summary()).isEqualTo("VARCHAR(3)");
        assertThat(plan.projection().get(2).type().summary()).isEqualTo("BIGINT NOT NULL");
    }

    private static CalcPlan plan(String query) {
        // asked first without output columns, then into the result's own columns
        SqlAnalysis analysis = frontEnd.analyze(new SqlQuery(query, INPUT, List.of()));
        if (analysis instanceof SqlAnalysis.ResultMismatch mismatch) {
            analysis = frontEnd.analyze(new SqlQuery(query, INPUT, mismatch.result()));
        }
        assertThat(analysis).as(query).isInstanceOf(SqlAnalysis.Valid.class);
        CalcPlan plan = ((SqlAnalysis.Valid) analysis).calc();
        assertThat(plan).as("%s: %s", query, ((SqlAnalysis.Valid) analysis).runtimeReason()).isNotNull();
        return plan;
    }

    private static void collect(CalcPlan plan, Set<SqlOperator> seen) {
        List<SqlExpr> pending = new ArrayList<>(plan.projection());
        while (!pending.isEmpty()) {
            if (pending.remove(pending.size() - 1) instanceof SqlExpr.Call call) {
                seen.add(call.operator());
                pending.addAll(call.operands());
            }
        }
    }
}
