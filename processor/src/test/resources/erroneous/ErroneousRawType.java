package erroneous;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A raw List: the element type is unknown. */
@FlinkType
public class ErroneousRawType {
    public String name;
    @SuppressWarnings("rawtypes")
    public List items;
}
