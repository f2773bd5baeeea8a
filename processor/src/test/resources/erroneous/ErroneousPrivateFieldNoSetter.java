package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A mutable POJO whose private field has a getter but no setter. */
@FlinkType
public class ErroneousPrivateFieldNoSetter {
    public String name;
    private long version;

    public long getVersion() {
        return version;
    }
}
