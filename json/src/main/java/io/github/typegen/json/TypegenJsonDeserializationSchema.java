package io.github.typegen.json;

import java.io.IOException;

import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.typeinfo.TypeInformation;

import com.fasterxml.jackson.core.JsonParser;

/**
 * Flink's {@code DeserializationSchema} over a generated {@link JsonCodec}: each message is one JSON document read
 * into the class, with no data binding and no reflection, and the produced type is the class's generated type
 * information, so the records that leave the source never meet Kryo. A message that is not JSON or does not fit
 * the class throws a {@link TypegenJsonException} naming the field and position; a message holding JSON {@code null}
 * is read as null, which Flink's sources skip.
 *
 * <pre>{@code
 * KafkaSource.<Order>builder()
 *         .setValueOnlyDeserializer(TypegenJsonDeserializationSchema.of(OrderJsonCodec.INSTANCE))
 * }</pre>
 *
 * @param <T> the class read
 */
public final class TypegenJsonDeserializationSchema<T> implements DeserializationSchema<T> {

    private static final long serialVersionUID = 1L;

    private final JsonCodec<T> codec;
    private final TypeInformation<T> producedType;
    private final String typeName;

    private TypegenJsonDeserializationSchema(JsonCodec<T> codec) {
        this.codec = codec;
        this.producedType = codec.typeInformation();
        this.typeName = TypegenJson.typeName(codec);
    }

    /** The schema reading messages with {@code codec}: {@code of(OrderJsonCodec.INSTANCE)}. */
    public static <T> TypegenJsonDeserializationSchema<T> of(JsonCodec<T> codec) {
        return new TypegenJsonDeserializationSchema<>(codec);
    }

    @Override
    public T deserialize(byte[] message) throws IOException {
        try (JsonParser parser = TypegenJson.factory().createParser(message)) {
            return TypegenJson.read(codec, parser, typeName);
        }
    }

    @Override
    public boolean isEndOfStream(T nextElement) {
        return false;
    }

    @Override
    public TypeInformation<T> getProducedType() {
        return producedType;
    }
}
