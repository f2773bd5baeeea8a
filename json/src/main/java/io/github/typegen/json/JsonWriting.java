package io.github.typegen.json;

import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAccessor;
import java.util.Date;
import java.util.Locale;
import java.util.UUID;

import com.fasterxml.jackson.core.JsonGenerator;

/**
 * What generated codecs call to write values that are not plain JSON strings, numbers or booleans, in the form
 * Flink's JSON format writes them with Jackson databind ({@code JavaTimeModule}, {@code WRITE_DATES_AS_TIMESTAMPS}
 * off): ISO-8601 text for {@code java.time} and {@code Date}, the text of a UUID, base64 for {@code byte[]}. Each
 * writes JSON {@code null} for null.
 */
public final class JsonWriting {

    /** The most decimals {@link #writeDouble} writes itself, and the powers of ten up to it. */
    private static final int MAX_FAST_DECIMALS = 6;
    private static final double[] POWERS_OF_TEN = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6};

    private JsonWriting() {}

    /**
     * The {@code DateTimeFormatter} of a {@code @JsonFormat(pattern = ...)} on a {@code java.time} field: in the
     * locale {@code languageTag} (empty for the JVM's default, as Jackson's default), with the zone {@code
     * timeZone} when given; an {@code Instant} is formatted in UTC unless the annotation names a zone.
     */
    public static DateTimeFormatter formatter(String pattern, String timeZone, String languageTag, boolean instant) {
        Locale locale = languageTag.isEmpty() ? Locale.getDefault() : Locale.forLanguageTag(languageTag);
        DateTimeFormatter formatter = DateTimeFormatter.ofPattern(pattern, locale);
        if (!timeZone.isEmpty()) {
            return formatter.withZone(java.time.ZoneId.of(timeZone));
        }
        return instant ? formatter.withZone(java.time.ZoneOffset.UTC) : formatter;
    }

    public static void writeInstant(JsonGenerator generator, Instant value) throws IOException {
        if (value == null) {
            generator.writeNull();
            return;
        }
        if (!IsoDates.writable(value)) {
            generator.writeString(DateTimeFormatter.ISO_INSTANT.format(value));
            return;
        }
        LocalDateTime utc = LocalDateTime.ofEpochSecond(value.getEpochSecond(), value.getNano(), ZoneOffset.UTC);
        char[] text = new char[IsoDates.MAX_LENGTH];
        int end = IsoDates.date(text, 0, utc.toLocalDate());
        text[end] = 'T';
        end = IsoDates.time(text, end + 1, utc.getHour(), utc.getMinute(), utc.getSecond(), utc.getNano(), true);
        text[end] = 'Z';
        generator.writeString(text, 0, end + 1);
    }

    public static void writeLocalDate(JsonGenerator generator, LocalDate value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else if (!IsoDates.writable(value.getYear())) {
            generator.writeString(DateTimeFormatter.ISO_LOCAL_DATE.format(value));
        } else {
            char[] text = new char[IsoDates.MAX_LENGTH];
            generator.writeString(text, 0, IsoDates.date(text, 0, value));
        }
    }

    public static void writeLocalTime(JsonGenerator generator, LocalTime value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            char[] text = new char[IsoDates.MAX_LENGTH];
            generator.writeString(text, 0, IsoDates.time(text, 0, value.getHour(), value.getMinute(),
                    value.getSecond(), value.getNano(), false));
        }
    }

    public static void writeLocalDateTime(JsonGenerator generator, LocalDateTime value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else if (!IsoDates.writable(value.getYear())) {
            generator.writeString(DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(value));
        } else {
            char[] text = new char[IsoDates.MAX_LENGTH];
            generator.writeString(text, 0, IsoDates.dateTime(text, 0, value));
        }
    }

    public static void writeOffsetDateTime(JsonGenerator generator, OffsetDateTime value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            writeWithOffset(generator, value.toLocalDateTime(), value.getOffset(), value);
        }
    }

    /** With its offset, not its zone id, as Jackson writes it by default ({@code WRITE_DATES_WITH_ZONE_ID} off). */
    public static void writeZonedDateTime(JsonGenerator generator, ZonedDateTime value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            writeWithOffset(generator, value.toLocalDateTime(), value.getOffset(), value);
        }
    }

    /** {@code value}, the date-time {@code local} at {@code offset}, as {@code ISO_OFFSET_DATE_TIME} writes it. */
    private static void writeWithOffset(JsonGenerator generator, LocalDateTime local, ZoneOffset offset,
            TemporalAccessor value) throws IOException {
        if (!IsoDates.writable(local.getYear())) {
            generator.writeString(DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(value));
            return;
        }
        char[] text = new char[IsoDates.MAX_LENGTH];
        int end = IsoDates.dateTime(text, 0, local);
        generator.writeString(text, 0, IsoDates.offset(text, end, offset));
    }

    /** A {@code java.time} value in the pattern of its {@code @JsonFormat}. */
    public static void writeTemporal(JsonGenerator generator, TemporalAccessor value, DateTimeFormatter formatter)
            throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeString(formatter.format(value));
        }
    }

    public static void writeDuration(JsonGenerator generator, java.time.Duration value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeString(value.toString());
        }
    }

    /** As Jackson's {@code StdDateFormat} in UTC: {@code 2024-03-01T12:30:00.000+00:00}. */
    public static void writeDate(JsonGenerator generator, Date value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeString(JsonDates.formatIso(value));
        }
    }

    /** In the pattern of its {@code @JsonFormat}. */
    public static void writeDate(JsonGenerator generator, Date value, DatePattern pattern) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeString(pattern.format(value));
        }
    }

    public static void writeUuid(JsonGenerator generator, UUID value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeString(value.toString());
        }
    }

    /** Base64, Jackson's default variant. */
    public static void writeBytes(JsonGenerator generator, byte[] value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeBinary(value);
        }
    }

    /** As a string, as Jackson writes a {@code char[]}. */
    public static void writeChars(JsonGenerator generator, char[] value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeString(value, 0, value.length);
        }
    }

    public static void writeChar(JsonGenerator generator, char value) throws IOException {
        generator.writeString(String.valueOf(value));
    }

    public static void writeBoolean(JsonGenerator generator, Boolean value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeBoolean(value);
        }
    }

    public static void writeNumber(JsonGenerator generator, Integer value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeNumber(value.intValue());
        }
    }

    public static void writeNumber(JsonGenerator generator, Long value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeNumber(value.longValue());
        }
    }

    public static void writeNumber(JsonGenerator generator, Short value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeNumber(value.shortValue());
        }
    }

    public static void writeNumber(JsonGenerator generator, Byte value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeNumber(value.byteValue());
        }
    }

    public static void writeNumber(JsonGenerator generator, Double value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            writeDouble(generator, value);
        }
    }

    /**
     * A double as {@code generator.writeNumber(double)} writes it with the shortest text that reads back as the
     * value (Jackson's {@code USE_FAST_DOUBLE_WRITER}, {@code Double.toString} from Java 19 on), and faster for the
     * common values: from 0.001 to 10 million with at most six decimals.
     */
    public static void writeDouble(JsonGenerator generator, double value) throws IOException {
        double abs = Math.abs(value);
        if (abs >= 1e-3 && abs < 1e7) {
            // the decimal m / 10^k with the fewest decimals k that reads back as the value: with these
            // magnitudes no other decimal of k digits does, so it is the shortest text, Schubfach's
            for (int k = 0; k <= MAX_FAST_DECIMALS; k++) {
                double scaled = Math.rint(abs * POWERS_OF_TEN[k]);
                if (scaled / POWERS_OF_TEN[k] == abs) {
                    writeDecimal(generator, value < 0, (long) scaled, k);
                    return;
                }
            }
        }
        generator.writeNumber(value);
    }

    /** Writes {@code unscaled / 10^scale} in plain notation, with at least one decimal ({@code 12.0}). */
    private static void writeDecimal(JsonGenerator generator, boolean negative, long unscaled, int scale)
            throws IOException {
        char[] text = new char[24];
        int end = text.length;
        long rest = unscaled;
        if (scale == 0) {
            text[--end] = '0';
        }
        for (int i = 0; i < scale; i++) {
            text[--end] = (char) ('0' + rest % 10);
            rest /= 10;
        }
        text[--end] = '.';
        do {
            text[--end] = (char) ('0' + rest % 10);
            rest /= 10;
        } while (rest != 0);
        if (negative) {
            text[--end] = '-';
        }
        generator.writeNumber(text, end, text.length - end);
    }

    public static void writeNumber(JsonGenerator generator, Float value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeNumber(value.floatValue());
        }
    }

    public static void writeChar(JsonGenerator generator, Character value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else {
            generator.writeString(value.toString());
        }
    }
}
