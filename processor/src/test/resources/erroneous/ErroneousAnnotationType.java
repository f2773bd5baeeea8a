package erroneous;

import io.github.typegen.annotations.FlinkType;

/** An annotation type has no instances to serialize. */
@FlinkType
public @interface ErroneousAnnotationType {}
