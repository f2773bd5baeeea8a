package io.github.typegen.json;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;

/**
 * Whole documents in and out of a {@link JsonCodec}: {@code TypegenJson.read(OrderJsonCodec.INSTANCE, bytes)}. Each
 * call makes its parser or generator from one shared {@link JsonFactory}, which is thread-safe.
 */
public final class TypegenJson {

    /**
     * Jackson's defaults, with its faster number conversions, which give the same values: floating-point and big
     * numbers read with FastDoubleParser, doubles and floats written with the Schubfach algorithm (the shortest text
     * that reads back as the same value, as {@code Double.toString} writes it from Java 19 on).
     */
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
            .enable(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
            .build();

    private TypegenJson() {}

    /** The factory the codecs' parsers and generators come from. */
    public static JsonFactory factory() {
        return FACTORY;
    }

    /**
     * Reads one document: a JSON object, or {@code null} (read as null); what follows the value is not read, as
     * Jackson databind does by default.
     *
     * @throws TypegenJsonException for input that is not JSON, is empty, or does not fit the class
     */
    public static <T> T read(JsonCodec<T> codec, byte[] json) throws IOException {
        try (JsonParser parser = FACTORY.createParser(json)) {
            return read(codec, parser, typeName(codec));
        }
    }

    /** Reads one document from text, as {@link #read(JsonCodec, byte[])}. */
    public static <T> T read(JsonCodec<T> codec, String json) throws IOException {
        try (JsonParser parser = FACTORY.createParser(json)) {
            return read(codec, parser, typeName(codec));
        }
    }

    /**
     * Reads one document from a new parser, naming {@code typeName} in errors: moves to the document's first token,
     * then lets {@code codec} read it.
     */
    static <T> T read(JsonCodec<T> codec, JsonParser parser, String typeName) throws IOException {
        JsonToken first;
        try {
            first = parser.nextToken();
        } catch (JsonProcessingException e) {
            throw JsonReading.failure(typeName, (String) null, parser, e);
        }
        if (first == null) {
            throw JsonReading.failure(typeName, (String) null, parser,
                    new com.fasterxml.jackson.core.JsonParseException(parser, "No content: the input is empty"));
        }
        return codec.read(parser);
    }

    /** The document of {@code value} as UTF-8 bytes. */
    public static <T> byte[] write(JsonCodec<T> codec, T value) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (JsonGenerator generator = FACTORY.createGenerator(bytes)) {
            codec.write(value, generator);
        } catch (IOException e) {
            throw new UncheckedIOException("Writing to memory failed", e);
        }
        return bytes.toByteArray();
    }

    /** The document of {@code value} as text. */
    public static <T> String writeString(JsonCodec<T> codec, T value) {
        StringWriter text = new StringWriter(256);
        try (JsonGenerator generator = FACTORY.createGenerator(text)) {
            codec.write(value, generator);
        } catch (IOException e) {
            throw new UncheckedIOException("Writing to memory failed", e);
        }
        return text.toString();
    }

    /** The canonical name of the codec's class, for error messages. */
    static String typeName(JsonCodec<?> codec) {
        Class<?> type = codec.typeInformation().getTypeClass();
        return type.getCanonicalName() == null ? type.getName() : type.getCanonicalName();
    }
}
