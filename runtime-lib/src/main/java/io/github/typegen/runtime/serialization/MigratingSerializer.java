package io.github.typegen.runtime.serialization;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The serializer a snapshot restores when the class changed since the snapshot was taken: it reads state
 * written in the old layout and returns instances of the current class. The old class is not needed: the
 * old bytes are read by the old layout stored in the snapshot, rewritten in the current layout ({@link
 * LayoutTranscoder}) and read by the current generated serializer.
 *
 * <p>Flink uses it only to read: after a restore that needs migration, Flink reads each value with this
 * serializer and writes it with the current one. Writing a current value in the old layout is not
 * supported (a widened field may not fit the old type); {@link #copy(DataInputView, DataOutputView)} copies
 * old bytes as old bytes.
 */
public final class MigratingSerializer<T> extends TypeSerializer<T> {

    private static final long serialVersionUID = 1L;

    private final TypegenSerializerSnapshot<T> oldSnapshot;
    private final SchemaLayout oldLayout;
    private final SchemaLayout currentLayout;
    private final TypegenSerializer<T> current;
    private final NestedSerializers nested;
    /**
     * How the old state's strings and ints are written; the rewritten bytes are in the current serializer's
     * encoding.
     */
    private final WireEncoding oldEncoding;

    /**
     * @param current reads the rewritten bytes: the current class's serializer, holding {@code nested}
     * @param nested the serializers restored from the old snapshot's nested snapshots: the bytes they wrote are
     *     copied as they are, and read by {@code current}, which holds them
     */
    MigratingSerializer(TypegenSerializerSnapshot<T> oldSnapshot, SchemaLayout oldLayout, SchemaLayout currentLayout,
            TypegenSerializer<T> current, NestedSerializers nested) {
        this.oldSnapshot = oldSnapshot;
        this.oldLayout = oldLayout;
        this.currentLayout = currentLayout;
        this.current = current;
        this.nested = nested;
        this.oldEncoding = oldSnapshot.getWireEncoding();
    }

    @Override
    public T deserialize(DataInputView source) throws IOException {
        DataOutputSerializer rewritten = new DataOutputSerializer(64);
        try {
            new LayoutTranscoder(oldLayout, oldEncoding, currentLayout, current.wireEncoding(), nested)
                    .transcode(source, rewritten);
        } catch (IOException | RuntimeException | StackOverflowError e) {
            throw Codecs.readFailure(current.getType(), e);
        }
        return current.deserialize(new DataInputDeserializer(rewritten.getSharedBuffer(), 0, rewritten.length()));
    }

    @Override
    public T deserialize(T reuse, DataInputView source) throws IOException {
        return deserialize(source);
    }

    @Override
    public void copy(DataInputView source, DataOutputView target) throws IOException {
        try {
            new LayoutTranscoder(oldLayout, oldEncoding, oldLayout, oldEncoding, nested).transcode(source, target);
        } catch (IOException | RuntimeException | StackOverflowError e) {
            throw Codecs.readFailure(current.getType(), e);
        }
    }

    @Override
    public void serialize(T record, DataOutputView target) {
        throw new UnsupportedOperationException("This serializer reads " + current.getType().getName()
                + " state written in an earlier layout (" + oldLayout.describe() + "); values are written by the"
                + " current " + current + ", which Flink uses after migrating the state");
    }

    @Override
    public boolean isImmutableType() {
        return current.isImmutableType();
    }

    /**
     * This serializer, unless a nested serializer it reads with is stateful: then a new one holding duplicates,
     * read back by the current serializer restored from them.
     */
    @Override
    public TypeSerializer<T> duplicate() {
        NestedSerializers duplicates = nested.duplicate();
        if (duplicates == nested) {
            return this;
        }
        return new MigratingSerializer<>(oldSnapshot, oldLayout, currentLayout,
                oldSnapshot.createSerializer(duplicates), duplicates);
    }

    @Override
    public T createInstance() {
        return current.createInstance();
    }

    @Override
    public T copy(T from) {
        return current.copy(from);
    }

    @Override
    public T copy(T from, T reuse) {
        return current.copy(from);
    }

    @Override
    public int getLength() {
        return -1;
    }

    @Override
    public TypeSerializerSnapshot<T> snapshotConfiguration() {
        return oldSnapshot;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof MigratingSerializer<?> other
                && other.current.equals(current)
                && other.oldLayout.equals(oldLayout)
                && other.oldEncoding == oldEncoding
                && other.currentLayout.equals(currentLayout);
    }

    @Override
    public int hashCode() {
        return 31 * current.hashCode() + oldLayout.hashCode();
    }

    @Override
    public String toString() {
        return "MigratingSerializer<" + current.getType().getName() + " from " + oldLayout.describe() + ">";
    }
}
