package io.github.typegen.sample;

import io.github.typegen.annotations.FlinkType;

/** A line of the tutorial's high-value alerts. */
@FlinkType
public record Alert(String message) {}
