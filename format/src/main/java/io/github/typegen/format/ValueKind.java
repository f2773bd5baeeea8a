package io.github.typegen.format;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.UUID;

/**
 * Immutable value classes written by a pair of {@code Codecs} methods, {@code write<codecSuffix>} and {@code
 * read<codecSuffix>}; the readers of variable-length values also take the location for error messages.
 * Append only: the ordinal is stored in snapshots.
 */
public enum ValueKind {
    BIG_DECIMAL(BigDecimal.class, "BigDecimal", true),
    BIG_INTEGER(BigInteger.class, "BigInteger", true),
    UUID_(UUID.class, "Uuid", false),
    INSTANT(Instant.class, "Instant", false),
    LOCAL_DATE(LocalDate.class, "LocalDate", false),
    LOCAL_TIME(LocalTime.class, "LocalTime", false),
    LOCAL_DATE_TIME(LocalDateTime.class, "LocalDateTime", false),
    DURATION(Duration.class, "Duration", false);

    private final Class<?> type;
    private final String codecSuffix;
    private final boolean readerTakesLocation;

    ValueKind(Class<?> type, String codecSuffix, boolean readerTakesLocation) {
        this.type = type;
        this.codecSuffix = codecSuffix;
        this.readerTakesLocation = readerTakesLocation;
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
