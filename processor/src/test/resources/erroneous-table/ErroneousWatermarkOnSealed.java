package erroneoustable;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Watermark;

/** A watermark on a sealed hierarchy, whose table has a ROW column per subtype and no rowtime field. */
@FlinkType
@Watermark("at - INTERVAL '1' SECOND")
public sealed interface ErroneousWatermarkOnSealed {

    @FlinkType
    record Started(Instant at) implements ErroneousWatermarkOnSealed {}

    @FlinkType
    record Stopped(Instant at) implements ErroneousWatermarkOnSealed {}
}
