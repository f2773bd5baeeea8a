package io.github.typegen.testdomain;

/** An enum whose constants have bodies, so each constant is an instance of its own subclass. */
public enum Operation {
    ADD {
        @Override
        public int apply(int left, int right) {
            return left + right;
        }
    },
    SUBTRACT {
        @Override
        public int apply(int left, int right) {
            return left - right;
        }
    };

    public abstract int apply(int left, int right);
}
