package io.github.typegen.kafka;

import java.util.Map;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.serialization.SerializationSchema;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.streaming.api.datastream.DataStreamSource;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.util.OutputTag;

/**
 * Typed Kafka records for Flink's Kafka connector, over any {@code DeserializationSchema<T>} and
 * {@code SerializationSchema<T>}:
 *
 * <pre>{@code
 * KafkaSource<KafkaRead<Order>> source = KafkaSource.<KafkaRead<Order>>builder()
 *         .setBootstrapServers(servers)
 *         .setTopics("orders")
 *         .setDeserializer(TypegenKafka.deserializer(new OrderSchema()))
 *         .build();
 * KafkaRecordStream<Order> orders = TypegenKafka.fromSource(env, source, WatermarkStrategy.noWatermarks(), "orders");
 * DataStream<KafkaRecord<Order>> records = orders.records();      // value, key, headers, topic, partition, offset
 * DataStream<KafkaDeadLetter> deadLetters = orders.deadLetters(); // what OrderSchema could not read
 * }</pre>
 */
public final class TypegenKafka {

    /** The side output of the records the value schema could not read. */
    public static final OutputTag<KafkaDeadLetter> DEAD_LETTERS =
            new OutputTag<>("typegen-kafka-dead-letters", new KafkaDeadLetterTypeInfo());

    private TypegenKafka() {}

    /**
     * The {@code KafkaSource} deserializer reading each record's value with {@code valueSchema}; a value it cannot
     * read becomes a dead letter ({@link KafkaRecordDeserializer#failOnError()} fails the job instead).
     */
    public static <T> KafkaRecordDeserializer<T> deserializer(DeserializationSchema<T> valueSchema) {
        return new KafkaRecordDeserializer<>(valueSchema, false);
    }

    /**
     * The Kafka source as a stream of records, with the dead letters as the side output {@link #DEAD_LETTERS}: its
     * records are read by {@code source}, and split in an operator chained to it.
     *
     * @param name the source's name; the splitting operator is named after it
     */
    public static <T> KafkaRecordStream<T> fromSource(
            StreamExecutionEnvironment env,
            KafkaSource<KafkaRead<T>> source,
            WatermarkStrategy<KafkaRead<T>> watermarks,
            String name) {
        DataStreamSource<KafkaRead<T>> reads = env.fromSource(source, watermarks, name);
        TypeInformation<T> valueType = valueTypeOf(reads.getType());
        KafkaRecordTypeInfo<T> recordType = new KafkaRecordTypeInfo<>(valueType);
        SingleOutputStreamOperator<KafkaRecord<T>> records = reads
                .process(new SplitDeadLetters<T>(), recordType)
                .name(name + ": records and dead letters");
        return new KafkaRecordStream<>(reads, records, valueType);
    }

    /**
     * The {@code KafkaSink} serializer writing each value to {@code topic} with {@code valueSchema}, without a key
     * ({@link KafkaValueSerializer#withKey} adds one).
     */
    public static <T> KafkaValueSerializer<T> serializer(String topic, SerializationSchema<T> valueSchema) {
        return new KafkaValueSerializer<>(topic, valueSchema, null);
    }

    /**
     * The {@code KafkaSink} serializer writing dead letters to {@code topic} as they were read, with where they were
     * and their error in headers ({@link DeadLetterTopicSerializer}): a dead-letter topic that a person or a repair
     * job reads, and that can be replayed into the original topic once the records or the job are fixed.
     */
    public static DeadLetterTopicSerializer deadLetterSerializer(String topic) {
        return new DeadLetterTopicSerializer(topic);
    }

    @SuppressWarnings("unchecked") // KafkaReadTypeInfo<T> holds T's type information under the name T
    private static <T> TypeInformation<T> valueTypeOf(TypeInformation<KafkaRead<T>> readType) {
        Map<String, TypeInformation<?>> parameters = readType.getGenericParameters();
        TypeInformation<?> valueType = parameters.get("T");
        if (valueType == null) {
            throw new IllegalArgumentException("The Kafka source's type " + readType + " is not KafkaReadTypeInfo: "
                    + "build it with setDeserializer(TypegenKafka.deserializer(valueSchema))");
        }
        return (TypeInformation<T>) valueType;
    }
}
