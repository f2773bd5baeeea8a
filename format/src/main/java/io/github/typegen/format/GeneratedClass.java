package io.github.typegen.format;

import java.util.List;

/**
 * The classes Typegen generates for an annotated class, and the one rule that names them: in the annotated
 * class's package, its simple names from the outermost class joined by {@code _}, then a suffix. {@code
 * p.Foo} gets {@code p.FooSerializer}; the member class {@code p.Outer.Foo} gets {@code
 * p.Outer_FooSerializer}.
 */
public enum GeneratedClass {
    /** {@code FooTypeInfo}: the {@code TypeInformation}. */
    TYPE_INFO("TypeInfo"),
    /** {@code FooTypeInfoFactory}: the {@code TypeInfoFactory}, for {@code @TypeInfo}. */
    TYPE_INFO_FACTORY("TypeInfoFactory"),
    /** {@code FooSerializer}: the {@code TypeSerializer}. */
    SERIALIZER("Serializer"),
    /** {@code FooSerializerSnapshot}: the serializer's snapshot. */
    SERIALIZER_SNAPSHOT("SerializerSnapshot"),
    /** {@code FooSchema}: the Table API schema and converters. */
    SCHEMA("Schema"),
    /** {@code FooFused}: the fused operators of a {@code @Pipeline} class. */
    FUSED("Fused");

    private final String suffix;

    GeneratedClass(String suffix) {
        this.suffix = suffix;
    }

    public String suffix() {
        return suffix;
    }

    /** The simple name generated for a class whose simple names, outermost first, are {@code simpleNames}. */
    public String simpleName(List<String> simpleNames) {
        return String.join("_", simpleNames) + suffix;
    }

    /**
     * The binary name generated for the class of binary name {@code binaryName} in {@code packageName}:
     * {@code ("p", "p.Outer$Foo")} gives {@code p.Outer_FooSerializer}.
     */
    public String binaryName(String packageName, String binaryName) {
        String prefix = packageName.isEmpty() ? "" : packageName + ".";
        if (!binaryName.startsWith(prefix)) {
            throw new IllegalArgumentException(binaryName + " is not in package " + packageName);
        }
        return prefix + simpleName(List.of(binaryName.substring(prefix.length()).split("\\$")));
    }
}
