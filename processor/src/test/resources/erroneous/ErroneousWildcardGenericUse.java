package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A generic @FlinkType used with a wildcard: its type argument is unknown. */
@FlinkType
public record ErroneousWildcardGenericUse(Box<?> box) {

    @FlinkType
    public record Box<T>(T value) {}
}
