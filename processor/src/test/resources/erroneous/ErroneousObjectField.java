package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A field typed Object: there is no serializer for "anything". */
@FlinkType
public class ErroneousObjectField {
    public long id;
    public Object payload;
}
