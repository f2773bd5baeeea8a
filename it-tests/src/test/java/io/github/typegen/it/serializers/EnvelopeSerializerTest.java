package io.github.typegen.it.serializers;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;

import io.github.typegen.it.domain.Envelope;
import io.github.typegen.it.domain.EnvelopeTypeInfo;
import io.github.typegen.it.domain.Order;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.serialization.TypegenSerializer;

/** A generic record, {@code Envelope<Order>}: its serializer built by its type information from Order's. */
class EnvelopeSerializerTest extends GeneratedSerializerTest<Envelope<Order>> {

    EnvelopeSerializerTest() {
        super(new EnvelopeTypeInfo<>(Typegen.typeInfo(Order.class)).createSerializer(new SerializerConfigImpl()),
                TypegenSerializer.classOf(Envelope.class), -1, true);
    }

    @Override
    protected Envelope<Order>[] getTestData() {
        return envelopes();
    }

    @SuppressWarnings("unchecked")
    static Envelope<Order>[] envelopes() {
        List<Order> trail = new ArrayList<>(Arrays.asList(TestData.fullOrder(2), null, TestData.fullOrder(3)));
        return new Envelope[] {
            new Envelope<>("e-1", TestData.fullOrder(1), trail),
            new Envelope<>("e-2", null, new ArrayList<>()),
            new Envelope<>(null, TestData.orders()[0], null),
        };
    }
}
