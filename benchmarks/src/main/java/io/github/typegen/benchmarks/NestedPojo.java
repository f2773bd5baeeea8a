package io.github.typegen.benchmarks;

import java.util.Arrays;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/**
 * The nested shape, with public fields: a string array and an array of small objects among plain ints
 * and strings (the layout of {@code MyPojo} in Flink's own serializer benchmarks).
 */
@FlinkType
public class NestedPojo {

    public int id;
    public String name;
    public String[] operationNames;
    public Operation[] operations;
    public int otherId1;
    public int otherId2;
    public int otherId3;
    public String note;

    @Override
    public boolean equals(Object o) {
        return o instanceof NestedPojo other
                && id == other.id
                && otherId1 == other.otherId1
                && otherId2 == other.otherId2
                && otherId3 == other.otherId3
                && Objects.equals(name, other.name)
                && Arrays.equals(operationNames, other.operationNames)
                && Arrays.equals(operations, other.operations)
                && Objects.equals(note, other.note);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, name, Arrays.hashCode(operationNames), Arrays.hashCode(operations), otherId1,
                otherId2, otherId3, note);
    }

    @Override
    public String toString() {
        return "NestedPojo{id=" + id + ", name=" + name + ", operationNames=" + Arrays.toString(operationNames)
                + ", operations=" + Arrays.toString(operations) + ", otherIds=" + otherId1 + "/" + otherId2 + "/"
                + otherId3 + ", note=" + note + "}";
    }
}
