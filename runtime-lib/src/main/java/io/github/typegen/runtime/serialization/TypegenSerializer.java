package io.github.typegen.runtime.serialization;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The base of every generated serializer: the parts of Flink's {@link TypeSerializer} contract that
 * are the same for all of them.
 *
 * <p>Generated serializers hold no state (nested types are written by static methods of their own
 * serializers), so {@link #duplicate()} returns {@code this}, and two serializers of the same class are
 * equal. Reading never reuses an instance: the reuse variants delegate to the plain ones.
 */
public abstract class TypegenSerializer<T> extends TypeSerializer<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;

    protected TypegenSerializer(Class<T> type) {
        this.type = type;
    }

    /** The class this serializer reads and writes. */
    public final Class<T> getType() {
        return type;
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
        return type.hashCode();
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "<" + type.getName() + ">";
    }
}
