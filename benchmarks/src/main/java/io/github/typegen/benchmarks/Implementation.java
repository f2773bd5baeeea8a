package io.github.typegen.benchmarks;

/** The serializers compared on every {@link Shape}. */
public enum Implementation {

    /** Typegen's generated {@code FooSerializer}. */
    GENERATED("generated"),

    /** The serializer an engineer writes by hand for the class ({@code FooHandSerializer}). */
    HAND_WRITTEN("hand-written"),

    /** Flink's reflective {@code PojoSerializer}, as {@code TypeInformation.of(Foo.class)} gives it. */
    POJO("PojoSerializer"),

    /** Flink's Kryo fallback, as {@code GenericTypeInfo} gives it. */
    KRYO("Kryo"),

    /** Apache Fory in its fastest configuration, on its own buffers ({@link ForySubject}). */
    FORY("Fory");

    private final String label;

    Implementation(String label) {
        this.label = label;
    }

    /** The name used in reports. */
    public String label() {
        return label;
    }
}
