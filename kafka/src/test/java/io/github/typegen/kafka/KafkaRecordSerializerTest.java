package io.github.typegen.kafka;

import io.github.typegen.kafka.domain.Payment;
import io.github.typegen.kafka.domain.PaymentSerializer;
import java.util.List;
import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/** The generated serializer of {@code KafkaRecord<Payment>} through Flink's own {@link SerializerTestBase}. */
@SuppressWarnings({"unchecked", "rawtypes"}) // KafkaRecord<Payment>.class does not exist
class KafkaRecordSerializerTest extends SerializerTestBase<KafkaRecord<Payment>> {

    @Override
    protected TypeSerializer<KafkaRecord<Payment>> createSerializer() {
        return new KafkaRecordSerializer<>(new PaymentSerializer());
    }

    @Override
    protected int getLength() {
        return -1;
    }

    @Override
    protected Class<KafkaRecord<Payment>> getTypeClass() {
        return (Class) KafkaRecord.class;
    }

    @Override
    protected boolean allowNullInstances(TypeSerializer<KafkaRecord<Payment>> serializer) {
        return true;
    }

    @Override
    protected KafkaRecord<Payment>[] getTestData() {
        return new KafkaRecord[] {
            new KafkaRecord<>(new Payment("acc-1", 1, 100), new byte[] {1, 2}, List.of(), "payments", 0, 0L, 0L),
            new KafkaRecord<>(new Payment("acc-2", 2, -5), null,
                    List.of(KafkaHeader.ofString("trace", "x"), new KafkaHeader("trace", null)), "t", 7, 1L << 40, -1L),
            new KafkaRecord<>(null, new byte[0], List.of(), "", Integer.MAX_VALUE, Long.MAX_VALUE, Long.MIN_VALUE),
        };
    }
}
