package io.github.typegen.runtime.table;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;
import org.apache.flink.types.RowKind;

import io.github.typegen.runtime.serialization.CorruptDataException;

/** Serializes a {@link Change}: the row kind as one byte, then the value by its own serializer. */
public final class ChangeSerializer<T> extends TypeSerializer<Change<T>> {

    private static final long serialVersionUID = 1L;

    private final TypeSerializer<T> valueSerializer;

    public ChangeSerializer(TypeSerializer<T> valueSerializer) {
        this.valueSerializer = valueSerializer;
    }

    TypeSerializer<T> valueSerializer() {
        return valueSerializer;
    }

    @Override
    public boolean isImmutableType() {
        return valueSerializer.isImmutableType();
    }

    @Override
    public TypeSerializer<Change<T>> duplicate() {
        TypeSerializer<T> duplicate = valueSerializer.duplicate();
        return duplicate == valueSerializer ? this : new ChangeSerializer<>(duplicate);
    }

    @Override
    public Change<T> createInstance() {
        return Change.insert(valueSerializer.createInstance());
    }

    @Override
    public Change<T> copy(Change<T> from) {
        return isImmutableType() ? from : new Change<>(from.kind(), valueSerializer.copy(from.value()));
    }

    @Override
    public Change<T> copy(Change<T> from, Change<T> reuse) {
        return copy(from);
    }

    @Override
    public int getLength() {
        return -1;
    }

    @Override
    public void serialize(Change<T> record, DataOutputView target) throws IOException {
        target.writeByte(record.kind().toByteValue());
        valueSerializer.serialize(record.value(), target);
    }

    @Override
    public Change<T> deserialize(DataInputView source) throws IOException {
        RowKind kind = readKind(source.readByte());
        return new Change<>(kind, valueSerializer.deserialize(source));
    }

    @Override
    public Change<T> deserialize(Change<T> reuse, DataInputView source) throws IOException {
        return deserialize(source);
    }

    @Override
    public void copy(DataInputView source, DataOutputView target) throws IOException {
        byte kind = source.readByte();
        readKind(kind);
        target.writeByte(kind);
        valueSerializer.copy(source, target);
    }

    private static RowKind readKind(byte value) throws CorruptDataException {
        if (value < 0 || value >= RowKind.values().length) {
            throw new CorruptDataException("Change: row kind " + value + " is not one of 0.." + (RowKind.values().length - 1));
        }
        return RowKind.fromByteValue(value);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof ChangeSerializer<?> other && valueSerializer.equals(other.valueSerializer);
    }

    @Override
    public int hashCode() {
        return 31 * ChangeSerializer.class.hashCode() + valueSerializer.hashCode();
    }

    @Override
    public TypeSerializerSnapshot<Change<T>> snapshotConfiguration() {
        return new ChangeSerializerSnapshot<>(this);
    }
}
