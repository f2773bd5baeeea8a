package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A sealed interface with a permitted subtype that is not annotated. */
@FlinkType
public sealed interface ErroneousUnannotatedSubtype
        permits ErroneousUnannotatedSubtype.Annotated, ErroneousUnannotatedSubtype.Plain {

    @FlinkType
    record Annotated(String name) implements ErroneousUnannotatedSubtype {}

    record Plain(int value) implements ErroneousUnannotatedSubtype {}
}
