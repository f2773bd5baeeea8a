package window;

import java.time.Instant;
import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** A sensor's readings in an hour of the session time zone's wall clock, and the window's instant. */
@FlinkType
public record HourOfReadings(String sensor, LocalDateTime windowStart, Instant windowTime, long readings) {}
