package io.github.typegen.testdomain;

import java.util.Arrays;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** A record of every primitive array type. */
@FlinkType
public record PrimitiveArrays(
        boolean[] flags,
        byte[] bytes,
        short[] shorts,
        char[] chars,
        int[] ints,
        long[] longs,
        float[] floats,
        double[] doubles) {

    @Override
    public boolean equals(Object o) {
        return o instanceof PrimitiveArrays other
                && Arrays.equals(flags, other.flags)
                && Arrays.equals(bytes, other.bytes)
                && Arrays.equals(shorts, other.shorts)
                && Arrays.equals(chars, other.chars)
                && Arrays.equals(ints, other.ints)
                && Arrays.equals(longs, other.longs)
                && Arrays.equals(floats, other.floats)
                && Arrays.equals(doubles, other.doubles);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(ints), Arrays.hashCode(bytes));
    }

    @Override
    public String toString() {
        return "PrimitiveArrays[ints=" + Arrays.toString(ints) + ", bytes=" + Arrays.toString(bytes) + ", ...]";
    }
}
