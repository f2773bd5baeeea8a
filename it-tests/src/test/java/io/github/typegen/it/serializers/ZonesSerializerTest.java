package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Zones;
import io.github.typegen.it.domain.ZonesSerializer;

/** The immutable JDK value types in a record. */
class ZonesSerializerTest extends GeneratedSerializerTest<Zones> {

    ZonesSerializerTest() {
        super(new ZonesSerializer(), Zones.class, -1, true);
    }

    @Override
    protected Zones[] getTestData() {
        return TestData.zones();
    }
}
