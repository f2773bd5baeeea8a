package io.github.typegen.json;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Date;
import java.util.UUID;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;

/**
 * What generated codecs call to read values: each reader starts at the parser's current token and reads the whole
 * value, accepting what Jackson databind accepts by default for the type (as Flink's JSON format configures it:
 * {@code JavaTimeModule}, {@code Jdk8Module}, ISO-8601 dates) — JSON {@code null} as the type's default (0, false,
 * null), numbers and booleans written as strings, integers where decimals are expected and the reverse. A value
 * that does not fit throws a {@link JsonProcessingException} at its position, which the generated codec turns into
 * a {@link TypegenJsonException} naming its class and field.
 */
public final class JsonReading {

    private JsonReading() {}

    /** What a codec's {@code fieldIndex} gives for a name the class does not have. */
    public static final int UNKNOWN = -1;

    /** What a codec's {@code fieldIndex} gives for a name the class ignores. */
    public static final int IGNORED = -2;

    /**
     * Moves to the next token of an object, a field name or the object's end: true when it is the name {@code
     * names[expected]}, which is compared as bytes, without looking the name up; false otherwise (and when {@code
     * expected} is not an index of {@code names}), when the caller looks at the token itself.
     */
    public static boolean nextFieldIs(JsonParser parser, SerializableString[] names, int expected)
            throws IOException {
        if (expected >= 0 && expected < names.length) {
            return parser.nextFieldName(names[expected]);
        }
        parser.nextToken();
        return false;
    }

