package zoned;

import java.time.Instant;
import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** The results of {@link ZonedWindows}. */
public final class Results {

    private Results() {}

    /** A sensor's hour of the session time zone's wall clock. */
    @FlinkType
    public record Hour(String sensor, LocalDateTime windowStart, LocalDateTime windowEnd, Instant windowTime,
            long readings, Integer total, Integer coldest) {}

    /** A sensor's two hours. */
    @FlinkType
    public record Hop(String sensor, LocalDateTime windowStart, LocalDateTime windowEnd, long readings,
            Integer warmest) {}

    /** A sensor's day so far. */
    @FlinkType
    public record Day(String sensor, LocalDateTime windowStart, LocalDateTime windowEnd, Instant windowTime,
            long readings, long temperatures) {}
}
