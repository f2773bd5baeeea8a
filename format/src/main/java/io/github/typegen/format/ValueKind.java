package io.github.typegen.format;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.URI;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.BitSet;
import java.util.Currency;
import java.util.Date;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Value classes written by a pair of {@code Codecs} methods, {@code write<codecSuffix>} and {@code
 * read<codecSuffix>}; the readers of variable-length values also take the location for error messages. Most
 * are immutable; the {@link #mutable()} ones ({@code java.util.Date}, the {@code java.sql} types, {@code BitSet}) are
 * copied by {@code Codecs.copy<codecSuffix>}. Append only: the ordinal is stored in snapshots.
 */
public enum ValueKind {
    BIG_DECIMAL(BigDecimal.class, "BigDecimal", true),
    BIG_INTEGER(BigInteger.class, "BigInteger", true),
    UUID_(UUID.class, "Uuid", false),
    INSTANT(Instant.class, "Instant", false),
    LOCAL_DATE(LocalDate.class, "LocalDate", false),
    LOCAL_TIME(LocalTime.class, "LocalTime", false),
    LOCAL_DATE_TIME(LocalDateTime.class, "LocalDateTime", false),
    DURATION(Duration.class, "Duration", false),
    /** {@code java.util.Date}: mutable. */
    DATE(Date.class, "Date", false, true),
    /** {@code java.sql.Date}: mutable. */
    SQL_DATE(java.sql.Date.class, "SqlDate", false, true),
    /** {@code java.sql.Time}: mutable. */
    SQL_TIME(java.sql.Time.class, "SqlTime", false, true),
    /** {@code java.sql.Timestamp}, with its nanoseconds: mutable. */
    SQL_TIMESTAMP(java.sql.Timestamp.class, "SqlTimestamp", false, true),
    OFFSET_DATE_TIME(OffsetDateTime.class, "OffsetDateTime", false),
    /** Its local date-time, offset and zone id, so a region zone reads back as that region. */
    ZONED_DATE_TIME(ZonedDateTime.class, "ZonedDateTime", true),
    /** By id: a {@code ZoneOffset} reads back as a {@code ZoneOffset}, a region as a region. */
    ZONE_ID(ZoneId.class, "ZoneId", true),
    ZONE_OFFSET(ZoneOffset.class, "ZoneOffset", false),
    PERIOD(Period.class, "Period", false),
    YEAR(Year.class, "Year", false),
    YEAR_MONTH(YearMonth.class, "YearMonth", false),
    /** By its ISO 4217 code. */
    CURRENCY(Currency.class, "Currency", true),
    /**
     * By its IETF BCP 47 language tag ({@code toLanguageTag}, {@code forLanguageTag}): a locale made of
     * ill-formed parts, which a tag cannot hold, reads back without them.
     */
    LOCALE(Locale.class, "Locale", true),
    /** By its text ({@code toString}). */
    URI_(URI.class, "Uri", true),
    /** By its text ({@code toExternalForm}); its stream handler is the default one of its protocol again. */
    URL_(URL.class, "Url", true),
    /** By its 4 or 16 address bytes: no host name, no IPv6 scope; reading never asks a name service. */
    INET_ADDRESS(InetAddress.class, "InetAddress", true),
    /** By its words ({@code toLongArray}): mutable. */
    BIT_SET(BitSet.class, "BitSet", true, true),
    /** A presence flag, then the {@code int}. */
    OPTIONAL_INT(OptionalInt.class, "OptionalInt", false),
    /** A presence flag, then the {@code long}. */
    OPTIONAL_LONG(OptionalLong.class, "OptionalLong", false),
    /** A presence flag, then the {@code double}. */
    OPTIONAL_DOUBLE(OptionalDouble.class, "OptionalDouble", false),
    /** Its pattern text, then its flags: compiled again when read. */
    PATTERN(Pattern.class, "Pattern", true);

    private final Class<?> type;
    private final String codecSuffix;
    private final boolean readerTakesLocation;
    private final boolean mutable;

    ValueKind(Class<?> type, String codecSuffix, boolean readerTakesLocation) {
        this(type, codecSuffix, readerTakesLocation, false);
    }

    ValueKind(Class<?> type, String codecSuffix, boolean readerTakesLocation, boolean mutable) {
        this.type = type;
        this.codecSuffix = codecSuffix;
        this.readerTakesLocation = readerTakesLocation;
        this.mutable = mutable;
    }

    public Class<?> type() {
        return type;
    }

    /** {@code Instant}, for {@code Codecs.writeInstant} and {@code Codecs.readInstant}. */
    public String codecSuffix() {
        return codecSuffix;
    }

    /** Whether the reader takes a location to name in errors: it reads a length that may be corrupt. */
    public boolean readerTakesLocation() {
        return readerTakesLocation;
    }

    /**
     * Whether a value can change after it was made ({@code Date.setTime}, {@code Timestamp.setNanos}): a copy
     * creates a new instance, and a class holding one is not immutable.
     */
    public boolean mutable() {
        return mutable;
    }

    /** The kind of the class named {@code qualifiedName}, or null. */
    public static ValueKind forName(String qualifiedName) {
        for (ValueKind kind : values()) {
            if (kind.type.getName().equals(qualifiedName)) {
                return kind;
            }
        }
        return null;
    }
}
