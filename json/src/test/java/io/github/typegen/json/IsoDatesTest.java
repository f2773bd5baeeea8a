package io.github.typegen.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;

/**
 * The hand-written ISO-8601 reader and writer against {@code java.time}'s ISO formatters, which they stand in for:
 * on random values over the whole range of years (the rare ones fall back to the formatter) and on edge forms, the
 * same text out and the same value (or an error) in.
 */
class IsoDatesTest {

    private static final int RANDOM_VALUES = 2_000;

    @Test
    void writesWhatTheFormattersWrite() throws IOException {
        Random random = new Random(29);
        for (int i = 0; i < RANDOM_VALUES; i++) {
            LocalDateTime local = randomDateTime(random);
            ZoneOffset offset = randomOffset(random);
            Instant instant = local.toInstant(offset);
            assertThat(written(g -> JsonWriting.writeLocalDate(g, local.toLocalDate())))
                    .isEqualTo(DateTimeFormatter.ISO_LOCAL_DATE.format(local));
            assertThat(written(g -> JsonWriting.writeLocalTime(g, local.toLocalTime())))
                    .isEqualTo(DateTimeFormatter.ISO_LOCAL_TIME.format(local));
            assertThat(written(g -> JsonWriting.writeLocalDateTime(g, local)))
                    .isEqualTo(DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(local));
            assertThat(written(g -> JsonWriting.writeOffsetDateTime(g, OffsetDateTime.of(local, offset))))
                    .isEqualTo(DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(OffsetDateTime.of(local, offset)));
            assertThat(written(g -> JsonWriting.writeZonedDateTime(g, ZonedDateTime.of(local, offset))))
                    .isEqualTo(DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(ZonedDateTime.of(local, offset)));
            assertThat(written(g -> JsonWriting.writeInstant(g, instant)))
                    .isEqualTo(DateTimeFormatter.ISO_INSTANT.format(instant));
        }
        for (Instant edge : List.of(Instant.MIN, Instant.MAX, Instant.EPOCH, Instant.parse("0000-01-01T00:00:00Z"),
                Instant.parse("-0001-12-31T23:59:59.999999999Z"), Instant.parse("9999-12-31T23:59:59.999999999Z"),
                Instant.parse("+10000-01-01T00:00:00Z"))) {
            assertThat(written(g -> JsonWriting.writeInstant(g, edge)))
                    .isEqualTo(DateTimeFormatter.ISO_INSTANT.format(edge));
        }
        for (LocalDateTime edge : List.of(LocalDateTime.MIN, LocalDateTime.MAX, LocalDateTime.of(0, 1, 1, 0, 0),
                LocalDateTime.of(-1, 12, 31, 23, 59, 59), LocalDateTime.of(10_000, 1, 1, 0, 0))) {
            for (ZoneOffset offset : List.of(ZoneOffset.UTC, ZoneOffset.MIN, ZoneOffset.MAX)) {
                assertThat(written(g -> JsonWriting.writeOffsetDateTime(g, OffsetDateTime.of(edge, offset))))
                        .isEqualTo(DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(OffsetDateTime.of(edge, offset)));
            }
            assertThat(written(g -> JsonWriting.writeLocalDateTime(g, edge)))
                    .isEqualTo(DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(edge));
            assertThat(written(g -> JsonWriting.writeLocalDate(g, edge.toLocalDate())))
                    .isEqualTo(DateTimeFormatter.ISO_LOCAL_DATE.format(edge));
        }
    }

    @Test
    void readsWhatTheFormattersReadFromRandomText() throws IOException {
        Random random = new Random(30);
        for (int i = 0; i < RANDOM_VALUES; i++) {
            LocalDateTime local = randomDateTime(random);
            ZoneOffset offset = randomOffset(random);
            for (String text : forms(local, offset, random)) {
                assertReadsAsTheFormatters(text);
            }
        }
    }

