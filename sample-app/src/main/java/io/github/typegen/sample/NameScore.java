package io.github.typegen.sample;

import io.github.typegen.annotations.FlinkType;

/** A name and a score: the rows of the DataStream API integration page's changelog example. */
@FlinkType
public record NameScore(String name, Integer score) {}
