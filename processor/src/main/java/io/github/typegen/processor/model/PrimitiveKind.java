package io.github.typegen.processor.model;

import javax.lang.model.type.TypeKind;

import com.squareup.javapoet.TypeName;

/** The eight primitive types, with the {@code DataOutput} method suffix that writes each. */
public enum PrimitiveKind {
    BOOLEAN(TypeName.BOOLEAN, "Boolean", 1),
    BYTE(TypeName.BYTE, "Byte", 1),
    SHORT(TypeName.SHORT, "Short", 2),
    CHAR(TypeName.CHAR, "Char", 2),
    INT(TypeName.INT, "Int", 4),
    LONG(TypeName.LONG, "Long", 8),
    FLOAT(TypeName.FLOAT, "Float", 4),
    DOUBLE(TypeName.DOUBLE, "Double", 8);

    private final TypeName primitive;
    private final String ioSuffix;
    private final int bytes;

    PrimitiveKind(TypeName primitive, String ioSuffix, int bytes) {
        this.primitive = primitive;
        this.ioSuffix = ioSuffix;
        this.bytes = bytes;
    }

    public TypeName primitive() {
        return primitive;
    }

    /** {@code Int} for {@code writeInt}/{@code readInt}. */
    public String ioSuffix() {
        return ioSuffix;
    }

    /** The serialized size in bytes. */
    public int bytes() {
        return bytes;
    }

    public String keyword() {
        return primitive.toString();
    }

    public static PrimitiveKind of(TypeKind kind) {
        return valueOf(kind.name());
    }
}
