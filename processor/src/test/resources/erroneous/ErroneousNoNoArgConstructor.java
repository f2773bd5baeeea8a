package erroneous;

import io.github.typegen.annotations.FlinkType;

/** Mutable fields, but neither a no-argument constructor nor one taking every field. */
@FlinkType
public class ErroneousNoNoArgConstructor {
    public String name;
    public int count;

    public ErroneousNoNoArgConstructor(String name) {
        this.name = name;
    }
}
