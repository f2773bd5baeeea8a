package io.github.typegen.sql;

import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.types.Row;

/**
 * What the jobs of the window tests compiled at test time ({@code ZonedWindowDifferentialTest}, {@code
 * WindowEvolutionTest}) share with the tests, on the tests' class path: the queries, the rows the jobs read, their
 * watermarks, and the results they emit.
 */
public final class WindowRuns {

    /** The session time zone of {@code ZonedWindowDifferentialTest}. */
    public static final String ZONE = "America/Los_Angeles";
    /** Hourly windows of the zone's wall clock. */
    public static final String HOURLY = "SELECT sensor, window_start AS windowStart, window_end AS windowEnd,"
            + " window_time AS windowTime, COUNT(*) AS readings, SUM(celsius) AS total, MIN(celsius) AS coldest"
            + " FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(ts), INTERVAL '1' HOUR))"
            + " GROUP BY sensor, window_start, window_end, window_time";
    /** Windows of two hours every half hour. */
    public static final String HOPPING = "SELECT sensor, window_start AS windowStart, window_end AS windowEnd,"
            + " COUNT(*) AS readings, MAX(celsius) AS warmest"
            + " FROM TABLE(HOP(TABLE input, DESCRIPTOR(ts), INTERVAL '30' MINUTE, INTERVAL '2' HOUR))"
            + " GROUP BY sensor, window_start, window_end";
    /** Days of the zone's wall clock (of 23 and 25 hours on the days the clocks change), growing by 4 hours. */
    public static final String DAILY = "SELECT sensor, window_start AS windowStart, window_end AS windowEnd,"
            + " window_time AS windowTime, COUNT(*) AS readings, COUNT(DISTINCT celsius) AS temperatures"
            + " FROM TABLE(CUMULATE(TABLE input, DESCRIPTOR(ts), INTERVAL '4' HOUR, INTERVAL '1' DAY))"
            + " GROUP BY sensor, window_start, window_end, window_time";
    /** How far the watermark of the readings trails the latest. */
    public static final long READINGS_DELAY = 5 * 60_000L;
    /** The readings in each of the two stretches of time. */
    private static final int STRETCH = 630;

    /** The purchases of {@code WindowEvolutionTest}. */
    public static final int PURCHASES = 240;
    /** Its accounts. */
    public static final int ACCOUNTS = 5;
    /** How far the watermark of the purchases trails the latest. */
    public static final long PURCHASES_DELAY = 3_000L;

    /** Each result the jobs emitted, by the query's name, as the values of its components. */
    public static final Map<String, ConcurrentLinkedQueue<List<Object>>> EMITTED = new ConcurrentHashMap<>();
    /** How many purchases the source of the running job has emitted. */
    public static final AtomicInteger SOURCED = new AtomicInteger();

    private WindowRuns() {}

    /**
     * Readings {@code (sensor, celsius, ts)} of four sensors (one of them null) about every 4 minutes over two
     * stretches of 42 hours around Los Angeles' changes to and from daylight saving time in 2025 (March 9, November
     * 2), out of order by up to 3 minutes (within the watermark's delay), and one in 29 ninety minutes late; some
     * temperatures null.
     */
    public static List<Row> readings() {
        Random random = new Random(26L);
        String[] sensors = {"a", "b", "c", null};
        Instant[] starts = {Instant.parse("2025-03-08T18:00:00Z"), Instant.parse("2025-11-01T18:00:00Z")};
        List<Row> readings = new ArrayList<>();
        for (int i = 0; i < 2 * STRETCH; i++) {
            long offset = (i % STRETCH) * 240_000L + random.nextInt(180_000) - (i % 29 == 28 ? 90 * 60_000L : 0);
            Integer celsius = i % 11 == 0 ? null : random.nextInt(40) - 10;
            readings.add(Row.of(sensors[random.nextInt(sensors.length)], celsius,
                    starts[i / STRETCH].plusMillis(offset)));
        }
        return readings;
    }

    /** The account of purchase {@code i}. */
    public static long account(int i) {
        return i % ACCOUNTS;
    }

    /** The amount of purchase {@code i}: negative and positive, with repeats within an account, and some null. */
    public static Integer amount(int i) {
        return i % 17 == 16 ? null : (i * 37) % 41 - 12;
    }

    /** The time of purchase {@code i}: about every half second, out of order by up to two. */
    public static LocalDateTime time(int i) {
        return LocalDateTime.of(2024, 1, 1, 0, 0).plusNanos((i * 500L + 2_000L - (i * 7919L) % 2_000L) * 1_000_000L);
    }

    /** Records {@code result}, a record, as the values of its components, under {@code query}. */
    public static void record(String query, Object result) {
        RecordComponent[] components = result.getClass().getRecordComponents();
        List<Object> values = new ArrayList<>();
        for (RecordComponent component : components) {
            try {
                component.getAccessor().setAccessible(true);
                values.add(component.getAccessor().invoke(result));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        EMITTED.computeIfAbsent(query, name -> new ConcurrentLinkedQueue<>()).add(values);
    }

    /** The results recorded under {@code query}. */
    public static List<List<Object>> emitted(String query) {
        return new ArrayList<>(EMITTED.getOrDefault(query, new ConcurrentLinkedQueue<>()));
    }

    /** A watermark after each row, {@code delay} behind the latest: the same watermarks on both sides. */
    public static final class Trailing<T> implements WatermarkGenerator<T> {
        private final long delay;
        private long latest;

        public Trailing(long delay) {
            this.delay = delay;
            this.latest = Long.MIN_VALUE + delay + 1;
        }

        @Override
        public void onEvent(T event, long eventTimestamp, WatermarkOutput output) {
            latest = Math.max(latest, eventTimestamp);
            output.emitWatermark(new Watermark(latest - delay - 1));
        }

        @Override
        public void onPeriodicEmit(WatermarkOutput output) {
            // only after rows
        }
    }
}
