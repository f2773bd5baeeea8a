package io.github.typegen.kafka;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.flink.connector.kafka.sink.KafkaRecordSerializationSchema;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;

/**
 * Writes dead letters to a topic of their own as they were read: the raw key and value, the original headers, the
 * element's timestamp (the source gives a dead letter its record's Kafka timestamp; none: Kafka stamps it), and
 * after the original headers, where it was and why it could not be read, each in UTF-8: {@value #TOPIC}, {@value #PARTITION}, {@value #OFFSET} (decimal) and {@value #ERROR}.
 */
public final class DeadLetterTopicSerializer implements KafkaRecordSerializationSchema<KafkaDeadLetter> {

    private static final long serialVersionUID = 1L;

    /** The header of the topic the record was read from. */
    public static final String TOPIC = "dead-letter.topic";
    /** The header of its partition. */
    public static final String PARTITION = "dead-letter.partition";
    /** The header of its offset. */
    public static final String OFFSET = "dead-letter.offset";
    /** The header of {@link KafkaDeadLetter#error()}. */
    public static final String ERROR = "dead-letter.error";

    private final String topic;

    DeadLetterTopicSerializer(String topic) {
        this.topic = Objects.requireNonNull(topic, "topic");
    }

    @Override
    public ProducerRecord<byte[], byte[]> serialize(KafkaDeadLetter deadLetter, KafkaSinkContext context, Long timestamp) {
        List<Header> headers = new ArrayList<>(deadLetter.headers().size() + 4);
        for (KafkaHeader header : deadLetter.headers()) {
            headers.add(new RecordHeader(header.key(), header.value()));
        }
        headers.add(header(TOPIC, deadLetter.topic()));
        headers.add(header(PARTITION, Integer.toString(deadLetter.partition())));
        headers.add(header(OFFSET, Long.toString(deadLetter.offset())));
        headers.add(header(ERROR, deadLetter.error()));
        return new ProducerRecord<>(topic, null, timestamp, deadLetter.key(), deadLetter.value(), headers);
    }

    private static Header header(String key, String value) {
        return new RecordHeader(key, value == null ? null : value.getBytes(StandardCharsets.UTF_8));
    }
}
