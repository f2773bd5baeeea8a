package ${package};

import io.github.typegen.annotations.FlinkType;

/**
 * One temperature reading of a sensor. {@code @FlinkType}: Typegen writes its serializer, snapshot and type
 * information at compile time, and the weave goal lets Flink's own type extraction find them.
 */
@FlinkType
public record SensorReading(String sensorId, long timestamp, double celsius) {}
