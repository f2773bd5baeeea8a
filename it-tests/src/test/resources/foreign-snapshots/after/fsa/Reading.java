package fsa;

import io.github.typegen.annotations.FlinkType;

import java.util.List;

/** A record: PojoSerializer writes it, and builds it back through the canonical constructor. */
@FlinkType
public record Reading(String sensor, long timestamp, double value, List<Integer> samples) {}
