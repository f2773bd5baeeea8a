package io.github.typegen.runtime.sql;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransition;
import java.util.TimeZone;

/**
 * The time arithmetic of Flink's window aggregation ({@code TimeWindowUtil}, {@code TimeWindow} and the slice
 * assigners of {@code SliceAssigners}), which a fused window aggregation calls: the windows of a rowtime, when a
 * window fires, and the timer it fires on. A {@code TIMESTAMP} rowtime's windows are of its own milliseconds, in
 * UTC; a {@code TIMESTAMP_LTZ} rowtime's are of its wall clock in the session time zone (Flink's "shift time zone"),
 * while watermarks and timers stay epoch milliseconds.
 */
public final class SqlWindows {

    /** UTC, as Flink's window operators recognise it: a zone whose windows are not shifted. */
    public static final ZoneId UTC = TimeZone.getTimeZone("UTC").toZoneId();

    private static final long MILLIS_PER_HOUR = 60 * 60 * 1000L;

    private SqlWindows() {}

    /**
     * The milliseconds the windows of the epoch milliseconds {@code epochMillis} are computed in: the wall clock of
     * {@code zone} read as UTC ({@code TimeWindowUtil.toUtcTimestampMills}).
     */
    public static long local(long epochMillis, ZoneId zone) {
        if (UTC.equals(zone) || epochMillis == Long.MAX_VALUE) {
            return epochMillis;
        }
        LocalDateTime wallClock = LocalDateTime.ofInstant(Instant.ofEpochMilli(epochMillis), zone);
        return wallClock.atZone(UTC).toInstant().toEpochMilli();
    }

    /**
     * The epoch milliseconds of the wall-clock milliseconds {@code localMillis} ({@code TimeWindowUtil.toEpochMills}).
     */
    public static long epoch(long localMillis, ZoneId zone) {
        if (UTC.equals(zone) || localMillis == Long.MAX_VALUE) {
            return localMillis;
        }
        LocalDateTime wallClock = LocalDateTime.ofInstant(Instant.ofEpochMilli(localMillis), UTC);
        return wallClock.atZone(zone).toInstant().toEpochMilli();
    }

    /**
     * The time of the event-time timer of the window ending at {@code windowEnd} (wall-clock milliseconds): the epoch
     * milliseconds of its last millisecond, {@code windowEnd - 1}, or across a change to or from daylight saving time
     * the ones Flink's {@code TimeWindowUtil.toEpochMillsForTimer} takes (the first instant after a skipped hour, the
     * later of a repeated one).
     */
    public static long timer(long windowEnd, ZoneId zone) {
        return timerOf(windowEnd - 1, zone);
    }

    private static long timerOf(long localMillis, ZoneId zone) {
        if (UTC.equals(zone) || localMillis == Long.MAX_VALUE) {
            return localMillis;
        }
        LocalDateTime wallClock = LocalDateTime.ofInstant(Instant.ofEpochMilli(localMillis), UTC);
        if (TimeZone.getTimeZone(zone).useDaylightTime()) {
            long first = wallClock.atZone(zone).toInstant().toEpochMilli();
            long hourLater = wallClock.plusHours(1).atZone(zone).toInstant().toEpochMilli();
            if (first == hourLater) {
                // in a skipped hour: the instant the clock jumped at
                return first - first % MILLIS_PER_HOUR;
            }
            if (hourLater - first > MILLIS_PER_HOUR) {
                // a repeated hour: the later of its two instants
                return first + MILLIS_PER_HOUR;
            }
            return first;
        }
        return wallClock.atZone(zone).toInstant().toEpochMilli();
    }

    /**
     * Whether the window ending at {@code windowEnd} has fired at the watermark {@code watermark}
     * ({@code TimeWindowUtil.isWindowFired}): its timer is at or before the watermark. A row of a fired window is
     * late.
     */
    public static boolean isFired(long windowEnd, long watermark, ZoneId zone) {
        if (windowEnd == Long.MAX_VALUE) {
            return false;
        }
        return watermark >= timer(windowEnd, zone);
    }

    /**
     * The end of the slice of {@code interval} milliseconds holding the wall-clock milliseconds {@code local}
     * ({@code TimeWindow.getWindowStartWithOffset} without an offset, plus the interval): a slice is a tumbling
     * window, a hopping window's slide, a cumulating window's step.
     */
    public static long sliceEnd(long local, long interval) {
        return start(local, interval) + interval;
    }

    /** The start of the window of {@code size} milliseconds holding {@code local}, as Flink's {@code TimeWindow}. */
    public static long start(long local, long size) {
        long remainder = local % size;
        // the start of the window of a negative timestamp lies before it
        return remainder < 0 ? local - (remainder + size) : local - remainder;
    }

    /**
     * The ends of the windows, aligned to {@code interval}, whose timer ({@link #timer}) is {@code timer}: the window
     * ending one millisecond after the timer's wall clock; near a change to or from daylight saving time, every
     * window whose timer it is (several where a change skips wall-clock times, none where it repeats them and the
     * timer is an earlier instant of the repeated wall clock).
     */
    public static long[] windowEnds(long timer, long interval, ZoneId zone) {
        long wallClock = local(timer, zone);
        if (UTC.equals(zone) || !nearChange(timer, zone)) {
            long end = wallClock + 1;
            return end % interval == 0 ? new long[] {end} : new long[0];
        }
        // every aligned window whose last millisecond is within two hours of the timer's wall clock
        long first = sliceEnd(wallClock - 2 * MILLIS_PER_HOUR, interval);
        long last = wallClock + 2 * MILLIS_PER_HOUR;
        int count = 0;
        for (long end = first; end - 1 <= last; end += interval) {
            if (timer(end, zone) == timer) {
                count++;
            }
        }
        long[] ends = new long[count];
        int i = 0;
        for (long end = first; end - 1 <= last; end += interval) {
            if (timer(end, zone) == timer) {
                ends[i++] = end;
            }
        }
        return ends;
    }

    /** Whether {@code epochMillis} is within three hours of a change of {@code zone}'s offset. */
    private static boolean nearChange(long epochMillis, ZoneId zone) {
        Instant instant = Instant.ofEpochMilli(epochMillis);
        ZoneOffsetTransition next = zone.getRules().nextTransition(instant.minusMillis(3 * MILLIS_PER_HOUR));
        return next != null && !next.getInstant().isAfter(instant.plusMillis(3 * MILLIS_PER_HOUR));
    }
}
