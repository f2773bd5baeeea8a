package io.github.typegen.runtime.serialization;

/**
 * A restore refused because of the Flink line that wrote the savepoint, not because of the classes: on Flink 2.x,
 * Kryo state that Flink 1.x wrote (Flink 2.x's Kryo 5 reads Kryo 2's bytes into wrong values), or Kryo state the job
 * did not say which line wrote ({@link SavepointFlinkLine}). Thrown from {@code resolveSchemaCompatibility} while Flink
 * registers the state, so the restore fails before any value reaches user code, and the job's failure says why, naming
 * the state's class and field and what to do. The savepoint is not touched.
 */
public final class SavepointRefusedException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    SavepointRefusedException(String message) {
        super(message);
    }
}
