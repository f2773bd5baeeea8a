package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A field whose class is not annotated @FlinkType. */
@FlinkType
public class ErroneousUnannotatedClassField {
    public String name;
    public Address address;

    public static final class Address {
        public String street;
    }
}
