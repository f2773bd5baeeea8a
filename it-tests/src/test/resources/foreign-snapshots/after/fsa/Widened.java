package fsa;

import io.github.typegen.annotations.FlinkType;

/** Widened where the record constructor widens (int to long, float to double), and boxed (int to Integer). */
@FlinkType
public record Widened(String id, long count, double ratio, Integer boxed) {}
