package erroneoustable;

import java.time.Instant;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/** An event-time attribute of microsecond precision: Flink's time attributes have precision 3. */
@FlinkType
public record ErroneousRowTimePrecision(@RowTime @Column(type = "TIMESTAMP_LTZ(6)") Instant at, String what) {}
