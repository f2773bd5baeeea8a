package io.github.typegen.it.domain;

import java.util.List;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/**
 * An immutable class registered through {@code pipeline.serialization-config} in the tests. Flink's type
 * extraction registers factories in one JVM-wide map that refuses a second registration of the same class,
 * so no other test registers this one.
 */
@FlinkType
public final class Parcel {

    public final String id;
    public final List<Double> dimensions;

    public Parcel(String id, List<Double> dimensions) {
        this.id = id;
        this.dimensions = dimensions;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Parcel p && Objects.equals(id, p.id) && Objects.equals(dimensions, p.dimensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, dimensions);
    }

    @Override
    public String toString() {
        return "Parcel{" + id + ", " + dimensions + "}";
    }
}
