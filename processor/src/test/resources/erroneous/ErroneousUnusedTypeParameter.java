package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A type parameter no field uses: its serializer would be in no snapshot. */
@FlinkType
public record ErroneousUnusedTypeParameter<T>(String name) {}
