package io.github.typegen.processor.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/** Which calls of a fused query depend on the session time zone, so that the job must run in the declared one. */
class SessionTimeZoneTest {

    private static final SqlType LTZ = SqlType.of(Root.TIMESTAMP_LTZ, 3);
    private static final SqlExpr INSTANT = new SqlExpr.InputRef(0, LTZ);
    private static final SqlExpr OTHER_INSTANT = new SqlExpr.InputRef(1, LTZ);

    /** A call by its name only: which calls read the zone is a matter of their types, whatever the operator. */
    private static SqlExpr call(String name, SqlType type, SqlExpr... operands) {
        return new SqlExpr.Call(SqlOperator.OTHER, name, List.of(operands), type);
    }

    @Test
    void callsAmongInstantsIntervalsAndBooleansDoNotReadTheZone() {
        SqlExpr interval = new SqlExpr.Literal("86400000", SqlType.of(Root.INTERVAL_SECOND, 3));
        assertThat(SessionTimeZone.dependsOnZone(INSTANT)).isFalse();
        assertThat(SessionTimeZone.dependsOnZone(
                call(">", SqlType.of(Root.BOOLEAN), INSTANT, OTHER_INSTANT))).isFalse();
        assertThat(SessionTimeZone.dependsOnZone(call("+", LTZ, INSTANT, interval))).isFalse();
        assertThat(SessionTimeZone.dependsOnZone(call("CAST", SqlType.of(Root.TIMESTAMP_LTZ, 0), INSTANT)))
                .isFalse();
    }

    @Test
    void callsBetweenInstantsAndOtherKindsOrUnitsReadIt() {
        SqlExpr hour = new SqlExpr.Literal("HOUR", SqlType.of(Root.SYMBOL));
        SqlExpr extract = call("EXTRACT", SqlType.of(Root.BIGINT), hour, INSTANT);
        assertThat(SessionTimeZone.dependsOnZone(extract)).isTrue();
        assertThat(SessionTimeZone.dependsOnZone(call("FLOOR", LTZ, INSTANT, hour))).isTrue();
        assertThat(SessionTimeZone.dependsOnZone(call("CAST", SqlType.of(Root.VARCHAR, 20), INSTANT)))
                .isTrue();
        assertThat(SessionTimeZone.dependsOnZone(call("CAST", LTZ,
                new SqlExpr.Literal("2024-01-01 00:00:00", SqlType.of(Root.TIMESTAMP, 0))))).isTrue();
        // at any depth
        assertThat(SessionTimeZone.dependsOnZone(call(">", SqlType.of(Root.BOOLEAN), extract,
                new SqlExpr.Literal("12", SqlType.of(Root.BIGINT))))).isTrue();
    }

    @Test
    void aTimestampLtzConstantWasComputedInTheZoneTheFrontEndPlannedIn() {
        SqlExpr constant = new SqlExpr.Literal("2024-03-31 01:30:00", LTZ.withNotNull(true));
        assertThat(SessionTimeZone.dependsOnZone(constant)).isTrue();
        assertThat(SessionTimeZone.dependsOnZone(call(">", SqlType.of(Root.BOOLEAN), INSTANT, constant))).isTrue();
        // NULL is NULL in any zone
        assertThat(SessionTimeZone.dependsOnZone(new SqlExpr.Literal(null, LTZ))).isFalse();
    }

    @Test
    void withoutADeclaredZoneNothingIsChecked() {
        assertThat(SessionTimeZone.of(List.of(), null)).isNull();
        assertThat(SessionTimeZone.of(List.of(), "UTC")).isNull();
    }
}
