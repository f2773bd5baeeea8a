package erroneous;

import io.github.typegen.annotations.FlinkType;

public class ErroneousInnerClass {

    /** Not static: every instance needs an enclosing instance. */
    @FlinkType
    public class Inner {
        public String name;
    }
}
