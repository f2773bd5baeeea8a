package io.github.typegen.it.pipeline;

import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** Running statistics of one sensor, kept in keyed state: a mutable POJO. */
@FlinkType
public class Tally {

    private String sensor;
    private long count;
    private double max;

    public Tally() {}

    public Tally(String sensor, long count, double max) {
        this.sensor = sensor;
        this.count = count;
        this.max = max;
    }

    public String getSensor() {
        return sensor;
    }

    public void setSensor(String sensor) {
        this.sensor = sensor;
    }

    public long getCount() {
        return count;
    }

    public void setCount(long count) {
        this.count = count;
    }

    public double getMax() {
        return max;
    }

    public void setMax(double max) {
        this.max = max;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tally t && Objects.equals(sensor, t.sensor) && count == t.count && max == t.max;
    }

    @Override
    public int hashCode() {
        return Objects.hash(sensor, count, max);
    }

    @Override
    public String toString() {
        return "Tally[" + sensor + ", " + count + ", " + max + "]";
    }
}
