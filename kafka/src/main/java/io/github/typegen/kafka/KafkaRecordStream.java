package io.github.typegen.kafka;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;

/**
 * The records a Kafka source read, and beside them the dead letters of the records it could not read.
 *
 * @param <T> the values' type
 */
public final class KafkaRecordStream<T> {

    private final SingleOutputStreamOperator<KafkaRecord<T>> records;
    private final TypeInformation<T> valueType;

    KafkaRecordStream(SingleOutputStreamOperator<KafkaRecord<T>> records, TypeInformation<T> valueType) {
        this.records = records;
        this.valueType = valueType;
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
