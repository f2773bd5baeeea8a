package io.github.typegen.json;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;

/**
 * The type property of a sealed type's object ({@code @JsonTypeInfo(include = PROPERTY)}), wherever it is in the
 * object. Jackson writes it first, and then the subtype's codec reads the rest of the object from the parser as it
 * is. When other properties come before it ({@code {"amount": 3, "type": "card"}}), Jackson buffers them until it
 * finds the type id; this class does the same with Jackson's streaming API alone: it copies the object's other
 * properties, exactly as written, into a small buffer, reads the type id on the way, and has the subtype's codec
 * read the buffer.
 */
public final class JsonTypeIds {

    /** Reads the fields of the subtype named by a type id from a parser just past the object's start. */
    @FunctionalInterface
    public interface SubtypeReader<T> {
        T read(JsonParser parser, String id) throws IOException;
    }

    private JsonTypeIds() {}

    /**
     * Moves to the object's first property: true when it is the type property {@code property}, whose value the
     * parser is then on, checked to be a string (the fast path: the subtype reads the rest from the same parser).
     * False when the object starts with another property, or is empty: then {@link #readBuffered} reads it.
     */
    public static boolean typePropertyFirst(JsonParser parser, String type, String property) throws IOException {
        JsonStreamContext object = parser.getParsingContext();
        try {
            String first = parser.nextFieldName();
            if (!property.equals(first)) {
                return false;
            }
            if (parser.nextToken() != JsonToken.VALUE_STRING) {
                throw notAString(parser);
            }
            return true;
        } catch (JsonProcessingException e) {
            throw JsonReading.failure(type, object, parser, e);
        }
    }

    /**
     * Reads an object whose first property (the parser's current token, or the end of the object) is not the type
     * property: copies the other properties into a buffer up to the object's end, taking the type id from the
     * type property on the way, then lets {@code subtypes} read the buffer as the object of that id. Leaves the
     * parser on the object's end. An error in the buffered properties is reported at the object's start.
     *
     * @throws TypegenJsonException when the object has no type property, or its value is not a string
     */
    public static <T> T readBuffered(JsonParser parser, String type, String property, SubtypeReader<T> subtypes)
            throws IOException {
        if (parser.currentToken() != JsonToken.FIELD_NAME) {
            throw JsonReading.failure(type, (String) null, parser, missing(parser, property));
        }
        JsonStreamContext object = parser.getParsingContext();
        JsonLocation start = object.startLocation(parser.currentTokenLocation().contentReference());
        String id = null;
        ByteArrayBuilder bytes = new ByteArrayBuilder(256);
        try (JsonGenerator buffer = TypegenJson.factory().createGenerator(bytes)) {
            buffer.writeStartObject();
            for (JsonToken token = parser.currentToken(); token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                String name = parser.currentName();
                if (id == null && name.equals(property)) {
                    if (parser.nextToken() != JsonToken.VALUE_STRING) {
                        throw notAString(parser);
                    }
                    id = parser.getText();
                } else {
                    buffer.writeFieldName(name);
                    parser.nextToken();
                    copyValue(parser, buffer);
                }
            }
            JsonReading.expectEndObject(parser);
            if (id == null) {
                throw missing(parser, property);
            }
            buffer.writeEndObject();
        } catch (JsonProcessingException e) {
            throw JsonReading.failure(type, object, parser, e);
        }
        try (JsonParser buffered = TypegenJson.factory().createParser(bytes.toByteArray())) {
            buffered.nextToken();
            return subtypes.read(buffered, id);
        } catch (TypegenJsonException e) {
            String problem = e.getCause() instanceof JsonProcessingException json ? json.getOriginalMessage()
                    : e.getMessage();
            throw new TypegenJsonException(e.type(), e.field(), start, problem + " (in the object starting here,"
                    + " whose type property \"" + property + "\" is not its first)", e);
        }
    }

    /**
     * Copies the value at the parser's current token, with what it encloses, leaving the parser on its last token.
     * Numbers are copied as their text, so that each reads back exactly as it was written ({@code -0.0}, {@code
     * 1.10}), as Jackson's own buffer keeps them.
     */
    private static void copyValue(JsonParser parser, JsonGenerator buffer) throws IOException {
        int depth = 0;
        for (JsonToken token = parser.currentToken(); token != null; token = parser.nextToken()) {
            if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
                buffer.writeNumber(parser.getText());
            } else {
                buffer.copyCurrentEvent(parser);
            }
            if (token.isStructStart()) {
                depth++;
            } else if (token.isStructEnd()) {
                depth--;
            }
            if (depth == 0) {
                return;
            }
        }
    }

    private static JsonParseException missing(JsonParser parser, String property) {
        return new JsonParseException(parser, "Missing the type property \"" + property + "\"",
                parser.currentTokenLocation());
    }

    private static JsonParseException notAString(JsonParser parser) {
        return new JsonParseException(parser, "Expected a type id (a string), found " + parser.currentToken(),
                parser.currentTokenLocation());
    }
}
