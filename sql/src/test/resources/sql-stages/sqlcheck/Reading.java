package sqlcheck;

import io.github.typegen.annotations.FlinkType;

/** A query input: nullable and NOT NULL columns, a nested row, a column named by a reserved word. */
@FlinkType
public record Reading(String sensor, double celsius, Double humidity, int count, Place place) {}
