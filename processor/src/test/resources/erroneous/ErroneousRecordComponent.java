package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A record component typed Object. */
@FlinkType
public record ErroneousRecordComponent(
        String name,
        Object attachment) {}
