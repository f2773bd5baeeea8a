package io.github.typegen.json;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.apache.flink.api.common.serialization.SerializationSchema;

import com.fasterxml.jackson.core.JsonGenerator;

/**
 * Flink's {@code SerializationSchema} over a generated {@link JsonCodec}: each record written as one JSON document in
 * UTF-8, with no data binding and no reflection.
 *
 * @param <T> the class written
 */
public final class TypegenJsonSerializationSchema<T> implements SerializationSchema<T> {

    private static final long serialVersionUID = 1L;

    private final JsonCodec<T> codec;
    private transient ByteArrayOutputStream buffer;

    private TypegenJsonSerializationSchema(JsonCodec<T> codec) {
        this.codec = codec;
    }

    /** The schema writing records with {@code codec}: {@code of(OrderJsonCodec.INSTANCE)}. */
    public static <T> TypegenJsonSerializationSchema<T> of(JsonCodec<T> codec) {
        return new TypegenJsonSerializationSchema<>(codec);
    }

    @Override
    public void open(InitializationContext context) {
        buffer = new ByteArrayOutputStream(512);
    }

    @Override
    public byte[] serialize(T element) {
        if (buffer == null) {
            open(null);
        }
        buffer.reset();
        try (JsonGenerator generator = TypegenJson.factory().createGenerator(buffer)) {
            codec.write(element, generator);
        } catch (IOException e) {
            throw new UncheckedIOException("Writing to memory failed", e);
        }
        return buffer.toByteArray();
    }
}
