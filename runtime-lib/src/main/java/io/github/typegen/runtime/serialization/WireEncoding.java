package io.github.typegen.runtime.serialization;

/**
 * How a generated serializer writes and reads its {@code String} values and its {@code int} values (fields,
 * elements, map keys and values, tuple elements, {@code Optional} contents): chosen when the serializer is built,
 * and recorded by the version of its snapshot ({@link #snapshotVersion()}). Each state keeps the changes of the
 * one before it.
 *
 * <p>What every state writes alike: the {@code int}s of a primitive array ({@code int[]}, in bulk), {@code long}s
 * and the other primitives, the {@code int}s inside value types ({@code Instant} nanos, {@code LocalDate} year,
 * {@code OptionalInt}, ...), the strings inside value types ({@code StringValue} format), null masks, and the
 * var-int lengths, ordinals and tags.
 */
public enum WireEncoding {

    /**
     * Snapshot version 2 and earlier: strings in Flink's {@code StringValue} format (a var-int of the length plus
     * one, then each char as a var-int), {@code int}s in four bytes, big-endian. A serializer restored from such a
     * snapshot, whose layout is unchanged, keeps it: its bytes (keys above all) stay those of the savepoint.
     */
    STRING_VALUE(2),

    /**
     * Snapshot version 3: strings in the compact encoding of {@link Strings} (a header of length and coder, then
     * Latin-1 bytes copied in bulk, or UTF-8), {@code int}s in four bytes, big-endian.
     */
    COMPACT_STRINGS(3),

    /**
     * Snapshot version 4, the current one: compact strings as {@link #COMPACT_STRINGS}, and {@code int}s as
     * zig-zag var-ints of 1 to 5 bytes ({@link Codecs#writeVarInt}, protobuf's {@code sint32}).
     */
    VAR_INTS(4);

    private final int snapshotVersion;

    WireEncoding(int snapshotVersion) {
        this.snapshotVersion = snapshotVersion;
    }

    /** The version of the snapshots of a serializer writing in this encoding. */
    public int snapshotVersion() {
        return snapshotVersion;
    }

    /** Whether strings are written by {@link Strings} rather than in Flink's {@code StringValue} format. */
    public boolean compactStrings() {
        return this != STRING_VALUE;
    }

    /** Whether {@code int}s are zig-zag var-ints rather than four bytes. */
    public boolean varInts() {
        return this == VAR_INTS;
    }

    /** The encoding of a snapshot of version {@code version}, or null for a version no build of Typegen wrote so. */
    static WireEncoding ofSnapshotVersion(int version) {
        for (WireEncoding encoding : values()) {
            if (encoding.snapshotVersion == version) {
                return encoding;
            }
        }
        return null;
    }
}
