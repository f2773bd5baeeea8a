package io.github.typegen.processor.codegen;

/**
 * How Flink's runtime holds a string value, which decides how it orders two of them: a {@code BinaryStringData}
 * made from a Java string keeps it, and two such compare as Java strings (UTF-16 order); any other compares by
 * its UTF-8 bytes (code point order). The two orders differ only between a character above U+FFFF and one in
 * U+E000-U+FFFF.
 */
enum Origin {
    /** Made from a Java string: a constant, a number as text, a Java string function's result. */
    JAVA,
    /** Made from bytes: a concatenation, a string cut or padded by a cast. */
    BINARY,
    /**
     * An input column as read: made from a Java string in a row {@code toRowData} wrote (object reuse on), from
     * bytes in a row Flink deserialized or wrote in its binary format (object reuse off, a network exchange),
     * and decoded into a Java string by some functions before others read it.
     */
    COLUMN,
    /** Either, depending on the value: string order on it is not written as Java. */
    UNKNOWN
}