    /** Checks that the current token starts an object. */
    public static void expectObject(JsonParser parser) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            throw mismatch(parser, "an object");
        }
    }

    /**
     * Checks that the current token starts an object of {@code type}, which a codec's {@code readValue} then reads
     * with its {@code readFields}.
     *
     * @throws TypegenJsonException when it does not, naming the field of the enclosing object, if any
     */
    public static void startObject(JsonParser parser, String type) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            throw failure(type, parser.getParsingContext(), parser, mismatch(parser, "an object"));
        }
    }

    /** A type id that names none of the sealed type's subtypes. */
    public static TypegenJsonException unknownTypeId(JsonParser parser, String type, String id, String known) {
        return failure(type, parser.getParsingContext(), parser, new JsonParseException(parser, "\"" + id
                + "\" is not the type id of a subtype of " + type + "; known: " + known,
                parser.currentTokenLocation()));
    }

    /** Checks that the current token starts an array. */
    public static void expectArray(JsonParser parser) throws IOException {
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            throw mismatch(parser, "an array");
        }
    }

    /** Checks that the object ended where its fields did: the current token is {@code END_OBJECT}. */
    public static void expectEndObject(JsonParser parser) throws IOException {
        if (parser.currentToken() != JsonToken.END_OBJECT) {
            throw mismatch(parser, "a field name or the end of the object");
        }
    }

    /**
     * Moves to the next element of an array: true on its first token, false at the end of the array. The end of
     * the input before it is an error, never an endless loop.
     */
    public static boolean nextElement(JsonParser parser) throws IOException {
        JsonToken token = parser.nextToken();
        if (token == null) {
            throw new JsonParseException(parser, "Unexpected end of input inside an array");
        }
        return token != JsonToken.END_ARRAY;
    }

    /** Whether the current token is JSON {@code null}. */
    public static boolean isNull(JsonParser parser) {
        return parser.currentToken() == JsonToken.VALUE_NULL;
    }

    /** A field the class does not have, when it does not ignore unknown fields: always throws, as Jackson does. */
    public static void unknownField(JsonParser parser, String name) throws IOException {
        throw new JsonParseException(parser, "Unrecognized field \"" + name + "\": the class has no such property;"
                + " declare it, or ignore unknown fields with @JsonIgnoreProperties(ignoreUnknown = true)",
                parser.currentTokenLocation());
    }

    /** Skips the value at the current token, with its children: an ignored or unknown field. */
    public static void skip(JsonParser parser) throws IOException {
        parser.skipChildren();
    }

    /**
     * The exception a generated codec throws for {@code cause}, raised while reading an object of {@code type}: it
     * names the field whose value was being read, the last name read in {@code object} (the parser's context at the
     * object's {@code START_OBJECT}, which keeps it even when the value is in a nested array, and when the parser
     * failed on a value while reading its name ahead), and the position of the cause when it has one, else the
     * parser's.
     */
    public static TypegenJsonException failure(String type, JsonStreamContext object, JsonParser parser,
            Exception cause) {
        String field = object.inObject() ? object.getCurrentName() : null;
        return failure(type, field, parser, cause);
    }

    /**
     * The context naming the field whose value is at the parser's current token, for the errors of a class read as
     * one value ({@code @JsonValue}): the nearest enclosing object's, also when the value is an object or an array,
     * or in an array; the root's at the top level.
     */
    public static JsonStreamContext valueContext(JsonParser parser) {
        JsonStreamContext context = parser.getParsingContext();
        JsonToken token = parser.currentToken();
        if (token != null && token.isStructStart() && context.getParent() != null) {
            context = context.getParent();
        }
        while (context.inArray() && context.getParent() != null) {
            context = context.getParent();
        }
        return context;
    }

    /**
     * The exception for {@code cause}, raised while reading {@code field} of {@code type} (null when outside a
     * field): at the cause's position when it has one, else at the parser's.
     */
    static TypegenJsonException failure(String type, String field, JsonParser parser, Exception cause) {
        if (cause instanceof TypegenJsonException nested) {
            return nested;
        }
        JsonLocation location = null;
        String problem;
        if (cause instanceof JsonProcessingException json) {
            location = json.getLocation();
            problem = json.getOriginalMessage();
        } else {
            problem = cause.toString();
        }
        if (location == null || location == JsonLocation.NA) {
            location = parser.currentTokenLocation();
        }
        return new TypegenJsonException(type, field, location, problem, cause);
    }

    // ---- primitives and their boxes ----

    public static boolean readBoolean(JsonParser parser) throws IOException {
        Boolean value = readBooleanOrNull(parser);
        return value != null && value;
    }

    public static Boolean readBooleanOrNull(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            case VALUE_NUMBER_INT -> parser.getLongValue() != 0;
            case VALUE_STRING -> {
                String text = parser.getText().trim();
                if (text.equals("true") || text.equals("True") || text.equals("TRUE")) {
                    yield Boolean.TRUE;
                }
                if (text.equals("false") || text.equals("False") || text.equals("FALSE")) {
                    yield Boolean.FALSE;
                }
                throw new JsonParseException(parser, "Not a boolean: \"" + text + "\"", parser.currentTokenLocation());
            }
            default -> throw mismatch(parser, "a boolean");
        };
    }

    public static int readInt(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getIntValue();
            case VALUE_NULL -> 0;
            case VALUE_STRING -> Integer.parseInt(parser.getText().trim());
            default -> throw mismatch(parser, "an int");
        };
    }

    public static Integer readIntOrNull(JsonParser parser) throws IOException {
        return parser.currentToken() == JsonToken.VALUE_NULL ? null : readInt(parser);
    }

    public static long readLong(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getLongValue();
            case VALUE_NULL -> 0L;
            case VALUE_STRING -> Long.parseLong(parser.getText().trim());
            default -> throw mismatch(parser, "a long");
        };
    }

    public static Long readLongOrNull(JsonParser parser) throws IOException {
        return parser.currentToken() == JsonToken.VALUE_NULL ? null : readLong(parser);
    }

    public static short readShort(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getShortValue();
            case VALUE_NULL -> 0;
            case VALUE_STRING -> Short.parseShort(parser.getText().trim());
            default -> throw mismatch(parser, "a short");
        };
    }

    public static Short readShortOrNull(JsonParser parser) throws IOException {
        return parser.currentToken() == JsonToken.VALUE_NULL ? null : readShort(parser);
    }

    /** As Jackson: -128 to 255, 128 to 255 read as their two's complement bytes. */
    public static byte readByte(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getByteValue();
            case VALUE_NULL -> 0;
            case VALUE_STRING -> Byte.parseByte(parser.getText().trim());
            default -> throw mismatch(parser, "a byte");
        };
    }

    /** As {@link #readByte}, and null for JSON's null. */
    public static Byte readByteOrNull(JsonParser parser) throws IOException {
        return parser.currentToken() == JsonToken.VALUE_NULL ? null : readByte(parser);
    }

    /** Numbers, and strings holding numbers or {@code NaN}, {@code Infinity}, {@code -Infinity}. */
    public static double readDouble(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getDoubleValue();
            case VALUE_NULL -> 0.0;
            case VALUE_STRING -> Double.parseDouble(parser.getText().trim());
            default -> throw mismatch(parser, "a double");
        };
    }

    /** As {@link #readDouble}, and null for JSON's null. */
    public static Double readDoubleOrNull(JsonParser parser) throws IOException {
        return parser.currentToken() == JsonToken.VALUE_NULL ? null : readDouble(parser);
    }

    public static float readFloat(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getFloatValue();
            case VALUE_NULL -> 0.0f;
            case VALUE_STRING -> Float.parseFloat(parser.getText().trim());
            default -> throw mismatch(parser, "a float");
        };
    }

    public static Float readFloatOrNull(JsonParser parser) throws IOException {
        return parser.currentToken() == JsonToken.VALUE_NULL ? null : readFloat(parser);
    }

    public static char readChar(JsonParser parser) throws IOException {
        Character value = readCharOrNull(parser);
        return value == null ? '\0' : value;
    }

    /** A string of one character, or an integer character code. */
    public static Character readCharOrNull(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_STRING -> {
                String text = parser.getText();
                if (text.length() != 1) {
                    throw new JsonParseException(parser, "Not a single character: a string of length "
                            + text.length(), parser.currentTokenLocation());
                }
                yield text.charAt(0);
            }
            case VALUE_NUMBER_INT -> {
                int code = parser.getIntValue();
                if (code < Character.MIN_VALUE || code > Character.MAX_VALUE) {
                    throw new JsonParseException(parser, "Not a character code: " + code,
                            parser.currentTokenLocation());
                }
                yield (char) code;
            }
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, "a character");
        };
    }

    // ---- text and numbers ----

    /** A string; a number or boolean as its text, as Jackson does. */
    public static String readString(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_STRING, VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT, VALUE_TRUE, VALUE_FALSE -> parser.getText();
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, "a string");
        };
    }

    public static BigDecimal readBigDecimal(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getDecimalValue();
            case VALUE_NULL -> null;
            case VALUE_STRING -> new BigDecimal(parser.getText().trim());
            default -> throw mismatch(parser, "a decimal number");
        };
    }

    public static BigInteger readBigInteger(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getBigIntegerValue();
            case VALUE_NULL -> null;
            case VALUE_STRING -> new BigInteger(parser.getText().trim());
            default -> throw mismatch(parser, "an integer");
        };
    }

    public static UUID readUuid(JsonParser parser) throws IOException {
        String text = readText(parser, "a UUID");
        return text == null ? null : UUID.fromString(text);
    }

    /** A base64 string (Jackson's default variant; the others are accepted as Jackson accepts them). */
    public static byte[] readBytes(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_STRING -> parser.getBinaryValue();
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, "a base64 string");
        };
    }

    /** A string, as Jackson writes a {@code char[]}. */
    public static char[] readChars(JsonParser parser) throws IOException {
        String text = readText(parser, "a string");
        return text == null ? null : text.toCharArray();
    }

    /** The text of an enum constant, or null; the generated codec maps it to the constant. */
    public static String readEnumName(JsonParser parser) throws IOException {
        return readText(parser, "an enum constant name");
    }

    /** The error for an enum constant name the enum does not have. */
    public static JsonParseException unknownConstant(JsonParser parser, String enumType, String name) {
        return new JsonParseException(parser, "\"" + name + "\" is not one of the constants of " + enumType,
                parser.currentTokenLocation());
    }

    // ---- dates and times: ISO-8601 text as Flink's JSON format writes it, or @JsonFormat's pattern ----

    /** ISO-8601 text ({@code DateTimeFormatter.ISO_INSTANT}); a number as epoch seconds with a fraction. */
    public static Instant readInstant(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_STRING -> {
                String text = parser.getText().trim();
                Instant common = IsoDates.instant(text);
                yield common != null ? common : DateTimeFormatter.ISO_INSTANT.parse(text, Instant::from);
            }
            case VALUE_NUMBER_INT -> Instant.ofEpochSecond(parser.getLongValue());
            case VALUE_NUMBER_FLOAT -> epochSeconds(parser.getDecimalValue());
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, "an instant");
        };
    }

    /** Text in the pattern of {@code formatter}, which carries its zone. */
    public static Instant readInstant(JsonParser parser, DateTimeFormatter formatter) throws IOException {
        String text = readText(parser, "an instant");
        return text == null ? null : formatter.parse(text, Instant::from);
    }

    public static LocalDate readLocalDate(JsonParser parser) throws IOException {
        String text = readText(parser, "a date");
        if (text == null) {
            return null;
        }
        LocalDate common = IsoDates.localDate(text);
        return common != null ? common : LocalDate.parse(text, DateTimeFormatter.ISO_LOCAL_DATE);
    }

    public static LocalDate readLocalDate(JsonParser parser, DateTimeFormatter formatter) throws IOException {
        String text = readText(parser, "a date");
        return text == null ? null : LocalDate.parse(text, formatter);
    }

    public static LocalTime readLocalTime(JsonParser parser) throws IOException {
        String text = readText(parser, "a time");
        if (text == null) {
            return null;
        }
        LocalTime common = IsoDates.localTime(text);
        return common != null ? common : LocalTime.parse(text, DateTimeFormatter.ISO_LOCAL_TIME);
    }

    public static LocalTime readLocalTime(JsonParser parser, DateTimeFormatter formatter) throws IOException {
        String text = readText(parser, "a time");
        return text == null ? null : LocalTime.parse(text, formatter);
    }

    public static LocalDateTime readLocalDateTime(JsonParser parser) throws IOException {
        String text = readText(parser, "a date-time");
        if (text == null) {
            return null;
        }
        LocalDateTime common = IsoDates.localDateTime(text);
        return common != null ? common : LocalDateTime.parse(text, DateTimeFormatter.ISO_LOCAL_DATE_TIME);
    }

    public static LocalDateTime readLocalDateTime(JsonParser parser, DateTimeFormatter formatter)
            throws IOException {
        String text = readText(parser, "a date-time");
        return text == null ? null : LocalDateTime.parse(text, formatter);
    }

    /**
     * ISO-8601 text with an offset, or a number of epoch seconds, adjusted to UTC as Jackson adjusts it by default
     * ({@code ADJUST_DATES_TO_CONTEXT_TIME_ZONE}, context time zone UTC).
     */
    public static OffsetDateTime readOffsetDateTime(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_STRING -> {
                String text = parser.getText().trim();
                IsoDates.OffsetText common = IsoDates.offsetDateTime(text, false);
                OffsetDateTime read = common != null ? OffsetDateTime.of(common.dateTime(), common.offset())
                        : OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME);
                yield read.withOffsetSameInstant(ZoneOffset.UTC);
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT ->
                    OffsetDateTime.ofInstant(epochSeconds(parser.getDecimalValue()), ZoneOffset.UTC);
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, "a date-time with an offset");
        };
    }

    /** As {@link #readOffsetDateTime}: adjusted to the offset UTC, as Jackson adjusts it by default. */
    public static ZonedDateTime readZonedDateTime(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_STRING -> {
                String text = parser.getText().trim();
                IsoDates.OffsetText common = IsoDates.offsetDateTime(text, false);
                ZonedDateTime read = common != null ? ZonedDateTime.of(common.dateTime(), common.offset())
                        : ZonedDateTime.parse(text, DateTimeFormatter.ISO_ZONED_DATE_TIME);
                yield read.withZoneSameInstant(ZoneOffset.UTC);
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT ->
                    ZonedDateTime.ofInstant(epochSeconds(parser.getDecimalValue()), ZoneOffset.UTC);
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, "a date-time with a zone");
        };
    }

    /** ISO-8601 text ({@code PT1H30M}); a number as seconds with a fraction. */
    public static Duration readDuration(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_STRING -> Duration.parse(parser.getText().trim());
            case VALUE_NUMBER_INT -> Duration.ofSeconds(parser.getLongValue());
            case VALUE_NUMBER_FLOAT -> {
                Instant instant = epochSeconds(parser.getDecimalValue());
                yield Duration.ofSeconds(instant.getEpochSecond(), instant.getNano());
            }
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, "a duration");
        };
    }

    /** A number of epoch milliseconds, or ISO-8601 text as Jackson's {@code StdDateFormat} reads it. */
    public static Date readDate(JsonParser parser) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT -> new Date(parser.getLongValue());
            case VALUE_STRING -> JsonDates.parseIso(parser.getText().trim());
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, "a date");
        };
    }

    /** Text in the pattern of {@code @JsonFormat}; a number of epoch milliseconds. */
    public static Date readDate(JsonParser parser, DatePattern pattern) throws IOException {
        return switch (token(parser)) {
            case VALUE_NUMBER_INT -> new Date(parser.getLongValue());
            case VALUE_STRING -> pattern.parse(parser.getText().trim());
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, "a date");
        };
    }

    // ---- helpers ----

    private static JsonToken token(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == null) {
            throw new JsonParseException(parser, "Unexpected end of input");
        }
        return token;
    }

    private static String readText(JsonParser parser, String what) throws IOException {
        return switch (token(parser)) {
            case VALUE_STRING -> parser.getText();
            case VALUE_NULL -> null;
            default -> throw mismatch(parser, what);
        };
    }

    private static Instant epochSeconds(BigDecimal seconds) {
        BigDecimal whole = seconds.setScale(0, java.math.RoundingMode.FLOOR);
        int nanos = seconds.subtract(whole).movePointRight(9).intValue();
        return Instant.ofEpochSecond(whole.longValueExact(), nanos);
    }

    private static JsonParseException mismatch(JsonParser parser, String expected) {
        JsonToken token = parser.currentToken();
        return new JsonParseException(parser, "Expected " + expected + ", found "
                + (token == null ? "the end of the input" : describe(token)), parser.currentTokenLocation());
    }

    private static String describe(JsonToken token) {
        if (token == null) {
            return "the end of the input";
        }
        return switch (token) {
            case START_OBJECT -> "an object";
            case END_OBJECT -> "the end of an object";
            case START_ARRAY -> "an array";
            case END_ARRAY -> "the end of an array";
            case FIELD_NAME -> "a field name";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "an integer";
            case VALUE_NUMBER_FLOAT -> "a decimal number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> token.name();
        };
    }
}
