package fsa;

import io.github.typegen.annotations.FlinkType;

/** count widened from int into a box, Long: Field.set does not do that. */
@FlinkType
public class Boxed {
    public String id;
    public Long count;

    public Boxed() {}
}
