package io.github.typegen.format;

/**
 * The rules of the serialized form of a class that are not a kind: the null mask and the tags.
 *
 * <p>A class is written as its null masks, then every non-null field in declaration order. The masks hold
 * one bit per nullable field ({@link NodeKind#nullable()}), the n-th nullable field at bit {@code n % 64} of
 * mask {@code n / 64}. Every mask but the last is a {@code long}; the last is written in as few bytes of 1,
 * 2, 4 or 8 as hold its bits ({@link #maskBits}). A sealed type is written as a tag, the permitted subtype's
 * index in declaration order, as a variable-length int, then the subtype's own form.
 */
public final class WireFormat {

    /** The bits of one null mask, at most. */
    public static final int BITS_PER_MASK = 64;

    /**
     * The most elements a tuple ({@link NodeKind#TUPLE}) has: Flink's widest tuple class is {@code Tuple25}. A
     * snapshot's tuple node with more is corrupt.
     */
    public static final int MAX_TUPLE_ARITY = 25;

    private WireFormat() {}

    /** How many masks a class with {@code nullableFields} nullable fields writes: 0 when it has none. */
    public static int maskCount(int nullableFields) {
        return (nullableFields + BITS_PER_MASK - 1) / BITS_PER_MASK;
    }

    /** The mask that holds the bit of the {@code index}-th nullable field. */
    public static int maskOf(int index) {
        return index / BITS_PER_MASK;
    }

    /** The bit, within its mask, of the {@code index}-th nullable field. */
    public static int bitOf(int index) {
        return index % BITS_PER_MASK;
    }

    /** The width of mask {@code mask} of a class with {@code nullableFields} nullable fields: 8, 16, 32 or 64. */
    public static int maskBits(int nullableFields, int mask) {
        int bits = mask < maskCount(nullableFields) - 1 ? BITS_PER_MASK : nullableFields - BITS_PER_MASK * mask;
        return bits <= 8 ? 8 : bits <= 16 ? 16 : bits <= 32 ? 32 : 64;
    }
}
