package io.github.typegen.it.serializers;

import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/**
 * A generated serializer through Flink's own {@link SerializerTestBase}, unchanged. Like Flink's own tests
 * of record serializers, types without a no-argument constructor (records, immutable classes, sealed
 * hierarchies) allow {@code createInstance()} to return null; mutable POJOs must create an instance.
 */
abstract class GeneratedSerializerTest<T> extends SerializerTestBase<T> {

    private final TypeSerializer<T> serializer;
    private final Class<T> type;
    private final int length;
    private final boolean nullInstances;

    GeneratedSerializerTest(TypeSerializer<T> serializer, Class<T> type, int length, boolean nullInstances) {
        this.serializer = serializer;
        this.type = type;
        this.length = length;
        this.nullInstances = nullInstances;
    }

    @Override
    protected TypeSerializer<T> createSerializer() {
        return serializer;
    }

    @Override
    protected int getLength() {
        return length;
    }

    @Override
    protected Class<T> getTypeClass() {
        return type;
    }

    @Override
    protected boolean allowNullInstances(TypeSerializer<T> serializer) {
        return nullInstances;
    }
}
