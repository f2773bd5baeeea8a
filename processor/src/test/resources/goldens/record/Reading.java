package golden;

import io.github.typegen.annotations.FlinkType;

/** A small record: a nullable String and two primitives. */
@FlinkType
public record Reading(String sensorId, long timestamp, double value) {}
