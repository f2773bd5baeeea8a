package io.github.typegen.json;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * The {@code @JsonFormat(pattern = ...)} of a {@code java.util.Date} field: a {@code SimpleDateFormat} pattern, in a
 * time zone (UTC unless {@code timezone} says otherwise) and locale, as Jackson applies it. The format is copied for
 * each use, as Jackson copies it, since {@code SimpleDateFormat} is not thread-safe.
 */
public final class DatePattern {

    private final SimpleDateFormat format;

    private DatePattern(SimpleDateFormat format) {
        this.format = format;
    }

    /**
     * The pattern {@code pattern} in the time zone {@code timeZone} (empty for UTC) and the locale {@code
     * languageTag} (empty for the JVM's default locale, as Jackson's default).
     */
    public static DatePattern of(String pattern, String timeZone, String languageTag) {
        Locale locale = languageTag.isEmpty() ? Locale.getDefault() : Locale.forLanguageTag(languageTag);
        SimpleDateFormat format = new SimpleDateFormat(pattern, locale);
        format.setTimeZone(TimeZone.getTimeZone(timeZone.isEmpty() ? "UTC" : timeZone));
        format.setLenient(false);
        return new DatePattern(format);
    }

    String format(Date value) {
        return ((SimpleDateFormat) format.clone()).format(value);
    }

    Date parse(String text) {
        try {
            return ((SimpleDateFormat) format.clone()).parse(text);
        } catch (ParseException e) {
            throw new IllegalArgumentException("\"" + text + "\" does not match the date pattern \""
                    + format.toPattern() + "\"", e);
        }
    }
}
