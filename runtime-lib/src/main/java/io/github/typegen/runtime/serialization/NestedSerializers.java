package io.github.typegen.runtime.serialization;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/**
 * The serializers a generated serializer holds, by name: one per type parameter of a generic {@code @FlinkType}
 * ({@code "T"}), one per use of a generic {@code @FlinkType} in its fields ({@code
 * "com.example.Envelope<com.example.Order>"}), and one per {@code TypeInfoFactory} that Flink's {@code @TypeInfo}
 * hands a field to ({@code "com.example.ProtoInfoFactory"}). Fields of these types are {@link Layout.Delegated} nodes of the
 * same name, and the snapshot nests each serializer's own snapshot under that name.
 */
public final class NestedSerializers {

    private static final NestedSerializers NONE = new NestedSerializers(Map.of());

    private final Map<String, TypeSerializer<?>> serializers;

    private NestedSerializers(Map<String, TypeSerializer<?>> serializers) {
        this.serializers = Collections.unmodifiableMap(serializers);
    }

    /** No nested serializers: the serializer of a class without type parameters or generic fields. */
    public static NestedSerializers none() {
        return NONE;
    }

    /** Name, serializer, name, serializer, ...: the order is the order of the snapshot. */
    public static NestedSerializers of(Object... namesAndSerializers) {
        if (namesAndSerializers.length % 2 != 0) {
            throw new IllegalArgumentException("Expected names and serializers in pairs");
        }
        Map<String, TypeSerializer<?>> serializers = new LinkedHashMap<>();
        for (int i = 0; i < namesAndSerializers.length; i += 2) {
            serializers.put((String) namesAndSerializers[i], (TypeSerializer<?>) namesAndSerializers[i + 1]);
        }
        return new NestedSerializers(serializers);
    }

    static NestedSerializers of(Map<String, TypeSerializer<?>> serializers) {
        return new NestedSerializers(new LinkedHashMap<>(serializers));
    }

    /**
     * The serializer of a field handed to a {@code TypeInfoFactory} by Flink's {@code @TypeInfo} on the field or on
     * its class: the factory's type information, its serializer created with {@code config}.
     *
     * @throws IllegalStateException naming the factory and the type when the factory returns no type information
     */
    public static <T> TypeSerializer<T> fromFactory(TypeInfoFactory<T> factory, Class<T> type, SerializerConfig config) {
        TypeInformation<T> typeInfo = factory.createTypeInfo(type, Map.of());
        if (typeInfo == null) {
            throw new IllegalStateException(factory.getClass().getName() + " returned no type information for "
                    + type.getName());
        }
        return typeInfo.createSerializer(config);
    }

    /** The serializers in snapshot order. */
    public Map<String, TypeSerializer<?>> asMap() {
        return serializers;
    }

    public boolean isEmpty() {
        return serializers.isEmpty();
    }

    /** Whether every nested serializer's values are immutable. */
    boolean allImmutable() {
        return serializers.values().stream().allMatch(TypeSerializer::isImmutableType);
    }

    /**
     * The serializer named {@code name}, typed as the caller needs it: generated code asks for {@code "T"} as a
     * {@code TypeSerializer<T>}.
     *
     * @throws IllegalStateException if there is none of that name
     */
    @SuppressWarnings("unchecked")
    public <S> TypeSerializer<S> get(String name) {
        TypeSerializer<?> serializer = serializers.get(name);
        if (serializer == null) {
            throw new IllegalStateException("No nested serializer " + name + " among " + serializers.keySet());
        }
        return (TypeSerializer<S>) serializer;
    }

    /**
     * The serializer named {@code name}, or a new one from {@code created} when there is none of that name: a
     * field added since the snapshot was taken has no nested snapshot, and reads no old state.
     */
    @SuppressWarnings("unchecked")
    public <S> TypeSerializer<S> get(String name, Supplier<TypeSerializer<S>> created) {
        TypeSerializer<?> serializer = serializers.get(name);
        return serializer == null ? created.get() : (TypeSerializer<S>) serializer;
    }

    /** Duplicates of the serializers ({@link TypeSerializer#duplicate()}); this instance when none is stateful. */
    NestedSerializers duplicate() {
        Map<String, TypeSerializer<?>> duplicates = new LinkedHashMap<>();
        boolean same = true;
        for (Map.Entry<String, TypeSerializer<?>> entry : serializers.entrySet()) {
            TypeSerializer<?> duplicate = entry.getValue().duplicate();
            same &= duplicate == entry.getValue();
            duplicates.put(entry.getKey(), duplicate);
        }
        return same ? this : new NestedSerializers(duplicates);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof NestedSerializers nested && nested.serializers.equals(serializers);
    }

    @Override
    public int hashCode() {
        return serializers.hashCode();
    }

    @Override
    public String toString() {
        return serializers.toString();
    }
}
