package erroneous;

import java.util.Map;
import java.util.Optional;

import io.github.typegen.annotations.FlinkType;

/** An unsupported type deep inside containers is reported on the field that holds them. */
@FlinkType
public class ErroneousMapValue {
    public String name;
    public Map<String, Optional<Object>> attributes;
}
