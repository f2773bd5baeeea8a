package adopt;

/** A record: unannotated, Flink gives it a PojoSerializer that builds it through the canonical constructor. */
public record Reading(String sensor, double value, long at) {}
