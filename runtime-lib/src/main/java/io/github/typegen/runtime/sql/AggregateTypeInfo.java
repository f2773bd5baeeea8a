package io.github.typegen.runtime.sql;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/**
 * The base of the type information of a fused aggregation's generated group key and accumulator: a type Flink sees
 * as one field, with its generated serializer, named by the class's {@code @TypeInfo} so that Flink's type
 * extraction, and Typegen's Kryo check, find it. Two are equal when they are of the same class.
 *
 * @param <K> the group key or the accumulator
 */
public abstract class AggregateTypeInfo<K> extends TypeInformation<K> {

    private static final long serialVersionUID = 1L;

    private final Class<K> type;
    private final TypeSerializer<K> serializer;
    private final boolean keyType;

    /**
     * The type information of {@code type}, whose values {@code serializer} (stateless) writes; a key type when
     * {@code keyType} (the group key, which defines {@code equals} and {@code hashCode}).
     */
    protected AggregateTypeInfo(Class<K> type, TypeSerializer<K> serializer, boolean keyType) {
        this.type = type;
        this.serializer = serializer;
        this.keyType = keyType;
    }

    @Override
    public final boolean isBasicType() {
        return false;
    }

    @Override
    public final boolean isTupleType() {
        return false;
    }

    @Override
    public final int getArity() {
        return 1;
    }

    @Override
    public final int getTotalFields() {
        return 1;
    }

    @Override
    public final boolean isKeyType() {
        return keyType;
    }

    @Override
    public final Class<K> getTypeClass() {
        return type;
    }

    @Override
    public final TypeSerializer<K> createSerializer(SerializerConfig config) {
        return serializer;
    }

    /**
     * The key's serializer, for Flink 1.20, where this form is abstract in {@link TypeInformation} (Flink 2.0 removed
     * it): one set of classes runs on both lines.
     */
    public final TypeSerializer<K> createSerializer(ExecutionConfig config) {
        return serializer;
    }

    @Override
    public final String toString() {
        return type.getSimpleName();
    }

    @Override
    public final boolean equals(Object object) {
        return object != null && object.getClass() == getClass();
    }

    @Override
    public final int hashCode() {
        return getClass().hashCode();
    }

    @Override
    public final boolean canEqual(Object object) {
        return object != null && object.getClass() == getClass();
    }
}