    @Test
    void readsEdgeFormsAsTheFormattersDo() throws IOException {
        List<String> edges = List.of("2024-02-29T12:00:00Z", "2023-02-29T12:00:00Z", "2024-13-01T00:00:00Z",
                "2024-00-10T00:00:00Z", "2024-01-32T00:00:00Z", "2024-04-31", "2024-01-01T24:00:00Z",
                "2024-01-01T23:60:00Z", "2016-12-31T23:59:60Z", "2024-01-01T12:00Z", "2024-01-01T12:00+01:00",
                "2024-01-01T12:00:00.Z", "2024-01-01T12:00:00.1234567890Z", "2024-01-01T12:00:00.000000001Z",
                "2024-01-01T12:00:00.5+18:00", "2024-01-01T12:00:00+18:01", "2024-01-01T12:00:00+19:00",
                "2024-01-01T12:00:00-18:00", "2024-01-01T12:00:00-00:00", "2024-01-01T12:00:00+01:60",
                "2024-01-01T12:00:00+0100", "2024-01-01T12:00:00+01", "2024-01-01T12:00:00+01:00:30",
                "2024-01-01t12:00:00z", "2024-01-01 12:00:00Z", "+12024-01-01T12:00:00Z", "-2024-01-01T12:00:00Z",
                "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z", "2024-1-01T12:00:00Z",
                "2024-01-01T1:00:00Z", "2024-01-01T12:0:00Z", "2024-01-01T12:00:0Z", "20x4-01-01T12:00:00Z",
                "2024-01-01T12:00:00+01:00[Europe/Paris]", "2024-01-01T12:00:00Z[UTC]", "2024-01-01T12:00:00",
                "2024-01-01T12:00", "2024-01-01T", "2024-01-01", "12:00", "12:00:00", "12:00:00.5", "12:00:00.",
                "24:00", "23:59:59.999999999", "12:00:60", "12:60", "1:00", "12:00:00Z", "", "T", "Z",
                "2024-01-01T12:00:00\u0661Z", "\u0662024-01-01", "2024-01-01T12:00:00.-1Z", "2024-01-01T12:00:00+-1:00");
        for (String edge : edges) {
            assertReadsAsTheFormatters(edge);
        }
    }

    @Test
    void readsTheCommonFormsWithoutTheFormatter() {
        assertThat(IsoDates.localDate("2026-03-14")).isEqualTo(LocalDate.of(2026, 3, 14));
        assertThat(IsoDates.localTime("09:26")).isEqualTo(LocalTime.of(9, 26));
        assertThat(IsoDates.localDateTime("2026-03-14T09:26:53.5"))
                .isEqualTo(LocalDateTime.of(2026, 3, 14, 9, 26, 53, 500_000_000));
        assertThat(IsoDates.instant("2026-03-14T09:26:53.589Z")).isEqualTo(Instant.parse("2026-03-14T09:26:53.589Z"));
        assertThat(IsoDates.offsetDateTime("2026-03-14T09:26:53.000001-05:30", false)).isEqualTo(
                new IsoDates.OffsetText(LocalDateTime.of(2026, 3, 14, 9, 26, 53, 1_000),
                        ZoneOffset.ofHoursMinutes(-5, -30)));
        assertThat(IsoDates.offsetDateTime("2026-03-14T09:26Z", false)).isEqualTo(
                new IsoDates.OffsetText(LocalDateTime.of(2026, 3, 14, 9, 26), ZoneOffset.UTC));
        assertThat(IsoDates.instant("2026-03-14T09:26Z")).as("ISO_INSTANT requires the seconds").isNull();
        assertThat(IsoDates.offsetDateTime("2026-03-14T09:26:53+01:00[Europe/Paris]", false)).isNull();
    }

    /** The text of a date-time in the forms the reader takes and some it leaves to the formatter. */
    private static List<String> forms(LocalDateTime local, ZoneOffset offset, Random random) {
        List<String> forms = new ArrayList<>();
        String date = DateTimeFormatter.ISO_LOCAL_DATE.format(local);
        String time = DateTimeFormatter.ISO_LOCAL_TIME.format(local);
        String offsetText = DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(OffsetDateTime.of(local, offset))
                .substring(date.length() + 1 + time.length());
        forms.add(date);
        forms.add(time);
        forms.add(time.substring(0, 5));
        forms.add(date + "T" + time);
        forms.add(date + "T" + time + offsetText);
        forms.add(date + "T" + time + "Z");
        forms.add(date + "T" + time.substring(0, 5) + offsetText);
        forms.add(DateTimeFormatter.ISO_INSTANT.format(local.toInstant(offset)));
        // a fraction of any length, trailing zeros kept
        if (time.length() == 8) {
            int digits = 1 + random.nextInt(9);
            StringBuilder fraction = new StringBuilder(".");
            for (int d = 0; d < digits; d++) {
                fraction.append((char) ('0' + random.nextInt(10)));
            }
            forms.add(date + "T" + time + fraction + offsetText);
            forms.add(time + fraction);
        }
        return forms;
    }

