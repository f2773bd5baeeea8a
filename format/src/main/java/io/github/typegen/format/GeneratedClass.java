package io.github.typegen.format;

import java.util.List;

/**
 * The classes Typegen generates for an annotated class, and the one rule that names them: in the annotated
 * class's package, a prefix, then a suffix. The prefix is the one chosen by {@code @FlinkType(prefix = ...)}
 * when given, else the class's simple names from the outermost class joined by {@code _}. {@code p.Foo} gets
 * {@code p.FooSerializer}; the member class {@code p.Outer.Foo} gets {@code p.Outer_FooSerializer}; {@code
 * p.Foo} with the prefix {@code FooEvent} gets {@code p.FooEventSerializer}.
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
    FUSED("Fused"),
    /** {@code FooJsonCodec}: the JSON codec, for classes that opt in. */
    JSON_CODEC("JsonCodec");

    private final String suffix;

    GeneratedClass(String suffix) {
        this.suffix = suffix;
    }

    public String suffix() {
        return suffix;
    }

    /**
     * The prefix of the names generated for a class whose simple names, outermost first, are {@code
     * simpleNames}: {@code chosenPrefix} unless it is empty (the default of {@code @FlinkType(prefix)}), else
     * the simple names joined by {@code _}.
     */
    public static String prefix(List<String> simpleNames, String chosenPrefix) {
        return chosenPrefix.isEmpty() ? String.join("_", simpleNames) : chosenPrefix;
    }

    /** The simple name generated for a class whose simple names, outermost first, are {@code simpleNames}. */
    public String simpleName(List<String> simpleNames) {
        return simpleName(simpleNames, "");
    }

    /** The simple name generated for a class of simple names {@code simpleNames} and the chosen prefix. */
    public String simpleName(List<String> simpleNames, String chosenPrefix) {
        return prefix(simpleNames, chosenPrefix) + suffix;
    }

    /**
     * The binary name generated for the class of binary name {@code binaryName} in {@code packageName}:
     * {@code ("p", "p.Outer$Foo")} gives {@code p.Outer_FooSerializer}.
     */
    public String binaryName(String packageName, String binaryName) {
        return binaryName(packageName, binaryName, "");
    }

    /**
     * The binary name generated for the class of binary name {@code binaryName} in {@code packageName}, with
     * the prefix chosen by its {@code @FlinkType(prefix)} (empty for the default): {@code ("p", "p.Foo",
     * "FooEvent")} gives {@code p.FooEventSerializer}.
     */
    public String binaryName(String packageName, String binaryName, String chosenPrefix) {
        String qualifier = packageName.isEmpty() ? "" : packageName + ".";
        if (!binaryName.startsWith(qualifier)) {
            throw new IllegalArgumentException(binaryName + " is not in package " + packageName);
        }
        List<String> simpleNames = List.of(binaryName.substring(qualifier.length()).split("\\$"));
        return qualifier + simpleName(simpleNames, chosenPrefix);
    }
}
