package io.github.typegen.json;

import java.io.IOException;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;

/**
 * The codecs of the basic type arguments of a generic class's codec — {@code String} and the boxed primitives, the
 * type arguments whose serializers are Flink's own: {@code new EnvelopeJsonCodec<>(BasicJsonCodec.STRING)} reads
 * and writes {@code Envelope<String>}. Each reads and writes its values as a field of that type is read and written
 * (null as JSON {@code null}), and its type information is Flink's basic one ({@code Types.STRING}). An error
 * inside an object is left to the enclosing codec, which names its class and the field.
 *
 * @param <T> the class read and written
 */
public final class BasicJsonCodec<T> implements JsonCodec<T> {

    private static final long serialVersionUID = 1L;

    public static final BasicJsonCodec<String> STRING = new BasicJsonCodec<>(Kind.STRING, Types.STRING);
    public static final BasicJsonCodec<Boolean> BOOLEAN = new BasicJsonCodec<>(Kind.BOOLEAN, Types.BOOLEAN);
    public static final BasicJsonCodec<Byte> BYTE = new BasicJsonCodec<>(Kind.BYTE, Types.BYTE);
    public static final BasicJsonCodec<Short> SHORT = new BasicJsonCodec<>(Kind.SHORT, Types.SHORT);
    public static final BasicJsonCodec<Character> CHARACTER = new BasicJsonCodec<>(Kind.CHARACTER, Types.CHAR);
    public static final BasicJsonCodec<Integer> INTEGER = new BasicJsonCodec<>(Kind.INTEGER, Types.INT);
    public static final BasicJsonCodec<Long> LONG = new BasicJsonCodec<>(Kind.LONG, Types.LONG);
    public static final BasicJsonCodec<Float> FLOAT = new BasicJsonCodec<>(Kind.FLOAT, Types.FLOAT);
    public static final BasicJsonCodec<Double> DOUBLE = new BasicJsonCodec<>(Kind.DOUBLE, Types.DOUBLE);

    /** What a codec reads and writes. */
    private enum Kind { STRING, BOOLEAN, BYTE, SHORT, CHARACTER, INTEGER, LONG, FLOAT, DOUBLE }

    private final Kind kind;
    private final TypeInformation<T> typeInformation;

    private BasicJsonCodec(Kind kind, TypeInformation<T> typeInformation) {
        this.kind = kind;
        this.typeInformation = typeInformation;
    }

    @Override
    public T read(JsonParser parser) throws IOException {
        try {
            Object value = switch (kind) {
                case STRING -> JsonReading.readString(parser);
                case BOOLEAN -> JsonReading.readBooleanOrNull(parser);
                case BYTE -> JsonReading.readByteOrNull(parser);
                case SHORT -> JsonReading.readShortOrNull(parser);
                case CHARACTER -> JsonReading.readCharOrNull(parser);
                case INTEGER -> JsonReading.readIntOrNull(parser);
                case LONG -> JsonReading.readLongOrNull(parser);
                case FLOAT -> JsonReading.readFloatOrNull(parser);
                case DOUBLE -> JsonReading.readDoubleOrNull(parser);
            };
            return typeInformation.getTypeClass().cast(value);
        } catch (JsonProcessingException | RuntimeException e) {
            if (!parser.getParsingContext().inRoot()) {
                throw e; // inside an object: the enclosing codec names its class and the field
            }
            throw JsonReading.failure(typeInformation.getTypeClass().getName(), parser.getParsingContext(), parser,
                    e);
        }
    }

    @Override
    public void write(T value, JsonGenerator generator) throws IOException {
        switch (kind) {
            case STRING -> generator.writeString((String) value);
            case BOOLEAN -> JsonWriting.writeBoolean(generator, (Boolean) value);
            case BYTE -> JsonWriting.writeNumber(generator, (Byte) value);
            case SHORT -> JsonWriting.writeNumber(generator, (Short) value);
            case CHARACTER -> JsonWriting.writeChar(generator, (Character) value);
            case INTEGER -> JsonWriting.writeNumber(generator, (Integer) value);
            case LONG -> JsonWriting.writeNumber(generator, (Long) value);
            case FLOAT -> JsonWriting.writeNumber(generator, (Float) value);
            case DOUBLE -> JsonWriting.writeNumber(generator, (Double) value);
        }
    }

    @Override
    public TypeInformation<T> typeInformation() {
        return typeInformation;
    }

    /** The constant this codec is, so that a deserialized codec is that constant again. */
    private Object readResolve() {
        return switch (kind) {
            case STRING -> STRING;
            case BOOLEAN -> BOOLEAN;
            case BYTE -> BYTE;
            case SHORT -> SHORT;
            case CHARACTER -> CHARACTER;
            case INTEGER -> INTEGER;
            case LONG -> LONG;
            case FLOAT -> FLOAT;
            case DOUBLE -> DOUBLE;
        };
    }

    @Override
    public String toString() {
        return "BasicJsonCodec." + kind;
    }
}
