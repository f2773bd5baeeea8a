package sqlcheck;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/** A table with a rowtime attribute. */
@FlinkType
public record Tick(String sensor, double celsius, @RowTime Instant ts) {}
