package io.github.typegen.json;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;
import java.util.Date;
import java.util.Locale;

/**
 * {@code java.util.Date} as Jackson's {@code StdDateFormat} writes and reads it in UTC: {@code
 * 2024-03-01T12:30:00.000+00:00} out; in, a date with an optional time (fraction of any length, kept to
 * milliseconds) and an optional offset ({@code Z}, {@code +01:00}, {@code +0100}, {@code +01}; UTC without one), or
 * a string of digits as epoch milliseconds.
 */
final class JsonDates {

    private static final DateTimeFormatter WRITE =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS", Locale.ROOT).withZone(ZoneOffset.UTC);

    private static final DateTimeFormatter READ = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE)
            .optionalStart()
            .appendLiteral('T')
            .appendValue(ChronoField.HOUR_OF_DAY, 2).appendLiteral(':').appendValue(ChronoField.MINUTE_OF_HOUR, 2)
            .optionalStart()
            .appendLiteral(':').appendValue(ChronoField.SECOND_OF_MINUTE, 2)
            .optionalStart()
            .appendFraction(ChronoField.NANO_OF_SECOND, 1, 9, true)
            .optionalEnd()
            .optionalEnd()
            .optionalStart().appendOffset("+HH:MM", "Z").optionalEnd()
            .optionalStart().appendOffset("+HHMM", "Z").optionalEnd()
            .optionalStart().appendOffset("+HH", "Z").optionalEnd()
            .optionalEnd()
            .toFormatter(Locale.ROOT);

    private JsonDates() {}

    static String formatIso(Date value) {
        return WRITE.format(value.toInstant()) + "+00:00";
    }

    static Date parseIso(String text) {
        if (!text.isEmpty() && isDigits(text)) {
            return new Date(Long.parseLong(text));
        }
        TemporalAccessor parsed = READ.parse(text);
        LocalDate date = parsed.query(TemporalQueries.localDate());
        LocalTime time = parsed.query(TemporalQueries.localTime());
        ZoneId offset = parsed.query(TemporalQueries.offset());
        Instant instant = date.atTime(time == null ? LocalTime.MIDNIGHT : time)
                .atZone(offset == null ? ZoneOffset.UTC : offset).toInstant();
        return new Date(instant.toEpochMilli());
    }

    private static boolean isDigits(String text) {
        int start = text.charAt(0) == '-' && text.length() > 1 ? 1 : 0;
        for (int i = start; i < text.length(); i++) {
            if (!Character.isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
