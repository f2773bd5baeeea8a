package io.github.typegen.weave;

/**
 * What weaving did to one class file.
 *
 * @param outcome what happened
 * @param classFile the class file to keep: the woven bytes, or the input itself when nothing changed
 */
public record WeaveResult(Outcome outcome, byte[] classFile) {

    /** What happened to a class file. */
    public enum Outcome {
        /** Not a {@code @FlinkType} class: left alone. */
        NOT_FLINK_TYPE,
        /** Already carries {@code @TypeInfo} naming the generated factory: left alone. */
        ALREADY_WOVEN,
        /** {@code @TypeInfo} added. */
        WOVEN
    }
}
