package erroneous;

import io.github.typegen.annotations.FlinkType;

public class ErroneousPrivateNestedClass {

    /** Private: generated code in the package cannot see it. */
    @FlinkType
    private static final class Hidden {
        public String name;
    }
}
