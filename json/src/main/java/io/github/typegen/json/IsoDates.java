package io.github.typegen.json;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;

/**
 * The common forms of ISO-8601 text, read and written by hand rather than through a {@code DateTimeFormatter}, which
 * is several times slower: years 0000 to 9999, {@code T} and {@code Z} in upper case, offsets {@code ±HH:MM}. Each
 * writer gives the text the {@code java.time} ISO formatter gives ({@code ISO_LOCAL_DATE}, {@code ISO_LOCAL_TIME},
 * {@code ISO_OFFSET_DATE_TIME}, {@code ISO_INSTANT}); each reader gives the value the formatter gives, or null for
 * text not in a common form, which the caller then hands to the formatter, so the rarer forms and every error read
 * exactly as before.
 */
final class IsoDates {

    /** The longest text written: {@code 9999-12-31T23:59:59.999999999+18:00:00}. */
    static final int MAX_LENGTH = 38;

    /** 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z in epoch seconds. */
    private static final long FIRST_WRITABLE_SECOND = -62_167_219_200L;
    private static final long LAST_WRITABLE_SECOND = 253_402_300_799L;

    private IsoDates() {}

    // ---- writing ----

    /** Whether {@link #date} can write {@code year}: four digits, no sign. */
    static boolean writable(int year) {
        return year >= 0 && year <= 9999;
    }

    /** Whether {@link #date} can write the date of {@code instant} in UTC: in the years 0000 to 9999. */
    static boolean writable(Instant instant) {
        long seconds = instant.getEpochSecond();
        return seconds >= FIRST_WRITABLE_SECOND && seconds <= LAST_WRITABLE_SECOND;
    }

    /** Writes {@code yyyy-MM-dd} at {@code pos} of a year that is {@link #writable}; returns the end. */
    static int date(char[] out, int pos, LocalDate date) {
        int year = date.getYear();
        out[pos] = digit(year / 1000);
        out[pos + 1] = digit(year / 100 % 10);
        out[pos + 2] = digit(year / 10 % 10);
        out[pos + 3] = digit(year % 10);
        out[pos + 4] = '-';
        twoDigits(out, pos + 5, date.getMonthValue());
        out[pos + 7] = '-';
        twoDigits(out, pos + 8, date.getDayOfMonth());
        return pos + 10;
    }

    /**
     * Writes {@code HH:mm:ss} and the fraction of a second, if any: as {@code ISO_LOCAL_TIME} writes it (the
     * digits it needs, trailing zeros dropped) or, with {@code groupsOfThree}, as {@code ISO_INSTANT} writes it (3,
     * 6 or 9 digits); returns the end.
     */
    static int time(char[] out, int pos, int hour, int minute, int second, int nano, boolean groupsOfThree) {
        twoDigits(out, pos, hour);
        out[pos + 2] = ':';
        twoDigits(out, pos + 3, minute);
        out[pos + 5] = ':';
        twoDigits(out, pos + 6, second);
        int end = pos + 8;
        if (nano == 0) {
            return end;
        }
        out[end++] = '.';
        int digits;
        int fraction = nano;
        if (groupsOfThree) {
            if (nano % 1_000_000 == 0) {
                digits = 3;
                fraction = nano / 1_000_000;
            } else if (nano % 1_000 == 0) {
                digits = 6;
                fraction = nano / 1_000;
            } else {
                digits = 9;
            }
        } else {
            digits = 9;
            while (fraction % 10 == 0) {
                fraction /= 10;
                digits--;
            }
        }
        for (int i = end + digits - 1; i >= end; i--) {
            out[i] = digit(fraction % 10);
            fraction /= 10;
        }
        return end + digits;
    }

    /** Writes {@code yyyy-MM-ddTHH:mm:ss[.fraction]} as {@code ISO_LOCAL_DATE_TIME} does; returns the end. */
    static int dateTime(char[] out, int pos, LocalDateTime value) {
        int end = date(out, pos, value.toLocalDate());
        out[end] = 'T';
        return time(out, end + 1, value.getHour(), value.getMinute(), value.getSecond(), value.getNano(), false);
    }

    /** Writes an offset as {@code ISO_OFFSET_DATE_TIME} does: {@code Z}, {@code +HH:MM} or {@code +HH:MM:ss}. */
    static int offset(char[] out, int pos, ZoneOffset offset) {
        int total = offset.getTotalSeconds();
        if (total == 0) {
            out[pos] = 'Z';
            return pos + 1;
        }
        int abs = Math.abs(total);
        out[pos] = total < 0 ? '-' : '+';
        twoDigits(out, pos + 1, abs / 3600);
        out[pos + 3] = ':';
        twoDigits(out, pos + 4, abs / 60 % 60);
        int seconds = abs % 60;
        if (seconds == 0) {
            return pos + 6;
        }
        out[pos + 6] = ':';
        twoDigits(out, pos + 7, seconds);
        return pos + 9;
    }

    private static void twoDigits(char[] out, int pos, int value) {
        out[pos] = digit(value / 10);
        out[pos + 1] = digit(value % 10);
    }

    private static char digit(int value) {
        return (char) ('0' + value);
    }

