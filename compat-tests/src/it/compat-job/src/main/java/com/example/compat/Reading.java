package com.example.compat;

import io.github.typegen.annotations.FlinkType;

/** A sensor's reading at an event time. */
@FlinkType
public record Reading(String sensor, long time, double celsius) {}
