package io.github.typegen.kafka;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.DataStreamSource;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;

/**
 * The records a Kafka source read, and beside them the dead letters of the records it could not read.
 *
 * @param <T> the values' type
 */
public final class KafkaRecordStream<T> {

    private final DataStreamSource<KafkaRead<T>> source;
    private final SingleOutputStreamOperator<KafkaRecord<T>> records;
    private final TypeInformation<T> valueType;

    KafkaRecordStream(
            DataStreamSource<KafkaRead<T>> source,
            SingleOutputStreamOperator<KafkaRecord<T>> records,
            TypeInformation<T> valueType) {
        this.source = source;
        this.records = records;
        this.valueType = valueType;
    }

    /**
     * Gives the source the operator uid {@code uid}, and the operator splitting off the dead letters
     * {@code uid + "-split"}: the source's state (each partition's offset) then restores from a savepoint whatever
     * else of the job changes.
     */
    public KafkaRecordStream<T> uid(String uid) {
        source.uid(uid);
        records.uid(uid + "-split");
        return this;
    }

    /** The Kafka source itself, for its parallelism or other settings; its output is split by {@link #records()}. */
    public DataStreamSource<KafkaRead<T>> source() {
        return source;
    }

    /** The records whose values the value schema read, in the source's order. */
    public SingleOutputStreamOperator<KafkaRecord<T>> records() {
        return records;
    }

    /** The values alone, for a job that needs neither keys, headers nor positions. */
    public SingleOutputStreamOperator<T> values() {
        return records.map(KafkaRecord::value, valueType()).name("Kafka record values");
    }

    /** The values' type information, the value schema's. */
    public TypeInformation<T> valueType() {
        return valueType;
    }

    /**
     * The records the value schema could not read ({@link TypegenKafka#DEAD_LETTERS}); empty when the deserializer
     * {@linkplain KafkaRecordDeserializer#failOnError() fails on error}.
     */
    public DataStream<KafkaDeadLetter> deadLetters() {
        return records.getSideOutput(TypegenKafka.DEAD_LETTERS);
    }
}
