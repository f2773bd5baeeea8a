package io.github.typegen.kafka;

import io.github.typegen.annotations.FlinkType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A Kafka record whose value a {@code DeserializationSchema<T>} has read: the value, with the record's raw key, its
 * headers, and where and when it was written. Its type information is generated ({@code KafkaRecordTypeInfo}, holding
 * the value's), so a stream of them needs no Kryo.
 *
 * @param value the value the value schema produced
 * @param key the record's raw key, null when it has none
 * @param headers the record's headers in their order (a key may repeat)
 * @param topic the topic it was read from
 * @param partition its partition
 * @param offset its offset in the partition
 * @param timestamp its Kafka timestamp in epoch milliseconds (create or log-append time, as the topic says), or
 *     {@code -1} when it has none
 * @param <T> the value's type
 */
@FlinkType
public record KafkaRecord<T>(
        T value, byte[] key, List<KafkaHeader> headers, String topic, int partition, long offset, long timestamp) {

    /** The key read as UTF-8, or null when the record has none. */
    public String keyAsString() {
        return key == null ? null : new String(key, StandardCharsets.UTF_8);
    }

    /** The value of the last header of this key (as Kafka's {@code Headers.lastHeader}), or null when none has it. */
    public byte[] lastHeader(String headerKey) {
        for (int i = headers.size() - 1; i >= 0; i--) {
            KafkaHeader header = headers.get(i);
            if (header.key().equals(headerKey)) {
                return header.value();
            }
        }
        return null;
    }

    /** The same record with another value: the key, headers and position are kept. */
    public <U> KafkaRecord<U> withValue(U newValue) {
        return new KafkaRecord<>(newValue, key, headers, topic, partition, offset, timestamp);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KafkaRecord<?> that
                && Objects.equals(value, that.value)
                && Arrays.equals(key, that.key)
                && Objects.equals(headers, that.headers)
                && Objects.equals(topic, that.topic)
                && partition == that.partition
                && offset == that.offset
                && timestamp == that.timestamp;
    }

    @Override
    public int hashCode() {
        return Objects.hash(value, Arrays.hashCode(key), headers, topic, partition, offset, timestamp);
    }

    @Override
    public String toString() {
        return "KafkaRecord[" + topic + "-" + partition + "@" + offset + ", timestamp=" + timestamp
                + ", key=" + (key == null ? "null" : key.length + " bytes") + ", headers=" + headers
                + ", value=" + value + "]";
    }
}
