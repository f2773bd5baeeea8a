package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Endpoint;
import io.github.typegen.it.domain.EndpointSerializer;

/** The JDK value classes Flink has no serializer for, in a record; a {@code BitSet} makes it mutable. */
class EndpointSerializerTest extends GeneratedSerializerTest<Endpoint> {

    EndpointSerializerTest() {
        super(new EndpointSerializer(), Endpoint.class, -1, true);
    }

    @Override
    protected Endpoint[] getTestData() {
        return TestData.endpoints();
    }
}
