package com.example.compat;

import java.util.List;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;

import io.github.typegen.runtime.Typegen;

/** The generated serializer of a record through this Flink line's own SerializerTestBase. */
class TransferSerializerTest extends SerializerTestBase<Transfer> {

    @Override
    protected TypeSerializer<Transfer> createSerializer() {
        return Typegen.typeInfo(Transfer.class).createSerializer(new SerializerConfigImpl());
    }

    @Override
    protected int getLength() {
        return -1;
    }

    @Override
    protected Class<Transfer> getTypeClass() {
        return Transfer.class;
    }

    /** A record has no instance before its fields are read, as with Flink's own record serializer. */
    @Override
    protected boolean allowNullInstances(TypeSerializer<Transfer> serializer) {
        return true;
    }

    @Override
    protected Transfer[] getTestData() {
        return new Transfer[] {
            new Transfer("a", 1, new Channel.Card("42"), List.of("x", "y")),
            new Transfer("b", -7, new Channel.Wire("DE1", null), List.of()),
            new Transfer(null, Long.MAX_VALUE, null, null),
        };
    }
}
