package zoned;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/** A sensor's reading at an instant: a TIMESTAMP_LTZ(3) rowtime. */
@FlinkType
public record Reading(String sensor, Integer celsius, @RowTime Instant ts) {}