    // ---- reading ----

    /** {@code yyyy-MM-dd}, all of {@code text}; null when it is not in that form or not a date. */
    static LocalDate localDate(String text) {
        if (text.length() != 10) {
            return null;
        }
        return date(text);
    }

    /** {@code HH:mm[:ss[.fraction]]}, all of {@code text}; null when it is not in that form or not a time. */
    static LocalTime localTime(String text) {
        return time(text, 0, text.length(), false);
    }

    /** {@code yyyy-MM-ddTHH:mm[:ss[.fraction]]}, all of {@code text}; null otherwise. */
    static LocalDateTime localDateTime(String text) {
        if (text.length() < 16 || text.charAt(10) != 'T') {
            return null;
        }
        LocalDate date = date(text);
        LocalTime time = date == null ? null : time(text, 11, text.length(), false);
        return time == null ? null : LocalDateTime.of(date, time);
    }

    /**
     * A date-time with an offset ({@code Z} or {@code ±HH:MM}), all of {@code text}, as the local date-time and the
     * offset: null otherwise. With {@code withSeconds}, the seconds must be there (as {@code ISO_INSTANT} requires).
     */
    static OffsetText offsetDateTime(String text, boolean withSeconds) {
        int length = text.length();
        if (length < 17 || text.charAt(10) != 'T') {
            return null;
        }
        int timeEnd;
        ZoneOffset offset;
        if (text.charAt(length - 1) == 'Z') {
            timeEnd = length - 1;
            offset = ZoneOffset.UTC;
        } else {
            timeEnd = length - 6;
            offset = timeEnd > 11 ? offset(text, timeEnd) : null;
            if (offset == null) {
                return null;
            }
        }
        LocalDate date = date(text);
        LocalTime time = date == null ? null : time(text, 11, timeEnd, withSeconds);
        return time == null ? null : new OffsetText(LocalDateTime.of(date, time), offset);
    }

    /** {@code yyyy-MM-ddTHH:mm:ss[.fraction]Z}, all of {@code text}; null otherwise. */
    static Instant instant(String text) {
        if (text.isEmpty() || text.charAt(text.length() - 1) != 'Z') {
            return null;
        }
        OffsetText parsed = offsetDateTime(text, true);
        return parsed == null ? null : parsed.dateTime().toInstant(ZoneOffset.UTC);
    }

    /** A local date-time and its offset, as read. */
    record OffsetText(LocalDateTime dateTime, ZoneOffset offset) {}

    /** The date at the start of {@code text}, which has at least 10 characters. */
    private static LocalDate date(String text) {
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 2);
        int day = digits(text, 8, 2);
        if (year < 0 || month < 0 || day < 0 || text.charAt(4) != '-' || text.charAt(7) != '-') {
            return null;
        }
        try {
            return LocalDate.of(year, month, day);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** {@code HH:mm[:ss[.fraction]]} from {@code start} to {@code end}; null otherwise. */
    private static LocalTime time(String text, int start, int end, boolean withSeconds) {
        int length = end - start;
        if (length != 5 && (length < 8 || length == 9 || length > 18)) {
            return null;
        }
        int hour = digits(text, start, 2);
        int minute = digits(text, start + 3, 2);
        if (hour < 0 || minute < 0 || text.charAt(start + 2) != ':') {
            return null;
        }
        int second = 0;
        int nano = 0;
        if (length == 5) {
            if (withSeconds) {
                return null;
            }
        } else {
            second = digits(text, start + 6, 2);
            if (second < 0 || text.charAt(start + 5) != ':') {
                return null;
            }
            if (length > 8) {
                if (text.charAt(start + 8) != '.') {
                    return null;
                }
                int fractionDigits = length - 9;
                int fraction = digits(text, start + 9, fractionDigits);
                if (fraction < 0) {
                    return null;
                }
                nano = fraction;
                for (int i = fractionDigits; i < 9; i++) {
                    nano *= 10;
                }
            }
        }
        if (hour > 23 || minute > 59 || second > 59) {
            return null;
        }
        return LocalTime.of(hour, minute, second, nano);
    }

    /** {@code ±HH:MM} at {@code pos}, the last six characters of {@code text}; null otherwise. */
    private static ZoneOffset offset(String text, int pos) {
        char sign = text.charAt(pos);
        int hours = digits(text, pos + 1, 2);
        int minutes = digits(text, pos + 4, 2);
        if ((sign != '+' && sign != '-') || hours < 0 || minutes < 0 || text.charAt(pos + 3) != ':') {
            return null;
        }
        try {
            return sign == '+' ? ZoneOffset.ofHoursMinutes(hours, minutes)
                    : ZoneOffset.ofHoursMinutes(-hours, -minutes);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** The number of the {@code count} ASCII digits at {@code pos} (at most 9), or -1 if one is not a digit. */
    private static int digits(String text, int pos, int count) {
        int value = 0;
        for (int i = pos; i < pos + count; i++) {
            int digit = text.charAt(i) - '0';
            if (digit < 0 || digit > 9) {
                return -1;
            }
            value = value * 10 + digit;
        }
        return value;
    }
}
