package erroneous;

import io.github.typegen.annotations.FlinkType;

/**
 * Final fields of the same type and a constructor whose parameter names do not say which is which:
 * matching them by type in declaration order would swap first and last name.
 */
@FlinkType
public final class ErroneousAmbiguousConstructor {

    public final String first;
    public final String last;

    public ErroneousAmbiguousConstructor(String l, String f) {
        this.first = f;
        this.last = l;
    }
}
