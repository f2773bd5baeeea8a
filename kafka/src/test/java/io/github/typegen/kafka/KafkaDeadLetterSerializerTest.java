package io.github.typegen.kafka;

import java.util.List;
import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/** The generated serializer of {@link KafkaDeadLetter} through Flink's own {@link SerializerTestBase}. */
class KafkaDeadLetterSerializerTest extends SerializerTestBase<KafkaDeadLetter> {

    @Override
    protected TypeSerializer<KafkaDeadLetter> createSerializer() {
        return new KafkaDeadLetterSerializer();
    }

    @Override
    protected int getLength() {
        return -1;
    }

    @Override
    protected Class<KafkaDeadLetter> getTypeClass() {
        return KafkaDeadLetter.class;
    }

    @Override
    protected boolean allowNullInstances(TypeSerializer<KafkaDeadLetter> serializer) {
        return true;
    }

    @Override
    protected KafkaDeadLetter[] getTestData() {
        return new KafkaDeadLetter[] {
            new KafkaDeadLetter(new byte[] {1}, new byte[] {'x', 0, -1}, List.of(), "payments", 0, 3L, 9L, "bad"),
            new KafkaDeadLetter(null, null, List.of(KafkaHeader.ofString("h", "v")), "t", 5, 0L, -1L, null),
        };
    }
}
