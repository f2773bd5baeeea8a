package io.github.typegen.it.domain;

import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;

import io.github.typegen.annotations.FlinkType;

/** A record of the immutable JDK value types beyond the local ones: its serializer is immutable. */
@FlinkType
public record Zones(ZoneId zone, ZoneOffset offset, ZonedDateTime at, OffsetDateTime offsetAt, Period period,
        Year year, YearMonth month) {}
