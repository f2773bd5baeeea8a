package adopt;

import io.github.typegen.annotations.FlinkType;

/** The other implementation of {@link Shape}. */
@FlinkType
public record Square(long side) implements Shape {}
