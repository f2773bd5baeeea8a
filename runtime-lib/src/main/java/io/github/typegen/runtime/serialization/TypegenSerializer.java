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
 * equal. Reading never reuses an instance: the reuse variants delegate to the plain ones, and only a POJO's
 * serializer creates an empty instance ({@link #createInstance()}).
 */
public abstract class TypegenSerializer<T> extends TypeSerializer<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;
    private final boolean immutableType;
    private final int length;

    /**
     * @param type the class this serializer reads and writes
     * @param immutableType whether every value reachable from an instance is immutable, so that a copy may
     *     be the instance itself and Flink need not copy between chained operators
     * @param length the serialized size of every value in bytes, or -1 when values differ in size
     */
    protected TypegenSerializer(Class<T> type, boolean immutableType, int length) {
        this.type = type;
        this.immutableType = immutableType;
        this.length = length;
    }

    @Override
    public final boolean isImmutableType() {
        return immutableType;
    }

    @Override
    public final int getLength() {
        return length;
    }

    /**
     * Returns null: records, immutable classes and sealed types have no empty instance to create, and none is
     * needed, since reading never reuses an instance ({@code deserialize(reuse, source)} returns a new one). A
     * POJO's serializer overrides this with its no-argument constructor.
     */
    @Override
    public T createInstance() {
        return null;
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
