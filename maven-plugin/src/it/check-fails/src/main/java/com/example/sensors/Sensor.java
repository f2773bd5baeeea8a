package com.example.sensors;

/** Final fields and no setters, and not @FlinkType: Flink would serialize it with Kryo. */
public final class Sensor {
    private final String id;
    private final double celsius;

    public Sensor(String id, double celsius) {
        this.id = id;
        this.celsius = celsius;
    }

    public String id() {
        return id;
    }

    public double celsius() {
        return celsius;
    }
}
