package io.github.typegen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.flink.util.jackson.JacksonMapperFactory;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.typegen.kafka.broker.KafkaBroker;
import io.github.typegen.kafka.broker.SharedKafkaBroker;
import picocli.CommandLine;

/**
 * {@code spend-report --kafka}: transactions read as JSON from a topic of a real Kafka broker (the tests' shared
 * one, in this JVM), the report written to a topic as upserts. With {@code --compare}, the app checks that Typegen's
 * path (generated JSON codec and type information) and Flink's own path (Flink's {@code JsonDeserializationSchema},
 * reflective types) computed the same final rows from the topic; the output topic, its upserts applied by this test
 * (each key's last value, a tombstone deleting it), must hold exactly those rows, although the updating report
 * changed most of them many times on the way. Records that are not a transaction's JSON are left out and counted.
 */
@ExtendWith(SharedKafkaBroker.class)
class SpendReportKafkaTest {

    /** 6,000 transactions, 10 ms apart: a minute of event time, 5 accounts, a few thousand updates of few rows. */
    private static final long ROWS = 6_000;

    private static final ObjectMapper JSON = JacksonMapperFactory.createObjectMapper();

    /** The updating report (floor(transactionTime TO HOUR)): each row changes with every transaction of its key. */
    @Test
    void theOutputTopicHoldsTheReportsFinalRows(KafkaBroker broker) throws Exception {
        String input = "spend-report-test-transactions";
        String output = "spend-report-test-report";
        // two partitions, read by two source readers; first two records that are not a transaction's JSON
        broker.createTopic(input, 2);
        try (KafkaProducer<byte[], byte[]> producer = producer(broker)) {
            producer.send(new ProducerRecord<>(input, 0, null, "not JSON".getBytes(StandardCharsets.UTF_8))).get();
            producer.send(new ProducerRecord<>(input, 1, null,
                    "{\"accountId\":\"one\",\"amount\":5,\"transactionTime\":\"2024-01-01T00:00:00\"}"
                            .getBytes(StandardCharsets.UTF_8))).get();
        }

        CommandOutput printed = CommandOutput.execute("spend-report", "--kafka", broker.bootstrapServers(), "--input-topic", input,
                "--output-topic", output, "--produce", "--rows", "" + ROWS, "--parallelism", "2", "--compare");

        assertThat(printed.out()).contains(ROWS + " transactions written to " + input);
        // the topic's records, the two dead letters included, are the job's input
        assertThat(printed.out()).anyMatch(line -> line.contains("spend-report: " + (ROWS + 2) + " input records"));
        assertThat(printed.err()).contains(
                "typegen: 2 dead letters (records of " + input + " that are not a transaction's JSON, each logged)",
                "flink: 2 dead letters (records of " + input + " that are not a transaction's JSON, each logged)");
        int count = Integer.parseInt(printed.out().stream()
                .filter(line -> line.startsWith("same results on both paths: "))
                .findFirst().orElseThrow(() -> new AssertionError("no comparison in " + printed.out()))
                .replaceAll("\\D+", ""));
        assertThat(count).as("the report's rows").isBetween(2, SampleJob.PRINTED_RESULTS);
        // the report's final rows as the app printed them, sorted: the same on Flink's own path (--compare)
        List<String> report = printed.out().stream().filter(line -> line.startsWith("SpendRow[")).toList();
        assertThat(report).hasSize(count);

        List<ConsumerRecord<byte[], byte[]>> records = readAll(broker, output);
        assertThat(records.size()).as("upserts written").isGreaterThan(10 * count);
        assertThat(upserted(records)).isEqualTo(report);
    }

    @Test
    void produceNeedsKafka() {
        StringWriter err = new StringWriter();
        CommandLine commandLine = SampleApp.commandLine();
        commandLine.setErr(new PrintWriter(err, true));

        assertThat(commandLine.execute("spend-report", "--produce", "--rows", "10")).isEqualTo(2);
        assertThat(err.toString()).startsWith("--produce writes to Kafka: it needs --kafka");
    }

    /**
     * The rows the upserts leave, as {@link SpendRow}s, sorted as the app sorts its results: each key's last value,
     * none for a key whose last value is a tombstone. Read with Jackson's {@code ObjectMapper}, not Typegen's codecs.
     */
    private static List<String> upserted(List<ConsumerRecord<byte[], byte[]>> records) throws Exception {
        Map<JsonNode, SpendRow> rows = new HashMap<>();
        for (ConsumerRecord<byte[], byte[]> record : records) {
            JsonNode key = JSON.readTree(record.key());
            assertThat(key.size()).as("the key's fields: " + key).isEqualTo(2);
            if (record.value() == null) {
                rows.remove(key);
                continue;
            }
            JsonNode value = JSON.readTree(record.value());
            SpendRow row = new SpendRow(value.get("accountId").asLong(),
                    LocalDateTime.parse(value.get("logTs").asText()), value.get("amount").asLong());
            assertThat(value.size()).as("the value's fields: " + value).isEqualTo(3);
            assertThat(key.get("accountId").asLong()).isEqualTo(row.accountId());
            assertThat(LocalDateTime.parse(key.get("logTs").asText())).isEqualTo(row.logTs());
            rows.put(key, row);
        }
        List<String> sorted = new ArrayList<>();
        rows.values().forEach(row -> sorted.add(row.toString()));
        sorted.sort(null);
        return sorted;
    }

    /** Every record of the topic's partition 0 up to its end now (the report topic has the broker's one partition). */
    private static List<ConsumerRecord<byte[], byte[]>> readAll(KafkaBroker broker, String topic) {
        TopicPartition partition = new TopicPartition(topic, 0);
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(
                Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()),
                new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            assertThat(consumer.partitionsFor(topic)).hasSize(1);
            consumer.assign(Set.of(partition));
            consumer.seekToBeginning(Set.of(partition));
            long end = consumer.endOffsets(Set.of(partition)).get(partition);
            List<ConsumerRecord<byte[], byte[]>> records = new ArrayList<>();
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (consumer.position(partition) < end) {
                assertThat(System.nanoTime()).as("read the topic within 30 s").isLessThan(deadline);
                consumer.poll(Duration.ofMillis(200)).forEach(records::add);
            }
            return records;
        }
    }

    private static KafkaProducer<byte[], byte[]> producer(KafkaBroker broker) {
        return new KafkaProducer<>(Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()),
                new ByteArraySerializer(), new ByteArraySerializer());
    }
}
