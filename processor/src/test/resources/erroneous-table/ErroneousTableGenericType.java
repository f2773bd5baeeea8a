package erroneoustable;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.PrimaryKey;

/** A generic class with a table annotation: a field of type T has no SQL type. */
@FlinkType
public record ErroneousTableGenericType<T>(@PrimaryKey String id, T value) {}
