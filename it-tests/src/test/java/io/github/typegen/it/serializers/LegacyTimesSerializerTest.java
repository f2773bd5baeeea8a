package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.LegacyTimes;
import io.github.typegen.it.domain.LegacyTimesSerializer;

/** The JDK date and time types, mutable ones among them, in a POJO. */
class LegacyTimesSerializerTest extends GeneratedSerializerTest<LegacyTimes> {

    LegacyTimesSerializerTest() {
        super(new LegacyTimesSerializer(), LegacyTimes.class, -1, false);
    }

    @Override
    protected LegacyTimes[] getTestData() {
        return TestData.legacyTimes();
    }
}
