package io.github.typegen.kafka;

import io.github.typegen.annotations.FlinkType;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A Kafka record whose value the value schema could not read, as it was read: raw key and value, headers, where it
 * was, and why it could not be read. The source's {@link TypegenKafka#DEAD_LETTERS} side output carries them.
 *
 * @param key the raw key, null when the record has none
 * @param value the raw value, null for a tombstone
 * @param headers the record's headers in their order
 * @param topic the topic it was read from
 * @param partition its partition
 * @param offset its offset in the partition
 * @param timestamp its Kafka timestamp in epoch milliseconds, or {@code -1} when it has none
 * @param error the value schema's exception and its causes, each as {@code class: message} (the message names the
 *     field and position where the value schema's does)
 */
@FlinkType
public record KafkaDeadLetter(
        byte[] key,
        byte[] value,
        List<KafkaHeader> headers,
        String topic,
        int partition,
        long offset,
        long timestamp,
        String error) {

    @Override
    public boolean equals(Object other) {
        return other instanceof KafkaDeadLetter that
                && Arrays.equals(key, that.key)
                && Arrays.equals(value, that.value)
                && Objects.equals(headers, that.headers)
                && Objects.equals(topic, that.topic)
                && partition == that.partition
                && offset == that.offset
                && timestamp == that.timestamp
                && Objects.equals(error, that.error);
    }

    @Override
    public int hashCode() {
        return Objects.hash(
                Arrays.hashCode(key), Arrays.hashCode(value), headers, topic, partition, offset, timestamp, error);
    }

    @Override
    public String toString() {
        return "KafkaDeadLetter[" + topic + "-" + partition + "@" + offset + ", timestamp=" + timestamp
                + ", error=" + error + "]";
    }
}
