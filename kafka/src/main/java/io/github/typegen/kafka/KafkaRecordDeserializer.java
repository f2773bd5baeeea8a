package io.github.typegen.kafka;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.connector.kafka.source.reader.deserializer.KafkaRecordDeserializationSchema;
import org.apache.flink.metrics.Counter;
import org.apache.flink.util.Collector;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.Header;

/**
 * The {@code KafkaSource} deserializer of Typegen's Kafka records: reads each record's value with a
 * {@code DeserializationSchema<T>} and emits a {@link KafkaRecord} for each value it produces, with the record's key,
 * headers, topic, partition, offset and timestamp.
 *
 * <p>A record whose value the schema cannot read (it throws) does not stop the job: it is emitted as a
 * {@link KafkaDeadLetter}, counted in the metric {@value #DEAD_LETTERS_METRIC} (in the source reader's
 * {@code deserializer} group), and {@link TypegenKafka#fromSource} sends it to the {@link TypegenKafka#DEAD_LETTERS}
 * side output. {@link #failOnError()} fails the job instead. The value schema is handed every value as Flink's own
 * {@code KafkaRecordDeserializationSchema.valueOnly} does, a tombstone's null included.
 *
 * @param <T> the value's type
 */
public final class KafkaRecordDeserializer<T> implements KafkaRecordDeserializationSchema<KafkaRead<T>> {

    private static final long serialVersionUID = 1L;

    /** The name of the counter of dead letters. */
    public static final String DEAD_LETTERS_METRIC = "deadLetters";

    private final DeserializationSchema<T> valueSchema;
    private final boolean failOnError;

    private transient Counter deadLetters;

    KafkaRecordDeserializer(DeserializationSchema<T> valueSchema, boolean failOnError) {
        this.valueSchema = valueSchema;
        this.failOnError = failOnError;
    }

    /**
     * The same deserializer, but a value the schema cannot read fails the job (an {@code IOException} naming the
     * topic, partition and offset, with the schema's exception as its cause) instead of becoming a dead letter.
     */
    public KafkaRecordDeserializer<T> failOnError() {
        return new KafkaRecordDeserializer<>(valueSchema, true);
    }

    /** Whether a value the schema cannot read fails the job. */
    public boolean failsOnError() {
        return failOnError;
    }

    @Override
    public void open(DeserializationSchema.InitializationContext context) throws Exception {
        valueSchema.open(context);
        deadLetters = context.getMetricGroup().counter(DEAD_LETTERS_METRIC);
    }

    @Override
    public void deserialize(ConsumerRecord<byte[], byte[]> record, Collector<KafkaRead<T>> out) throws IOException {
        List<KafkaHeader> headers = headersOf(record);
        List<T> values = new ArrayList<>(1);
        try {
            valueSchema.deserialize(record.value(), new ListCollector<>(values));
        } catch (Exception e) {
            if (failOnError) {
                throw new IOException("Cannot read the value of the Kafka record " + record.topic() + "-"
                        + record.partition() + "@" + record.offset() + ": " + describe(e), e);
            }
            deadLetters.inc();
            out.collect(KafkaRead.of(new KafkaDeadLetter(record.key(), record.value(), headers, record.topic(),
                    record.partition(), record.offset(), record.timestamp(), describe(e))));
            return;
        }
        for (T value : values) {
            out.collect(KafkaRead.of(new KafkaRecord<>(value, record.key(), headers, record.topic(),
                    record.partition(), record.offset(), record.timestamp())));
        }
    }

    @Override
    public TypeInformation<KafkaRead<T>> getProducedType() {
        return new KafkaReadTypeInfo<>(valueSchema.getProducedType());
    }

    /** The value schema's type information: that of {@link KafkaRecord#value()}. */
    public TypeInformation<T> valueType() {
        return valueSchema.getProducedType();
    }

    private static List<KafkaHeader> headersOf(ConsumerRecord<byte[], byte[]> record) {
        List<KafkaHeader> headers = new ArrayList<>();
        for (Header header : record.headers()) {
            headers.add(KafkaHeader.of(header));
        }
        return headers;
    }

    /** The exception and its causes, each as {@code class: message}, joined by {@code "; caused by "}. */
    static String describe(Throwable error) {
        StringBuilder text = new StringBuilder(error.toString());
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        seen.add(error);
        for (Throwable cause = error.getCause(); cause != null && seen.add(cause); cause = cause.getCause()) {
            text.append("; caused by ").append(cause);
        }
        return text.toString();
    }

    /**
     * Collects the values of one record, so that the record is emitted only when the schema has read all of it: a
     * schema that emits some values and then throws yields one dead letter, not a part of its values.
     */
    private record ListCollector<T>(List<T> values) implements Collector<T> {

        @Override
        public void collect(T value) {
            values.add(value);
        }

        @Override
        public void close() {}
    }
}
