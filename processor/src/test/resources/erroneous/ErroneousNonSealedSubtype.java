package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A sealed interface with a non-sealed permitted subtype, whose own subclasses are unknown. */
@FlinkType
public sealed interface ErroneousNonSealedSubtype
        permits ErroneousNonSealedSubtype.Leaf, ErroneousNonSealedSubtype.Open {

    @FlinkType
    record Leaf(String name) implements ErroneousNonSealedSubtype {}

    @FlinkType
    non-sealed class Open implements ErroneousNonSealedSubtype {
        public int value;
    }
}
