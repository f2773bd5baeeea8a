package io.github.typegen.it.sql;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/**
 * The input of the fused date and time queries' differential tests: a column of each date and time type, all
 * nullable.
 *
 * @param id a unique id, to match the results of the two paths
 * @param birthday a {@code DATE}
 * @param alarm a {@code TIME(9)}, which a row holds to the millisecond
 * @param stamp a {@code TIMESTAMP(9)}
 * @param milli a {@code TIMESTAMP(3)}, which a query sees to the millisecond
 * @param instant a {@code TIMESTAMP_LTZ(9)}
 * @param expiry another {@code TIMESTAMP_LTZ(9)}
 */
@FlinkType
public record Moment(long id, LocalDate birthday, LocalTime alarm, LocalDateTime stamp,
        @Column(type = "TIMESTAMP(3)") LocalDateTime milli, Instant instant, Instant expiry) {}
