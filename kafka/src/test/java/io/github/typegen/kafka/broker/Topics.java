package io.github.typegen.kafka.broker;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/** Writing a topic's input and reading its output with Kafka's own clients, outside Flink. */
public final class Topics {

    private Topics() {}

    /** Writes the records in their order (one producer, acknowledged by the broker), returning where each went. */
    public static List<RecordMetadata> produce(KafkaBroker broker, List<ProducerRecord<byte[], byte[]>> records)
            throws Exception {
        Map<String, Object> config = Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        List<RecordMetadata> written = new ArrayList<>();
        try (KafkaProducer<byte[], byte[]> producer =
                new KafkaProducer<>(config, new ByteArraySerializer(), new ByteArraySerializer())) {
            for (ProducerRecord<byte[], byte[]> record : records) {
                written.add(producer.send(record).get(30, TimeUnit.SECONDS));
            }
        }
        return written;
    }

    /**
     * Every committed record of the topic, as a {@code read_committed} consumer sees it: records of aborted
     * transactions, and of open ones, are not returned. Reads each partition from its start to its last stable
     * offset, partition by partition in their order.
     */
    public static List<ConsumerRecord<byte[], byte[]>> readCommitted(KafkaBroker broker, String topic, int partitions) {
        Map<String, Object> config = Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed",
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        List<ConsumerRecord<byte[], byte[]>> read = new ArrayList<>();
        try (KafkaConsumer<byte[], byte[]> consumer =
                new KafkaConsumer<>(config, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            for (int partition = 0; partition < partitions; partition++) {
                TopicPartition topicPartition = new TopicPartition(topic, partition);
                consumer.assign(List.of(topicPartition));
                consumer.seekToBeginning(List.of(topicPartition));
                long end = consumer.endOffsets(List.of(topicPartition)).get(topicPartition);
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (consumer.position(topicPartition) < end) {
                    if (System.nanoTime() > deadline) {
                        throw new IllegalStateException("Cannot read " + topicPartition + " up to offset " + end);
                    }
                    for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(200))) {
                        read.add(record);
                    }
                }
            }
        }
        return read;
    }
}
