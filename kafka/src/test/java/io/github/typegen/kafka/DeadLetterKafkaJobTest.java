package io.github.typegen.kafka;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.typegen.kafka.broker.KafkaBroker;
import io.github.typegen.kafka.broker.SharedKafkaBroker;
import io.github.typegen.kafka.broker.Topics;
import io.github.typegen.kafka.domain.Payment;
import io.github.typegen.kafka.domain.PaymentSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.flink.api.common.JobExecutionResult;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.connector.base.DeliveryGuarantee;
import org.apache.flink.connector.kafka.sink.KafkaSink;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.initializer.OffsetsInitializer;
import org.apache.flink.metrics.Counter;
import org.apache.flink.metrics.Metric;
import org.apache.flink.metrics.MetricGroup;
import org.apache.flink.runtime.testutils.InMemoryReporter;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.ExceptionUtils;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Corrupt records among good ones: the job reads every good one, and every bad one arrives in the dead-letter side
 * output with its raw bytes, its partition and offset and the value schema's error, counted in the metric, and
 * written as it was to a dead-letter topic.
 */
@ExtendWith(SharedKafkaBroker.class)
class DeadLetterKafkaJobTest {

    private static final int PARTITIONS = 3;
    private static final InMemoryReporter REPORTER = InMemoryReporter.createWithRetainedMetrics();

    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setConfiguration(REPORTER.addToConfiguration(new Configuration()))
            .setNumberTaskManagers(1)
            .setNumberSlotsPerTaskManager(2)
            .build());

    /** The bad values, in turn: a field that is no number, a missing field, not text at all, a tombstone. */
    private static final List<byte[]> BAD_VALUES = List.of(
            "acc-1,3,lots".getBytes(UTF_8),
            "acc-2,4".getBytes(UTF_8),
            new byte[] {(byte) 0xff, 0, 1},
            "acc-3,x,5".getBytes(UTF_8));

    private static final List<ProducerRecord<byte[], byte[]>> input = new ArrayList<>();
    private static final List<Payment> good = new ArrayList<>();
    private static final List<Integer> badIndexes = new ArrayList<>();
    private static List<RecordMetadata> written;

    /** 300 records over 3 partitions, one in 13 of them bad (a third of those tombstones). */
    @BeforeAll
    static void writeTopic(KafkaBroker broker) throws Exception {
        broker.createTopic("dl-payments", PARTITIONS);
        for (int i = 0; i < 300; i++) {
            int partition = i % PARTITIONS;
            if (i % 13 == 5) {
                badIndexes.add(input.size());
                byte[] value = i % 39 == 5 ? null : BAD_VALUES.get(badIndexes.size() % BAD_VALUES.size());
                input.add(new ProducerRecord<>("dl-payments", partition, ("bad-" + i).getBytes(UTF_8), value));
            } else {
                Payment payment = new Payment("acc-" + i % 7, i, i * 3L);
                good.add(payment);
                input.add(new ProducerRecord<>("dl-payments", partition, null, payment.toLine().getBytes(UTF_8)));
            }
        }
        written = Topics.produce(broker, input);
    }

    @Test
    void everyGoodRecordIsReadAndEveryBadOneIsADeadLetterAtItsPosition(KafkaBroker broker) throws Exception {
        StreamExecutionEnvironment env = environment();
        KafkaRecordStream<Payment> payments = TypegenKafka.fromSource(env,
                source(broker, "dl-job", TypegenKafka.deserializer(new PaymentSchema())),
                WatermarkStrategy.noWatermarks(), "payments");
        CloseableIterator<KafkaRecord<Payment>> records = payments.records().collectAsync();
        CloseableIterator<KafkaDeadLetter> deadLetters = payments.deadLetters().collectAsync();
        broker.createTopic("dl-dead-letters", 1);
        payments.deadLetters().sinkTo(KafkaSink.<KafkaDeadLetter>builder()
                .setBootstrapServers(broker.bootstrapServers())
                .setRecordSerializer(TypegenKafka.deadLetterSerializer("dl-dead-letters"))
                .setDeliveryGuarantee(DeliveryGuarantee.AT_LEAST_ONCE)
                .build());

        JobExecutionResult result = env.execute("payments with dead letters");

        List<Payment> read = new ArrayList<>();
        records.forEachRemaining(record -> {
            RecordMetadata where = written.get(indexWrittenAt(record.partition(), record.offset()));
            assertThat(record.topic()).isEqualTo("dl-payments");
            assertThat(record.timestamp()).isEqualTo(where.timestamp());
            assertThat(record.key()).isNull();
            read.add(record.value());
        });
        assertThat(read).containsExactlyInAnyOrderElementsOf(good);

        List<KafkaDeadLetter> expected = new ArrayList<>();
        for (int index : badIndexes) {
            ProducerRecord<byte[], byte[]> bad = input.get(index);
            RecordMetadata where = written.get(index);
            expected.add(new KafkaDeadLetter(bad.key(), bad.value(), List.of(), "dl-payments", where.partition(),
                    where.offset(), where.timestamp(), null));
        }
        List<KafkaDeadLetter> dead = new ArrayList<>();
        deadLetters.forEachRemaining(dead::add);
        assertThat(dead).allSatisfy(letter -> assertThat(letter.error()).startsWith("java.io.IOException: "));
        assertThat(dead).extracting(letter -> letter.error())
                .contains("java.io.IOException: field 'cents' (column 3) is not a number: 'lots'; caused by "
                                + "java.lang.NumberFormatException: For input string: \"lots\"",
                        "java.io.IOException: expected 3 fields account,seq,cents but found 2 in 'acc-2,4'",
                        "java.io.IOException: no value (a tombstone)");
        assertThat(dead).extracting(DeadLetterKafkaJobTest::withoutError).containsExactlyInAnyOrderElementsOf(expected);

        assertThat(deadLetterCount(result)).isEqualTo(badIndexes.size());

        List<KafkaDeadLetter> inDeadLetterTopic = new ArrayList<>();
        for (ConsumerRecord<byte[], byte[]> record : Topics.readCommitted(broker, "dl-dead-letters", 1)) {
            inDeadLetterTopic.add(new KafkaDeadLetter(record.key(), record.value(), List.of(),
                    header(record, DeadLetterTopicSerializer.TOPIC),
                    Integer.parseInt(header(record, DeadLetterTopicSerializer.PARTITION)),
                    Long.parseLong(header(record, DeadLetterTopicSerializer.OFFSET)), record.timestamp(), null));
            assertThat(header(record, DeadLetterTopicSerializer.ERROR)).startsWith("java.io.IOException: ");
        }
        assertThat(inDeadLetterTopic).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void withFailOnErrorTheFirstBadRecordFailsTheJobNamingItsPosition(KafkaBroker broker) {
        StreamExecutionEnvironment env = environment();
        TypegenKafka.fromSource(env, source(broker, "dl-job-fail", TypegenKafka.deserializer(new PaymentSchema())
                        .failOnError()), WatermarkStrategy.noWatermarks(), "payments")
                .records()
                .sinkTo(new DiscardingSink<>());

        assertThatThrownBy(() -> env.execute("payments failing on error"))
                .satisfies(failure -> assertThat(ExceptionUtils.findThrowableWithMessage(failure,
                        "Cannot read the value of the Kafka record dl-payments-")).isPresent());
    }

    private static StreamExecutionEnvironment environment() {
        Configuration config = new Configuration();
        config.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(config);
        env.setParallelism(2);
        return env;
    }

    private static KafkaSource<KafkaRead<Payment>> source(
            KafkaBroker broker, String group, KafkaRecordDeserializer<Payment> deserializer) {
        return KafkaSource.<KafkaRead<Payment>>builder()
                .setBootstrapServers(broker.bootstrapServers())
                .setTopics("dl-payments")
                .setGroupId(group)
                .setStartingOffsets(OffsetsInitializer.earliest())
                .setBounded(OffsetsInitializer.latest())
                .setDeserializer(deserializer)
                .build();
    }

    private static int indexWrittenAt(int partition, long offset) {
        for (int i = 0; i < written.size(); i++) {
            if (written.get(i).partition() == partition && written.get(i).offset() == offset) {
                return i;
            }
        }
        throw new AssertionError("no record was written at " + partition + "@" + offset);
    }

    private static String header(ConsumerRecord<byte[], byte[]> record, String key) {
        return new String(record.headers().lastHeader(key).value(), UTF_8);
    }

    private static KafkaDeadLetter withoutError(KafkaDeadLetter letter) {
        return new KafkaDeadLetter(letter.key(), letter.value(), letter.headers(), letter.topic(), letter.partition(),
                letter.offset(), letter.timestamp(), null);
    }

    /** The sum of the dead-letter counters of the job's source subtasks. */
    private static long deadLetterCount(JobExecutionResult result) {
        long count = 0;
        int counters = 0;
        String name = KafkaRecordDeserializer.DEAD_LETTERS_METRIC;
        for (Map.Entry<MetricGroup, Map<String, Metric>> group : REPORTER.getMetricsByGroup().entrySet()) {
            Metric metric = group.getValue().get(name);
            if (metric != null
                    && result.getJobID().toString().equals(group.getKey().getAllVariables().get("<job_id>"))
                    && group.getKey().getMetricIdentifier(name).endsWith(".deserializer." + name)) {
                count += ((Counter) metric).getCount();
                counters++;
            }
        }
        assertThat(counters).as("dead-letter counters, one per source subtask").isEqualTo(2);
        return count;
    }
}
