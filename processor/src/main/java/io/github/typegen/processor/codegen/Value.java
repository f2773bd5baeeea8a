package io.github.typegen.processor.codegen;

import com.squareup.javapoet.CodeBlock;

/**
 * A Java expression holding a SQL value: a primitive for a {@code NOT NULL} number or boolean (never null),
 * else a reference that is null for {@code NULL}. Either a local, a constant or a side-effect-free
 * expression over them, so it can be read twice.
 */
record Value(CodeBlock code, Type type, Kind kind, Origin origin) {
    Value(CodeBlock code, Type type) {
        this(code, type, Kind.COMPUTED, Origin.UNKNOWN);
    }

    Value(CodeBlock code, Type type, Kind kind) {
        this(code, type, kind, Origin.UNKNOWN);
    }

    Value withOrigin(Origin origin) {
        return new Value(code, type, kind, origin);
    }

    boolean isPrimitive() {
        return type.javaType().isPrimitive();
    }

    /** Whether the value may be null at run time: a reference that is not a constant. */
    boolean mayBeNull() {
        return !isPrimitive() && kind == Kind.COMPUTED;
    }
}
