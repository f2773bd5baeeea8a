package io.github.typegen.sample;

import io.github.typegen.annotations.FlinkType;

/** The one-column rows of the DataStream API integration page's first example ("Alice", "Bob", "John"). */
@FlinkType
public record Name(String name) {}
