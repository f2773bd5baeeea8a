package erroneous;

import io.github.typegen.annotations.FlinkType;

/** An abstract class that is not sealed: its subclasses are unknown. */
@FlinkType
public abstract class ErroneousAbstractClass {
    public String name;
}
