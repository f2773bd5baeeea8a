package golden;

import io.github.typegen.runtime.serialization.NestedSerializers;
import io.github.typegen.runtime.serialization.TypegenSerializer;
import io.github.typegen.runtime.serialization.TypegenSerializerSnapshot;
import javax.annotation.processing.Generated;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/**
 * The snapshot of {@link EnvelopeSerializer}: the serialized layout of {@link Envelope}, for checkpoints and savepoints.
 */
@Generated("io.github.typegen.processor.TypegenProcessor")
public final class EnvelopeSerializerSnapshot<T> extends TypegenSerializerSnapshot<Envelope<T>> {
    /**
     * A snapshot to read from a checkpoint.
     */
    public EnvelopeSerializerSnapshot() {
        super(TypegenSerializer.classOf(Envelope.class), EnvelopeSerializer::layout);
    }

    /**
     * The snapshot of {@code serializer}, with those of the serializers it holds.
     */
    EnvelopeSerializerSnapshot(EnvelopeSerializer<T> serializer) {
        super(TypegenSerializer.classOf(Envelope.class), EnvelopeSerializer::layout, serializer.nestedSerializers());
    }

    /**
     * A serializer holding the serializers restored from the nested snapshots; one of a field added
     * since has none, and is created.
     */
    @Override
    protected EnvelopeSerializer<T> createSerializer(NestedSerializers nested) {
        TypeSerializer<T> tSerializer = nested.get("T");
        return new EnvelopeSerializer<>(tSerializer);
    }
}
