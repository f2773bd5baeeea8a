package erroneous;

import java.util.SortedSet;

import io.github.typegen.annotations.FlinkType;

/** A sorted set needs a natural order, which a plain class does not have. */
@FlinkType
public class ErroneousSortedSetOfIncomparable {
    public SortedSet<Bin> bins;

    @FlinkType
    public static final class Bin {
        public int number;
    }
}