    private static void assertReadsAsTheFormatters(String text) throws IOException {
        assertSame(text, () -> read(text, JsonReading::readLocalDate),
                () -> LocalDate.parse(text, DateTimeFormatter.ISO_LOCAL_DATE));
        assertSame(text, () -> read(text, JsonReading::readLocalTime),
                () -> LocalTime.parse(text, DateTimeFormatter.ISO_LOCAL_TIME));
        assertSame(text, () -> read(text, JsonReading::readLocalDateTime),
                () -> LocalDateTime.parse(text, DateTimeFormatter.ISO_LOCAL_DATE_TIME));
        assertSame(text, () -> read(text, JsonReading::readOffsetDateTime),
                () -> OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME)
                        .withOffsetSameInstant(ZoneOffset.UTC));
        assertSame(text, () -> read(text, JsonReading::readZonedDateTime),
                () -> ZonedDateTime.parse(text, DateTimeFormatter.ISO_ZONED_DATE_TIME)
                        .withZoneSameInstant(ZoneOffset.UTC));
        assertSame(text, () -> read(text, JsonReading::readInstant),
                () -> DateTimeFormatter.ISO_INSTANT.parse(text, Instant::from));
    }

    /** Both give equal values, or both fail with the same message. */
    private static void assertSame(String text, Attempt ours, Attempt formatter) {
        Object expected;
        try {
            expected = formatter.get();
        } catch (RuntimeException e) {
            String message = e.getMessage();
            try {
                Object read = ours.get();
                throw new AssertionError("\"" + text + "\" read as " + read + "; the formatter fails: " + message);
            } catch (RuntimeException | IOException ourFailure) {
                assertThat(ourFailure.getMessage()).as(text).isEqualTo(message);
                return;
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        try {
            assertThat(ours.get()).as(text).isEqualTo(expected);
        } catch (IOException e) {
            throw new AssertionError("\"" + text + "\" fails, the formatter reads " + expected, e);
        }
    }

    private interface Attempt {
        Object get() throws IOException;
    }

    private interface Reader<T> {
        T read(JsonParser parser) throws IOException;
    }

    private interface Writer {
        void write(JsonGenerator generator) throws IOException;
    }

    private static <T> T read(String text, Reader<T> reader) throws IOException {
        StringWriter json = new StringWriter();
        try (JsonGenerator generator = TypegenJson.factory().createGenerator(json)) {
            generator.writeString(text);
        }
        try (JsonParser parser = TypegenJson.factory().createParser(json.toString())) {
            parser.nextToken();
            return reader.read(parser);
        }
    }

    /** The string {@code writer} writes, without its quotes. */
    private static String written(Writer writer) throws IOException {
        StringWriter json = new StringWriter();
        try (JsonGenerator generator = TypegenJson.factory().createGenerator(json)) {
            writer.write(generator);
        }
        String text = json.toString();
        assertThat(text).startsWith("\"").endsWith("\"");
        return text.substring(1, text.length() - 1);
    }

    /** Mostly the years 0000 to 9999; sometimes far outside; nanos of each precision; seconds often zero. */
    private static LocalDateTime randomDateTime(Random random) {
        int year = switch (random.nextInt(10)) {
            case 0 -> -999_999_999 + random.nextInt(1_999_999_999);
            case 1 -> random.nextBoolean() ? random.nextInt(3) : 9_998 + random.nextInt(3);
            default -> 1_900 + random.nextInt(250);
        };
        LocalDate date = LocalDate.ofYearDay(year, 1).plusDays(random.nextInt(366) % LocalDate.of(year, 1, 1)
                .lengthOfYear());
        int nano = switch (random.nextInt(5)) {
            case 0 -> 0;
            case 1 -> random.nextInt(1_000) * 1_000_000;
            case 2 -> random.nextInt(1_000_000) * 1_000;
            case 3 -> random.nextInt(10) * 100_000_000;
            default -> random.nextInt(1_000_000_000);
        };
        int second = random.nextInt(3) == 0 ? 0 : random.nextInt(60);
        return LocalDateTime.of(date, LocalTime.of(random.nextInt(24), random.nextInt(60), second, nano));
    }

    /** UTC often; whole hours, minutes, and offsets with seconds. */
    private static ZoneOffset randomOffset(Random random) {
        return switch (random.nextInt(4)) {
            case 0 -> ZoneOffset.UTC;
            case 1 -> ZoneOffset.ofHours(random.nextInt(37) - 18);
            case 2 -> ZoneOffset.ofTotalSeconds((random.nextInt(35) - 17) * 3600 + random.nextInt(4) * 15 * 60);
            default -> ZoneOffset.ofTotalSeconds(random.nextInt(2 * 18 * 3600 + 1) - 18 * 3600);
        };
    }
}
