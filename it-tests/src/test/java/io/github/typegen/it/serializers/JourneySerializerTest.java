package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Journey;
import io.github.typegen.it.domain.JourneySerializer;

/** Flink's tuples as fields (Tuple0, Tuple2, Tuple3 holding @FlinkType classes, a list of tuples, Tuple25), nulls. */
class JourneySerializerTest extends GeneratedSerializerTest<Journey> {

    JourneySerializerTest() {
        super(new JourneySerializer(), Journey.class, -1, true);
    }

    @Override
    protected Journey[] getTestData() {
        return TestData.journeys();
    }
}
