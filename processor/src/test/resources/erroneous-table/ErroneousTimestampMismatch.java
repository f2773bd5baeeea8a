package erroneoustable;

import java.time.Instant;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** An Instant (a point on the time line) declared as a TIMESTAMP without time zone. */
@FlinkType
public record ErroneousTimestampMismatch(@Column(type = "TIMESTAMP(3)") Instant at, String what) {}
