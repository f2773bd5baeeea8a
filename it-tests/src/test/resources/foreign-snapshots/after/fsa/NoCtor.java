package fsa;

import io.github.typegen.annotations.FlinkType;

/** Made an immutable class: PojoSerializer has no constructor without parameters to create it with. */
@FlinkType
public final class NoCtor {
    public final String id;
    public final int n;

    public NoCtor(String id, int n) {
        this.id = id;
        this.n = n;
    }
}
