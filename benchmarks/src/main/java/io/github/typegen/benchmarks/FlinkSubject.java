package io.github.typegen.benchmarks;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;

/**
 * One Flink {@link TypeSerializer} bound to one sample value, called through Flink's {@code TypeSerializer} API as
 * Flink calls it. Buffers are allocated once and reused, as Flink reuses its network and state buffers, so only the
 * serializer's work is timed.
 */
final class FlinkSubject<T> implements Subject<T> {

    private static final int INITIAL_BUFFER_BYTES = 256;

    private final TypeSerializer<T> serializer;
    private final T sample;
    private final DataOutputSerializer output = new DataOutputSerializer(INITIAL_BUFFER_BYTES);
    private final DataInputDeserializer input = new DataInputDeserializer();
    private final byte[] serialized;

    FlinkSubject(TypeSerializer<T> serializer, T sample) {
        this.serializer = serializer;
        this.sample = sample;
        try {
            serialize();
        } catch (IOException e) {
            throw new IllegalStateException(serializer + " cannot serialize " + sample, e);
        }
        this.serialized = output.getCopyOfBuffer();
    }

    @Override
    public T sample() {
        return sample;
    }

    @Override
    public int serializedSize() {
        return serialized.length;
    }

    @Override
    public int serialize() throws IOException {
        output.clear();
        serializer.serialize(sample, output);
        return output.length();
    }

    @Override
    public T deserialize() throws IOException {
        input.setBuffer(serialized);
        return serializer.deserialize(input);
    }

    @Override
    public T copy() {
        return serializer.copy(sample);
    }

    @Override
    public T roundTrip() throws IOException {
        output.clear();
        serializer.serialize(sample, output);
        input.setBuffer(output.getSharedBuffer(), 0, output.length());
        return serializer.deserialize(input);
    }
}
