package erroneous;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A generic tree: its serializer would have to hold a serializer of itself. */
@FlinkType
public record ErroneousRecursiveGeneric<T>(T value, List<ErroneousRecursiveGeneric<T>> children) {}
