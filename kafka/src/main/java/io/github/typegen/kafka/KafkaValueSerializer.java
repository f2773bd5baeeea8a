package io.github.typegen.kafka;

import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.apache.flink.api.common.serialization.SerializationSchema;
import org.apache.flink.connector.kafka.sink.KafkaRecordSerializationSchema;
import org.apache.flink.util.function.SerializableFunction;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * The {@code KafkaSink} serializer of typed values: each value becomes one record of a topic, its value written by a
 * {@code SerializationSchema<T>}, its key (if any) taken from the value by a key extractor, its timestamp the
 * element's (null when the element has none, so that Kafka stamps it). Without a key, Kafka's producer chooses the
 * partition; with one, the producer's partitioner hashes the key, so that equal keys share a partition.
 *
 * <pre>{@code
 * KafkaSink.<Balance>builder()
 *         .setBootstrapServers(servers)
 *         .setRecordSerializer(TypegenKafka.serializer("balances", new BalanceSchema()).withStringKey(Balance::account))
 *         .build();
 * }</pre>
 *
 * @param <T> the values' type
 */
public final class KafkaValueSerializer<T> implements KafkaRecordSerializationSchema<T> {

    private static final long serialVersionUID = 1L;

    private final String topic;
    private final SerializationSchema<T> valueSchema;
    private final SerializableFunction<T, byte[]> keyExtractor;

    KafkaValueSerializer(String topic, SerializationSchema<T> valueSchema, SerializableFunction<T, byte[]> keyExtractor) {
        this.topic = Objects.requireNonNull(topic, "topic");
        this.valueSchema = Objects.requireNonNull(valueSchema, "valueSchema");
        this.keyExtractor = keyExtractor;
    }

    /** The same serializer, writing {@code keyExtractor}'s bytes as each record's key (null: no key). */
    public KafkaValueSerializer<T> withKey(SerializableFunction<T, byte[]> keyExtractor) {
        return new KafkaValueSerializer<>(topic, valueSchema, Objects.requireNonNull(keyExtractor, "keyExtractor"));
    }

    /** The same serializer, writing {@code keyExtractor}'s string in UTF-8 as each record's key (null: no key). */
    public KafkaValueSerializer<T> withStringKey(SerializableFunction<T, String> keyExtractor) {
        Objects.requireNonNull(keyExtractor, "keyExtractor");
        return withKey(value -> {
            String key = keyExtractor.apply(value);
            return key == null ? null : key.getBytes(StandardCharsets.UTF_8);
        });
    }

    /** The topic every record is written to. */
    public String topic() {
        return topic;
    }

    @Override
    public void open(SerializationSchema.InitializationContext context, KafkaSinkContext sinkContext) throws Exception {
        valueSchema.open(context);
    }

    @Override
    public ProducerRecord<byte[], byte[]> serialize(T element, KafkaSinkContext context, Long timestamp) {
        byte[] key = keyExtractor == null ? null : keyExtractor.apply(element);
        byte[] value = valueSchema.serialize(element);
        return new ProducerRecord<>(topic, null, timestamp, key, value);
    }
}
