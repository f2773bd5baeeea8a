package io.github.typegen.it.table;

import io.github.typegen.annotations.FlinkType;

/** A name and a score: the rows of the page's changelog examples. */
@FlinkType
public record NameScore(String name, Integer score) {}
