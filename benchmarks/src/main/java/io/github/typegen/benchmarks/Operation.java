package io.github.typegen.benchmarks;

import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** The small element of {@link NestedPojo#operations}. */
@FlinkType
public class Operation {

    public int id;
    public String name;

    public Operation() {}

    public Operation(int id, String name) {
        this.id = id;
        this.name = name;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Operation other && id == other.id && Objects.equals(name, other.name);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, name);
    }

    @Override
    public String toString() {
        return "Operation{id=" + id + ", name=" + name + "}";
    }
}
