package adopt;

import io.github.typegen.annotations.FlinkType;

/** One implementation of {@link Shape}. */
@FlinkType
public record Circle(double radius) implements Shape {}
