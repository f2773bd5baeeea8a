package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A generic sealed type: its subtypes' serializers cannot be chosen per type argument. */
@FlinkType
public sealed interface ErroneousGenericClass<T> permits ErroneousGenericClass.Ok {

    @FlinkType
    record Ok<T>(T value) implements ErroneousGenericClass<T> {}
}
