package erroneoustable;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Watermark;

/** A watermark, but no @RowTime field for it to be on. */
@FlinkType
@Watermark("ts - INTERVAL '5' SECOND")
public record ErroneousWatermarkWithoutRowTime(Instant ts, String name) {}
