package com.example.compat;

import io.github.typegen.annotations.FlinkType;

/** The highest reading of a sensor in the event-time window that ends at {@code windowEnd}. */
@FlinkType
public record Peak(String sensor, long windowEnd, double celsius, int readings) {}
