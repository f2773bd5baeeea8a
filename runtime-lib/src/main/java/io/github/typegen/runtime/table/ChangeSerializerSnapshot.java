package io.github.typegen.runtime.table;

import org.apache.flink.api.common.typeutils.CompositeTypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/** The snapshot of a {@link ChangeSerializer}: the snapshot of its value serializer. */
public final class ChangeSerializerSnapshot<T> extends CompositeTypeSerializerSnapshot<Change<T>, ChangeSerializer<T>> {

    private static final int VERSION = 1;

    /** For Flink, which restores snapshots through the no-argument constructor. */
    public ChangeSerializerSnapshot() {}

    ChangeSerializerSnapshot(ChangeSerializer<T> serializer) {
        super(serializer);
    }

    @Override
    protected int getCurrentOuterSnapshotVersion() {
        return VERSION;
    }

    @Override
    protected TypeSerializer<?>[] getNestedSerializers(ChangeSerializer<T> outerSerializer) {
        return new TypeSerializer<?>[] {outerSerializer.valueSerializer()};
    }

    @Override
    @SuppressWarnings("unchecked")
    protected ChangeSerializer<T> createOuterSerializerWithNestedSerializers(TypeSerializer<?>[] nestedSerializers) {
        return new ChangeSerializer<>((TypeSerializer<T>) nestedSerializers[0]);
    }
}
