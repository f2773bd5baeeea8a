package io.github.typegen.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.typegen.processor.sql.SqlAnalysis;
import io.github.typegen.processor.sql.SqlColumn;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlQuery;

/** The front end plans in the session time zone the build declares ({@code -Atypegen.sql.timeZone}). */
class FrontEndTimeZoneTest {

    /**
     * What the planner folds {@code CAST(TIMESTAMP '1970-01-01 00:00:00' AS TIMESTAMP_LTZ(3))} into, in the front
     * end's zone: the instant of that wall-clock time there, as its UTC date and time.
     */
    private static String epochAsText(FlinkSqlFrontEnd frontEnd) {
        SqlQuery query = new SqlQuery("SELECT id, CAST(TIMESTAMP '1970-01-01 00:00:00' AS TIMESTAMP_LTZ(3)) AS s"
                + " FROM input",
                List.of(new SqlColumn("id", "INT NOT NULL")),
                List.of(new SqlColumn("id", "INT NOT NULL"), new SqlColumn("s", "TIMESTAMP_LTZ(3)")));
        SqlAnalysis analysis = frontEnd.analyze(query);
        assertThat(analysis).isInstanceOf(SqlAnalysis.Valid.class);
        SqlExpr folded = ((SqlAnalysis.Valid) analysis).calc().projection().get(1);
        assertThat(folded).as("%s", folded).isInstanceOf(SqlExpr.Literal.class);
        return ((SqlExpr.Literal) folded).value();
    }

    @Test
    void theQueriesArePlannedInTheDeclaredZone() {
        FlinkSqlFrontEnd kolkata = new FlinkSqlFrontEnd();
        kolkata.useSessionTimeZone("Asia/Kolkata");
        assertThat(epochAsText(kolkata)).isEqualTo("1969-12-31 18:30:00");

        FlinkSqlFrontEnd utc = new FlinkSqlFrontEnd();
        utc.useSessionTimeZone("UTC");
        assertThat(epochAsText(utc)).isEqualTo("1970-01-01 00:00:00");
    }
}
