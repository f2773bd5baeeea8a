package io.github.typegen.runtime.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.apache.flink.table.runtime.operators.window.TimeWindow;
import org.apache.flink.table.runtime.util.TimeWindowUtil;
import org.junit.jupiter.api.Test;

/**
 * The window arithmetic of a fused window aggregation against Flink's own ({@code TimeWindowUtil}, {@code
 * TimeWindow}), in UTC, a zone without daylight saving time and one with it, around its changes.
 */
class SqlWindowsTest {

    private static final List<ZoneId> ZONES = List.of(SqlWindows.UTC, ZoneId.of("Asia/Shanghai"),
            ZoneId.of("America/Los_Angeles"), ZoneId.of("Australia/Lord_Howe"));

    /** Milliseconds around the changes to and from daylight saving time in Los Angeles in 2021, and random ones. */
    private static List<Long> instants() {
        List<Long> instants = new ArrayList<>();
        for (LocalDateTime change : List.of(LocalDateTime.of(2021, 3, 14, 0, 0), LocalDateTime.of(2021, 11, 7, 0, 0),
                LocalDateTime.of(2021, 4, 4, 0, 0), LocalDateTime.of(2021, 10, 3, 0, 0))) {
            long start = change.toInstant(ZoneOffset.UTC).toEpochMilli() - 12 * 3_600_000L;
            for (long t = start; t < start + 48 * 3_600_000L; t += 60_000L) {
                instants.add(t);
                instants.add(t - 1);
            }
        }
        Random random = new Random(26);
        for (int i = 0; i < 2000; i++) {
            instants.add(random.nextLong(-100_000_000_000L, 4_000_000_000_000L));
        }
        return instants;
    }

    @Test
    void conversionsFiringAndTimersAreFlinks() {
        for (ZoneId zone : ZONES) {
            for (long t : instants()) {
                assertThat(SqlWindows.local(t, zone)).isEqualTo(TimeWindowUtil.toUtcTimestampMills(t, zone));
                assertThat(SqlWindows.epoch(t, zone)).isEqualTo(TimeWindowUtil.toEpochMills(t, zone));
                assertThat(SqlWindows.timer(t, zone)).as("%s %s", zone, t)
                        .isEqualTo(TimeWindowUtil.toEpochMillsForTimer(t - 1, zone));
                for (long watermark : new long[] {t - 2, t - 1, t, t + 1, Long.MIN_VALUE}) {
                    assertThat(SqlWindows.isFired(t, watermark, zone))
                            .isEqualTo(TimeWindowUtil.isWindowFired(t, watermark, zone));
                }
            }
        }
        assertThat(SqlWindows.isFired(Long.MAX_VALUE, Long.MAX_VALUE, SqlWindows.UTC)).isFalse();
    }

    @Test
    void slicesStartAsFlinksWindows() {
        for (long t : instants()) {
            for (long size : new long[] {1, 1000, 7000, 600_000, 3_600_000, 86_400_000}) {
                assertThat(SqlWindows.start(t, size)).isEqualTo(TimeWindow.getWindowStartWithOffset(t, 0, size));
                assertThat(SqlWindows.sliceEnd(t, size)).isEqualTo(TimeWindow.getWindowStartWithOffset(t, 0, size)
                        + size);
            }
        }
    }

    @Test
    void eachWindowIsFoundFromItsTimer() {
        for (ZoneId zone : ZONES) {
            for (long interval : new long[] {60_000, 600_000, 3_600_000}) {
                for (long t : instants()) {
                    long end = SqlWindows.sliceEnd(SqlWindows.local(t, zone), interval);
                    long timer = SqlWindows.timer(end, zone);
                    long[] ends = SqlWindows.windowEnds(timer, interval, zone);
                    assertThat(ends).as("%s %s %s", zone, interval, end).contains(end);
                    for (long other : ends) {
                        assertThat(SqlWindows.timer(other, zone)).isEqualTo(timer);
                        assertThat(other % interval).isZero();
                    }
                }
            }
        }
    }
}
