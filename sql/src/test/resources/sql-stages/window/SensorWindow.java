package window;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** A sensor's readings in one window. */
@FlinkType
public record SensorWindow(String sensor, LocalDateTime windowStart, LocalDateTime windowEnd, long readings,
        Integer warmest) {}
