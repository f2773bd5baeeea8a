package sqlcheck;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record TickWindow(String sensor, LocalDateTime windowStart, double warmest) {}
