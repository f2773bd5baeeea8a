package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A sealed class that is not abstract: instances of the class itself would carry no tag. */
@FlinkType
public sealed class ErroneousSealedConcreteClass permits ErroneousSealedConcreteClass.Child {
    public String name;

    @FlinkType
    public static final class Child extends ErroneousSealedConcreteClass {
        public int extra;
    }
}
