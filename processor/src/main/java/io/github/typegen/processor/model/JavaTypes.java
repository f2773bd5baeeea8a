package io.github.typegen.processor.model;

import com.squareup.javapoet.TypeName;

import io.github.typegen.format.PrimitiveKind;

/** How generated code spells the types of the serialized form's kinds. */
public final class JavaTypes {

    private JavaTypes() {}

    /** {@code int} for {@link PrimitiveKind#INT}. */
    public static TypeName primitive(PrimitiveKind kind) {
        return switch (kind) {
            case BOOLEAN -> TypeName.BOOLEAN;
            case BYTE -> TypeName.BYTE;
            case SHORT -> TypeName.SHORT;
            case CHAR -> TypeName.CHAR;
            case INT -> TypeName.INT;
            case LONG -> TypeName.LONG;
            case FLOAT -> TypeName.FLOAT;
            case DOUBLE -> TypeName.DOUBLE;
        };
    }

    /** {@code Integer} for {@link PrimitiveKind#INT}. */
    public static TypeName boxed(PrimitiveKind kind) {
        return primitive(kind).box();
    }
}
