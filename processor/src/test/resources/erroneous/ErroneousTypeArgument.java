package erroneous;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/** A generic @FlinkType used with a type argument that has no serializer of its own. */
@FlinkType
public record ErroneousTypeArgument(Box<Instant> when) {

    @FlinkType
    public record Box<T>(T value) {}
}
