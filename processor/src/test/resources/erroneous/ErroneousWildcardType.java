package erroneous;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A wildcard element type: which subtype to create is unknown. */
@FlinkType
public class ErroneousWildcardType {
    public String name;
    public List<? extends Number> amounts;
}
