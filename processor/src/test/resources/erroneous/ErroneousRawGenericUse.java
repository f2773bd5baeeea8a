package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A generic @FlinkType used raw: its type argument is unknown. */
@FlinkType
public record ErroneousRawGenericUse(@SuppressWarnings("rawtypes") Box box) {

    @FlinkType
    public record Box<T>(T value) {}
}
