package io.github.typegen.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.typegen.kafka.domain.Payment;
import io.github.typegen.kafka.domain.PaymentSchema;
import io.github.typegen.kafka.domain.PaymentTypeInfo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.serialization.SimpleStringSchema;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.java.typeutils.GenericTypeInfo;
import org.apache.flink.metrics.Counter;
import org.apache.flink.metrics.MetricGroup;
import org.apache.flink.metrics.SimpleCounter;
import org.apache.flink.metrics.groups.UnregisteredMetricsGroup;
import org.apache.flink.util.Collector;
import org.apache.flink.util.SimpleUserCodeClassLoader;
import org.apache.flink.util.UserCodeClassLoader;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.record.TimestampType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class KafkaRecordDeserializerTest {

    private final CountingMetricGroup metrics = new CountingMetricGroup();
    private KafkaRecordDeserializer<Payment> deserializer;

    @BeforeEach
    void open() throws Exception {
        deserializer = TypegenKafka.deserializer(new PaymentSchema());
        deserializer.open(context(metrics));
    }

    @Test
    void aValueBecomesARecordWithTheKeyHeadersAndPosition() throws IOException {
        RecordHeaders headers = new RecordHeaders();
        headers.add(new RecordHeader("trace", bytes("t-1")));
        headers.add(new RecordHeader("trace", bytes("t-2")));
        headers.add(new RecordHeader("empty", null));

        List<KafkaRead<Payment>> out = read(record("payments", 3, 42L, 1_700_000_000_000L, bytes("acc-1"),
                bytes("acc-1,7,250"), headers));

        assertThat(out).containsExactly(KafkaRead.of(new KafkaRecord<>(new Payment("acc-1", 7, 250), bytes("acc-1"),
                List.of(KafkaHeader.ofString("trace", "t-1"), KafkaHeader.ofString("trace", "t-2"),
                        new KafkaHeader("empty", null)),
                "payments", 3, 42L, 1_700_000_000_000L)));
        KafkaRecord<Payment> read = out.get(0).record();
        assertThat(read.keyAsString()).isEqualTo("acc-1");
        assertThat(read.lastHeader("trace")).isEqualTo(bytes("t-2"));
        assertThat(read.lastHeader("absent")).isNull();
        assertThat(metrics.deadLetters.getCount()).isZero();
    }

    @Test
    void aValueTheSchemaCannotReadBecomesADeadLetterNamingTheFieldAndIsCounted() throws IOException {
        List<KafkaRead<Payment>> out = read(record("payments", 1, 9L, 5L, null, bytes("acc-1,7,lots"),
                new RecordHeaders()));

        assertThat(out).hasSize(1);
        KafkaDeadLetter deadLetter = out.get(0).deadLetter();
        assertThat(out.get(0).record()).isNull();
        assertThat(deadLetter.key()).isNull();
        assertThat(deadLetter.value()).isEqualTo(bytes("acc-1,7,lots"));
        assertThat(deadLetter.topic()).isEqualTo("payments");
        assertThat(deadLetter.partition()).isEqualTo(1);
        assertThat(deadLetter.offset()).isEqualTo(9L);
        assertThat(deadLetter.timestamp()).isEqualTo(5L);
        assertThat(deadLetter.error()).isEqualTo("java.io.IOException: field 'cents' (column 3) is not a number: "
                + "'lots'; caused by java.lang.NumberFormatException: For input string: \"lots\"");
        assertThat(metrics.deadLetters.getCount()).isEqualTo(1);
    }

    @Test
    void aTombstoneGoesToTheValueSchemaAsFlinksValueOnlyDeserializerDoes() throws IOException {
        List<KafkaRead<Payment>> out = read(record("payments", 0, 1L, 5L, bytes("acc-1"), null, new RecordHeaders()));

        assertThat(out).singleElement().satisfies(read -> {
            assertThat(read.deadLetter().value()).isNull();
            assertThat(read.deadLetter().error()).isEqualTo("java.io.IOException: no value (a tombstone)");
        });
    }

    @Test
    void failOnErrorFailsNamingThePositionAndKeepsTheSchemasException() {
        KafkaRecordDeserializer<Payment> failing = deserializer.failOnError();
        assertThat(failing.failsOnError()).isTrue();
        assertThat(deserializer.failsOnError()).isFalse();

        assertThatThrownBy(() -> failing.deserialize(record("payments", 2, 17L, 5L, null, bytes("x"),
                new RecordHeaders()), collector(new ArrayList<KafkaRead<Payment>>())))
                .isInstanceOf(IOException.class)
                .hasMessage("Cannot read the value of the Kafka record payments-2@17: java.io.IOException: "
                        + "expected 3 fields account,seq,cents but found 1 in 'x'")
                .cause().hasMessage("expected 3 fields account,seq,cents but found 1 in 'x'");
    }

    @Test
    void everyValueOfARecordIsEmittedAndAFailureHalfWayEmitsOnlyTheDeadLetter() throws Exception {
        KafkaRecordDeserializer<String> words = TypegenKafka.deserializer(new WordsSchema());
        words.open(context(metrics));
        List<KafkaRead<String>> out = new ArrayList<>();
        Collector<KafkaRead<String>> collector = collector(out);

        words.deserialize(record("words", 0, 0L, 1L, null, bytes("a b"), new RecordHeaders()), collector);
        words.deserialize(record("words", 0, 1L, 1L, null, bytes("c !"), new RecordHeaders()), collector);

        assertThat(out).extracting(read -> read.isDeadLetter() ? "dead@" + read.deadLetter().offset()
                : read.record().value() + "@" + read.record().offset()).containsExactly("a@0", "b@0", "dead@1");
        assertThat(metrics.deadLetters.getCount()).isEqualTo(1);
    }

    @Test
    void theProducedTypeIsGeneratedAroundTheValueSchemasType() {
        TypeInformation<KafkaRead<Payment>> type = deserializer.getProducedType();

        assertThat(type).isEqualTo(new KafkaReadTypeInfo<>(new PaymentTypeInfo()));
        assertThat(type.getGenericParameters()).containsEntry("T", new PaymentTypeInfo());
        assertThat(type).isNotInstanceOf(GenericTypeInfo.class);
        assertThat(deserializer.valueType()).isEqualTo(new PaymentTypeInfo());
    }

    private List<KafkaRead<Payment>> read(ConsumerRecord<byte[], byte[]> record) throws IOException {
        List<KafkaRead<Payment>> out = new ArrayList<>();
        deserializer.deserialize(record, collector(out));
        return out;
    }

    private static <T> Collector<T> collector(List<T> out) {
        return new Collector<>() {
            @Override
            public void collect(T value) {
                out.add(value);
            }

            @Override
            public void close() {}
        };
    }

    static ConsumerRecord<byte[], byte[]> record(String topic, int partition, long offset, long timestamp, byte[] key,
            byte[] value, RecordHeaders headers) {
        return new ConsumerRecord<>(topic, partition, offset, timestamp, TimestampType.CREATE_TIME,
                key == null ? -1 : key.length, value == null ? -1 : value.length, key, value, headers,
                Optional.empty());
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static DeserializationSchema.InitializationContext context(MetricGroup metrics) {
        return new DeserializationSchema.InitializationContext() {
            @Override
            public MetricGroup getMetricGroup() {
                return metrics;
            }

            @Override
            public UserCodeClassLoader getUserCodeClassLoader() {
                return SimpleUserCodeClassLoader.create(KafkaRecordDeserializerTest.class.getClassLoader());
            }
        };
    }

    /** A metric group that keeps the dead-letter counter the deserializer registers. */
    private static final class CountingMetricGroup extends UnregisteredMetricsGroup {

        final SimpleCounter deadLetters = new SimpleCounter();

        @Override
        public Counter counter(String name) {
            assertThat(name).isEqualTo(KafkaRecordDeserializer.DEAD_LETTERS_METRIC);
            return deadLetters;
        }
    }

    /** Emits each word of a line, and fails on a word that is not letters after emitting the ones before it. */
    private static final class WordsSchema implements DeserializationSchema<String> {

        private static final long serialVersionUID = 1L;
        private final SimpleStringSchema strings = new SimpleStringSchema();

        @Override
        public String deserialize(byte[] message) {
            throw new UnsupportedOperationException("reads through deserialize(byte[], Collector)");
        }

        @Override
        public void deserialize(byte[] message, Collector<String> out) throws IOException {
            for (String word : strings.deserialize(message).split(" ")) {
                if (!word.chars().allMatch(Character::isLetter)) {
                    throw new IOException("not a word: " + word);
                }
                out.collect(word);
            }
        }

        @Override
        public boolean isEndOfStream(String nextElement) {
            return false;
        }

        @Override
        public TypeInformation<String> getProducedType() {
            return TypeInformation.of(String.class);
        }
    }
}
