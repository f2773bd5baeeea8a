package io.github.typegen.kafka;

import io.github.typegen.annotations.FlinkType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.kafka.common.header.Header;

/**
 * One header of a Kafka record: its key and its raw value (null when the producer wrote none). A record may carry
 * several headers of the same key, so {@link KafkaRecord#headers()} is a list in the record's order.
 *
 * <p>{@code equals} and {@code hashCode} compare the value's bytes, not the array's identity.
 */
@FlinkType
public record KafkaHeader(String key, byte[] value) {

    /** A header whose value is {@code value} in UTF-8. */
    public static KafkaHeader ofString(String key, String value) {
        return new KafkaHeader(key, value == null ? null : value.getBytes(StandardCharsets.UTF_8));
    }

    static KafkaHeader of(Header header) {
        return new KafkaHeader(header.key(), header.value());
    }

    /** The value read as UTF-8, or null when there is none. */
    public String valueAsString() {
        return value == null ? null : new String(value, StandardCharsets.UTF_8);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KafkaHeader that && key.equals(that.key) && Arrays.equals(value, that.value);
    }

    @Override
    public int hashCode() {
        return 31 * key.hashCode() + Arrays.hashCode(value);
    }

    @Override
    public String toString() {
        return key + "=" + (value == null ? "null" : value.length + " bytes");
    }
}
