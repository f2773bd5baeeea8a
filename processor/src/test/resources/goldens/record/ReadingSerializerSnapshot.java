package golden;

import io.github.typegen.runtime.serialization.NestedSerializers;
import io.github.typegen.runtime.serialization.TypegenSerializerSnapshot;
import javax.annotation.processing.Generated;

/**
 * The snapshot of {@link ReadingSerializer}: the serialized layout of {@link Reading}, for checkpoints and savepoints.
 */
@Generated("io.github.typegen.processor.TypegenProcessor")
public final class ReadingSerializerSnapshot extends TypegenSerializerSnapshot<Reading> {
    public ReadingSerializerSnapshot() {
        super(Reading.class, ReadingSerializer::layout);
    }

    @Override
    protected ReadingSerializer createSerializer(NestedSerializers nested) {
        return new ReadingSerializer();
    }
}
