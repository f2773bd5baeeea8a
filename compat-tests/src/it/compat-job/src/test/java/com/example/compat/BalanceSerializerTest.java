package com.example.compat;

import java.util.Map;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;

import io.github.typegen.runtime.Typegen;

/** The generated serializer of a mutable POJO through this Flink line's own SerializerTestBase. */
class BalanceSerializerTest extends SerializerTestBase<Balance> {

    @Override
    protected TypeSerializer<Balance> createSerializer() {
        return Typegen.typeInfo(Balance.class).createSerializer(new SerializerConfigImpl());
    }

    @Override
    protected int getLength() {
        return -1;
    }

    @Override
    protected Class<Balance> getTypeClass() {
        return Balance.class;
    }

    @Override
    protected Balance[] getTestData() {
        return new Balance[] {
            new Balance("a", 1, Map.of("card", 1L)),
            new Balance("b", 0, Map.of()),
            new Balance(null, -3, Map.of("card", 2L, "wire", -5L)),
        };
    }
}
