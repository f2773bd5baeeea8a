package erroneous;

import io.github.typegen.annotations.FlinkType;

/** Final fields, but the only constructor takes one of the two. */
@FlinkType
public final class ErroneousFinalFieldsNoConstructor {
    private final String name;
    private final int count;

    public ErroneousFinalFieldsNoConstructor(String name) {
        this.name = name;
        this.count = 0;
    }

    public String getName() {
        return name;
    }

    public int getCount() {
        return count;
    }
}
