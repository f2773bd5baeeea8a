package erroneoustable;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/** Two event-time attributes. */
@FlinkType
public record ErroneousTwoRowTimes(@RowTime Instant created, @RowTime Instant updated) {}
