package io.github.typegen.runtime.serialization;

/**
 * How a generated serializer writes and reads its {@code String} values (fields, elements, map keys, array
 * components): chosen when the serializer is built, and recorded by the version of its snapshot.
 */
public enum StringEncoding {

    /**
     * Flink's {@code StringValue} format, written by snapshot version 2 and earlier: a var-int of the length plus
     * one, then each char as a var-int. A serializer restored from such a snapshot, whose layout is unchanged, keeps
     * it: its bytes (keys above all) stay those of the savepoint.
     */
    STRING_VALUE,

    /**
     * The encoding of snapshot version 3 ({@link Strings}): a header of length and coder, then Latin-1 bytes copied
     * in bulk, or UTF-8.
     */
    COMPACT
}
