package com.example.compat;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** A sensor's readings in a ten-second window of event time. */
@FlinkType
public record TickWindow(String sensor, LocalDateTime windowEnd, long readings, double highest) {}
