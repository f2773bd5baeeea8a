package io.github.typegen.benchmarks;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;

/**
 * One serializer bound to one sample value: the operations the benchmark times. Buffers are allocated
 * once and reused, as Flink reuses its network and state buffers, so only the serializer's work is timed.
 */
public final class Subject<T> {

    private static final int INITIAL_BUFFER_BYTES = 256;

    private final TypeSerializer<T> serializer;
    private final T sample;
    private final DataOutputSerializer output = new DataOutputSerializer(INITIAL_BUFFER_BYTES);
    private final DataInputDeserializer input = new DataInputDeserializer();
    private final byte[] serialized;

    Subject(TypeSerializer<T> serializer, T sample) {
        this.serializer = serializer;
        this.sample = sample;
        try {
            serialize();
        } catch (IOException e) {
            throw new IllegalStateException(serializer + " cannot serialize " + sample, e);
        }
        this.serialized = output.getCopyOfBuffer();
    }

    /** The value every operation works on. */
    public T sample() {
        return sample;
    }

    /** The number of bytes the serializer writes for the sample. */
    public int serializedSize() {
        return serialized.length;
    }

    /** Writes the sample into the reused output buffer; returns the number of bytes written. */
    public int serialize() throws IOException {
        output.clear();
        serializer.serialize(sample, output);
        return output.length();
    }

    /** Reads the sample back from its serialized bytes. */
    public T deserialize() throws IOException {
        input.setBuffer(serialized);
        return serializer.deserialize(input);
    }

    /** A copy of the sample, as Flink makes between chained operators when object reuse is off. */
    public T copy() {
        return serializer.copy(sample);
    }

    /** Writes the sample and reads it back from the bytes just written. */
    public T roundTrip() throws IOException {
        output.clear();
        serializer.serialize(sample, output);
        input.setBuffer(output.getSharedBuffer(), 0, output.length());
        return serializer.deserialize(input);
    }
}
