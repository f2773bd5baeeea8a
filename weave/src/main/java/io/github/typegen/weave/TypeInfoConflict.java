package io.github.typegen.weave;

/**
 * A {@code @FlinkType} class that already carries Flink's {@code @TypeInfo} naming another factory than the one
 * Typegen generated for it; the message names both and says how to fix it.
 */
public final class TypeInfoConflict extends Exception {
    private static final long serialVersionUID = 1L;

    public TypeInfoConflict(String message) {
        super(message);
    }
}
