package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A generic class: the serializer cannot know T. */
@FlinkType
public record ErroneousGenericClass<T>(String name, T value) {}
