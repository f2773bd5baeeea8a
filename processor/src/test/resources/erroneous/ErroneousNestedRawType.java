package erroneous;

import java.util.List;
import java.util.Map;

import io.github.typegen.annotations.FlinkType;

/** A raw type inside a container: the error names the field's declared type, then the raw type in it. */
@FlinkType
public class ErroneousNestedRawType {
    public String name;
    @SuppressWarnings("rawtypes")
    public Map<String, List> groups;
}
