package window;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/** A sensor's reading, its rowtime carried by the stream's own watermarks. */
@FlinkType
public record Reading(String sensor, Integer celsius, @RowTime LocalDateTime ts) {}
