package io.github.typegen.json;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.apache.flink.api.common.serialization.SerializationSchema;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;

/**
 * Flink's {@code SerializationSchema} over a generated {@link JsonCodec}: each record written as one JSON document in
 * UTF-8, with no data binding and no reflection.
 *
 * @param <T> the class written
 */
public final class TypegenJsonSerializationSchema<T> implements SerializationSchema<T> {

    private static final long serialVersionUID = 1L;

    private final JsonCodec<T> codec;
    /** Where the generator writes each message; reused. */
    private transient ByteArrayBuilder buffer;
    /**
     * One generator for all messages, each a root value with nothing between them, flushed into {@link #buffer}
     * after each; made anew after a message that failed halfway.
     */
    private transient JsonGenerator generator;

    private TypegenJsonSerializationSchema(JsonCodec<T> codec) {
        this.codec = codec;
    }

    /** The schema writing records with {@code codec}: {@code of(OrderJsonCodec.INSTANCE)}. */
    public static <T> TypegenJsonSerializationSchema<T> of(JsonCodec<T> codec) {
        return new TypegenJsonSerializationSchema<>(codec);
    }

    @Override
    public void open(InitializationContext context) {
        buffer = new ByteArrayBuilder(512);
        generator = null;
    }

    @Override
    public byte[] serialize(T element) {
        if (buffer == null) {
            open(null);
        }
        buffer.reset();
        try {
            if (generator == null) {
                generator = TypegenJson.factory().createGenerator(buffer);
                generator.setRootValueSeparator(null);
            }
            codec.write(element, generator);
            generator.flush();
        } catch (IOException e) {
            generator = null;
            throw new UncheckedIOException("Writing to memory failed", e);
        } catch (RuntimeException e) {
            generator = null;
            throw e;
        }
        return buffer.toByteArray();
    }
}
