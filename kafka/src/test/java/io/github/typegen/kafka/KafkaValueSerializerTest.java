package io.github.typegen.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.github.typegen.kafka.domain.Balance;
import io.github.typegen.kafka.domain.BalanceSchema;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.flink.util.InstantiationUtil;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.Header;
import org.junit.jupiter.api.Test;

class KafkaValueSerializerTest {

    private final Balance balance = new Balance("acc-1", 3, 750);

    @Test
    void writesTheValueToTheTopicWithTheElementsTimestampAndNoKey() {
        ProducerRecord<byte[], byte[]> record =
                TypegenKafka.serializer("balances", new BalanceSchema()).serialize(balance, null, 1234L);

        assertThat(record.topic()).isEqualTo("balances");
        assertThat(record.partition()).isNull();
        assertThat(record.timestamp()).isEqualTo(1234L);
        assertThat(record.key()).isNull();
        assertThat(text(record.value())).isEqualTo("acc-1,3,750");
    }

    @Test
    void writesTheExtractedKey() throws Exception {
        KafkaValueSerializer<Balance> serializer =
                TypegenKafka.serializer("balances", new BalanceSchema()).withStringKey(Balance::account);
        // the sink ships the serializer to its tasks: the key extractor travels with it
        KafkaValueSerializer<Balance> shipped = InstantiationUtil.clone(serializer);

        ProducerRecord<byte[], byte[]> record = shipped.serialize(balance, null, null);

        assertThat(text(record.key())).isEqualTo("acc-1");
        assertThat(record.timestamp()).isNull();
        assertThat(shipped.topic()).isEqualTo("balances");
    }

    @Test
    void aNullKeyWritesNoKey() {
        ProducerRecord<byte[], byte[]> record = TypegenKafka.serializer("balances", new BalanceSchema())
                .withStringKey(value -> null)
                .serialize(balance, null, null);

        assertThat(record.key()).isNull();
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    @Test
    void writesADeadLetterAsItWasReadWithItsPositionAndErrorInHeaders() {
        KafkaDeadLetter deadLetter = new KafkaDeadLetter(new byte[] {7}, new byte[] {1, 2, 3},
                List.of(KafkaHeader.ofString("trace", "t-1")), "payments", 2, 41L, 99L, "java.io.IOException: bad");

        ProducerRecord<byte[], byte[]> record =
                TypegenKafka.deadLetterSerializer("payments-dead").serialize(deadLetter, null, 99L);

        assertThat(record.topic()).isEqualTo("payments-dead");
        assertThat(record.key()).containsExactly(7);
        assertThat(record.value()).containsExactly(1, 2, 3);
        assertThat(record.timestamp()).isEqualTo(99L);
        assertThat(record.headers().toArray()).extracting(Header::key, header -> text(header.value()))
                .containsExactly(tuple("trace", "t-1"), tuple(DeadLetterTopicSerializer.TOPIC, "payments"),
                        tuple(DeadLetterTopicSerializer.PARTITION, "2"), tuple(DeadLetterTopicSerializer.OFFSET, "41"),
                        tuple(DeadLetterTopicSerializer.ERROR, "java.io.IOException: bad"));
    }
}
