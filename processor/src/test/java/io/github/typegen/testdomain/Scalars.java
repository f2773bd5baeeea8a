package io.github.typegen.testdomain;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.UUID;

import io.github.typegen.annotations.FlinkType;

/** A record of every primitive, box, String, enum and value type. */
@FlinkType
public record Scalars(
        boolean flag,
        byte tiny,
        short small,
        char letter,
        int count,
        long big,
        float ratio,
        double amount,
        Boolean boxedFlag,
        Byte boxedTiny,
        Short boxedSmall,
        Character boxedLetter,
        Integer boxedCount,
        Long boxedBig,
        Float boxedRatio,
        Double boxedAmount,
        String text,
        Tier tier,
        Operation operation,
        BigDecimal price,
        BigInteger serial,
        UUID id,
        Instant at,
        LocalDate day,
        LocalTime time,
        LocalDateTime dateTime,
        Duration elapsed) {}
