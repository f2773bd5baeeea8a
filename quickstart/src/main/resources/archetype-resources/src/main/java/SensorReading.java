package ${package};

import io.github.typegen.annotations.FlinkType;

/**
 * One temperature reading of a sensor. {@code @FlinkType}: Typegen writes its serializer, snapshot and type
 * information at compile time, and adds Flink's {@code @TypeInfo} to its class file, so that Flink's own type
 * extraction finds them.
 */
@FlinkType
public record SensorReading(String sensorId, long timestamp, double celsius) {}
