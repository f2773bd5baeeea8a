package io.github.typegen.it.sql;

import java.math.BigDecimal;
import java.time.LocalDateTime;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/**
 * A sensor's reading: a nullable key, nullable values of several types, and a rowtime whose watermarks are the
 * stream's own ({@code SOURCE_WATERMARK()}), which both a fused window aggregation and Flink's Table runtime read.
 */
@FlinkType
public record Reading(String sensor, int id, Integer celsius, Long count, Double level,
        @Column(type = "DECIMAL(10, 2)") BigDecimal price, @RowTime LocalDateTime ts) {}
