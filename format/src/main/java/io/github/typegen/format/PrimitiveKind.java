package io.github.typegen.format;

/** The eight primitive types. Append only: the ordinal is stored in snapshots. */
public enum PrimitiveKind {
    BOOLEAN("boolean", "Boolean", "Boolean", 1),
    BYTE("byte", "Byte", "Byte", 1),
    SHORT("short", "Short", "Short", 2),
    CHAR("char", "Character", "Char", 2),
    INT("int", "Integer", "Int", 4),
    LONG("long", "Long", "Long", 8),
    FLOAT("float", "Float", "Float", 4),
    DOUBLE("double", "Double", "Double", 8);

    private final String keyword;
    private final String boxed;
    private final String ioSuffix;
    private final int bytes;

    PrimitiveKind(String keyword, String boxed, String ioSuffix, int bytes) {
        this.keyword = keyword;
        this.boxed = boxed;
        this.ioSuffix = ioSuffix;
        this.bytes = bytes;
    }

    /** {@code int}. */
    public String keyword() {
        return keyword;
    }

    /** The simple name of the box: {@code Integer}. */
    public String boxed() {
        return boxed;
    }

    /** {@code Int}, for {@code DataOutput.writeInt} and {@code DataInput.readInt}, which write and read it. */
    public String ioSuffix() {
        return ioSuffix;
    }

    /** The serialized size in bytes. */
    public int bytes() {
        return bytes;
    }

    /**
     * Whether Java converts a value of this kind to {@code target} without losing its magnitude: the widening
     * primitive conversions of JLS 5.1.2 ({@code int -> long}, {@code float -> double}, ...).
     */
    public boolean widensTo(PrimitiveKind target) {
        return switch (this) {
            case BYTE -> target == SHORT || target == INT || target == LONG || target == FLOAT || target == DOUBLE;
            case SHORT, CHAR -> target == INT || target == LONG || target == FLOAT || target == DOUBLE;
            case INT -> target == LONG || target == FLOAT || target == DOUBLE;
            case LONG -> target == FLOAT || target == DOUBLE;
            case FLOAT -> target == DOUBLE;
            case BOOLEAN, DOUBLE -> false;
        };
    }

    /** The kind whose {@link #keyword()} is {@code keyword}, or null. */
    public static PrimitiveKind forKeyword(String keyword) {
        for (PrimitiveKind kind : values()) {
            if (kind.keyword.equals(keyword)) {
                return kind;
            }
        }
        return null;
    }
}
