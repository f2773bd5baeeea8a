package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A record that is public itself but nested in a private class, out of reach of generated code. */
public class ErroneousNestedInPrivateClass {

    private static class Hidden {

        @FlinkType
        public record Inner(String s) {}
    }
}
