package com.example.compat;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/** A sensor's reading at an event time, its rowtime, whose watermarks are the stream's own. */
@FlinkType
public record Tick(String sensor, @RowTime LocalDateTime ts, double celsius) {}
