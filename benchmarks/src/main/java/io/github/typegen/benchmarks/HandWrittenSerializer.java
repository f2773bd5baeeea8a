package io.github.typegen.benchmarks;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The boilerplate of Flink's {@link TypeSerializer} contract shared by the hand-written serializers, so
 * that each of them only holds what an engineer writes for one class: {@code serialize}, {@code
 * deserialize}, {@code copy} and a snapshot.
 *
 * <p>The serializers are stateless, so {@link #duplicate()} returns {@code this}; objects are never
 * reused, so the reuse variants delegate to the plain ones. Every type under benchmark holds a mutable
 * list or array, so none is immutable.
 */
abstract class HandWrittenSerializer<T> extends TypeSerializer<T> {

    private static final long serialVersionUID = 1L;

    @Override
    public final boolean isImmutableType() {
        return false;
    }

    @Override
    public final TypeSerializer<T> duplicate() {
        return this;
    }

    @Override
    public final T copy(T from, T reuse) {
        return copy(from);
    }

    @Override
    public final int getLength() {
        return -1;
    }

    @Override
    public final T deserialize(T reuse, DataInputView source) throws IOException {
        return deserialize(source);
    }

    @Override
    public final void copy(DataInputView source, DataOutputView target) throws IOException {
        serialize(deserialize(source), target);
    }

    @Override
    public final boolean equals(Object obj) {
        return obj != null && obj.getClass() == getClass();
    }

    @Override
    public final int hashCode() {
        return getClass().hashCode();
    }
}
