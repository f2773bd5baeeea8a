package io.github.typegen.json;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonLocation;

/**
 * A JSON document that is not valid JSON, or does not fit the class it is read into: the message names the class,
 * the field (when the error is inside one) and the position in the input (line, column, and byte or character
 * offset), then what was wrong. Checked, as Flink's {@code DeserializationSchema.deserialize} declares.
 */
public final class TypegenJsonException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String type;
    private final String field;
    private final long line;
    private final long column;
    private final long offset;

    TypegenJsonException(String type, String field, JsonLocation location, String problem, Throwable cause) {
        super(describe(type, field, location, problem), cause);
        this.type = type;
        this.field = field;
        this.line = location == null ? -1 : location.getLineNr();
        this.column = location == null ? -1 : location.getColumnNr();
        this.offset = location == null ? -1 : offset(location);
    }

    /** The class being read, by its canonical name. */
    public String type() {
        return type;
    }

    /** The JSON name of the field being read, or null when the error came before the first field or after the last. */
    public String field() {
        return field;
    }

    /** The line of the error in the input, from 1; -1 when unknown. */
    public long line() {
        return line;
    }

    /** The column of the error in the input, from 1; -1 when unknown. */
    public long column() {
        return column;
    }

    /** The offset of the error in the input, in bytes (or characters for text input), from 0; -1 when unknown. */
    public long offset() {
        return offset;
    }

    private static long offset(JsonLocation location) {
        return location.getByteOffset() >= 0 ? location.getByteOffset() : location.getCharOffset();
    }

    private static String describe(String type, String field, JsonLocation location, String problem) {
        StringBuilder text = new StringBuilder("Cannot read ").append(type);
        if (field != null) {
            text.append(", field '").append(field).append('\'');
        }
        if (location != null) {
            text.append(", at line ").append(location.getLineNr()).append(", column ")
                    .append(location.getColumnNr()).append(" (offset ").append(offset(location)).append(')');
        }
        return text.append(": ").append(problem).toString();
    }
}
