package io.github.typegen.sample;

import io.github.typegen.annotations.FlinkType;

/** A row of the interval join's result: the user's name and the order's amount. */
@FlinkType
public record NameAmount(String name, Integer amount) {}
