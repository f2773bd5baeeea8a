package adopt;

import io.github.typegen.annotations.FlinkType;

/** A record: unannotated, Flink gives it a PojoSerializer that builds it through the canonical constructor. */
@FlinkType
public record Reading(String sensor, double value, long at) {}
