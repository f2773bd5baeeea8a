package io.github.typegen.sample;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.flink.api.common.accumulators.LongCounter;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.serialization.SerializationSchema;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.connector.base.DeliveryGuarantee;
import org.apache.flink.connector.kafka.sink.KafkaRecordSerializationSchema;
import org.apache.flink.connector.kafka.sink.KafkaSink;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.initializer.OffsetsInitializer;
import org.apache.flink.formats.json.JsonDeserializationSchema;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.util.Collector;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ListOffsetsResult.ListOffsetsResultInfo;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.github.typegen.json.TypegenJson;
import io.github.typegen.json.TypegenJsonDeserializationSchema;
import io.github.typegen.json.TypegenJsonSerializationSchema;
import io.github.typegen.kafka.KafkaDeadLetter;
import io.github.typegen.kafka.KafkaRead;
import io.github.typegen.kafka.KafkaRecordStream;
import io.github.typegen.kafka.TypegenKafka;
import io.github.typegen.runtime.table.Change;

/**
 * The spend report between two Kafka topics: the transactions read from one as JSON, the report written to the
 * other as Flink's {@code upsert-kafka} connector writes an updating table, keyed by {@link SpendRow}'s primary key.
 *
 * <ul>
 *   <li>The input is read from the earliest offsets to the offsets at the job's start
 *       ({@code OffsetsInitializer.latest()} as the stopping offsets), so that the job ends, as the app's jobs do,
 *       with its results. On Typegen's path a transaction is read by its generated codec ({@code
 *       TransactionJsonCodec}), on Flink's path by Flink's {@code JsonDeserializationSchema} (Jackson databind); on
 *       both, through {@link TypegenKafka}, a record that is not a transaction's JSON is a dead letter: logged,
 *       counted in the accumulator {@value #DEAD_LETTERS}, and left out.</li>
 *   <li>Each change of the report is a record keyed by the row's {@link SpendKey} as JSON: an insert or an
 *       update's new row ({@code +I}, {@code +U}) has the row as JSON as its value, a deletion ({@code -D}) is a
 *       tombstone (a null value), and an update's old row ({@code -U}) is not written, since the {@code +U} that
 *       follows replaces it. Reading the topic and keeping each key's last value gives the report's rows; a
 *       compacted topic keeps just those.</li>
 * </ul>
 */
final class KafkaReport {

    /** The accumulator counting the input's dead letters. */
    static final String DEAD_LETTERS = "deadLetters";

    private static final Logger LOG = LoggerFactory.getLogger(KafkaReport.class);

    private final String bootstrapServers;
    private final String inputTopic;
    private final String outputTopic;

    KafkaReport(String bootstrapServers, String inputTopic, String outputTopic) {
        this.bootstrapServers = bootstrapServers;
        this.inputTopic = inputTopic;
        this.outputTopic = outputTopic;
    }

    /** Creates the input and output topics that do not exist yet, with the broker's default partitions. */
    void createTopics() throws InterruptedException, ExecutionException {
        try (Admin admin = admin()) {
            Set<String> existing = admin.listTopics().names().get();
            List<NewTopic> missing = new ArrayList<>();
            for (String topic : Set.of(inputTopic, outputTopic)) {
                if (!existing.contains(topic)) {
                    missing.add(new NewTopic(topic, Optional.empty(), Optional.empty()));
                }
            }
            if (!missing.isEmpty()) {
                admin.createTopics(missing).all().get();
            }
        }
    }

    /**
     * Writes transactions {@code 0} to {@code rows - 1} of the seed ({@link Inputs#transaction}) to the input topic,
     * each as its JSON, keyed by its account, and waits until the broker has them all.
     */
    void produce(long rows, long seed) throws Exception {
        Map<String, Object> config = Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.LINGER_MS_CONFIG, 5);
        AtomicReference<Exception> failure = new AtomicReference<>();
        try (KafkaProducer<byte[], byte[]> producer =
                new KafkaProducer<>(config, new ByteArraySerializer(), new ByteArraySerializer())) {
            for (long i = 0; i < rows && failure.get() == null; i++) {
                Transaction transaction = Inputs.transaction(seed, i);
                byte[] key = Long.toString(transaction.accountId()).getBytes(StandardCharsets.UTF_8);
                byte[] value = TypegenJson.write(TransactionJsonCodec.INSTANCE, transaction);
                producer.send(new ProducerRecord<>(inputTopic, key, value), (metadata, e) -> {
                    if (e != null) {
                        failure.compareAndSet(null, e);
                    }
                });
            }
            producer.flush();
        }
        if (failure.get() != null) {
            throw new IllegalStateException("Cannot write the transactions to the topic " + inputTopic + " at "
                    + bootstrapServers, failure.get());
        }
    }

    /** How many records the input topic holds now: what a job started now reads. */
    long inputRecords() throws InterruptedException, ExecutionException {
        try (Admin admin = admin()) {
            TopicDescription topic = admin.describeTopics(Set.of(inputTopic)).allTopicNames().get().get(inputTopic);
            Map<TopicPartition, OffsetSpec> earliest = new HashMap<>();
            Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
            topic.partitions().forEach(partition -> {
                TopicPartition topicPartition = new TopicPartition(inputTopic, partition.partition());
                earliest.put(topicPartition, OffsetSpec.earliest());
                latest.put(topicPartition, OffsetSpec.latest());
            });
            Map<TopicPartition, ListOffsetsResultInfo> starts = admin.listOffsets(earliest).all().get();
            Map<TopicPartition, ListOffsetsResultInfo> ends = admin.listOffsets(latest).all().get();
            long records = 0;
            for (TopicPartition partition : starts.keySet()) {
                records += ends.get(partition).offset() - starts.get(partition).offset();
            }
            return records;
        }
    }

    /**
     * The input topic's transactions, from its earliest offsets to those at the job's start, read as the path reads
     * JSON; the records that are not a transaction's JSON are logged and counted ({@value #DEAD_LETTERS}).
     */
    DataStream<Transaction> transactions(Path path, StreamExecutionEnvironment env) {
        DeserializationSchema<Transaction> json = switch (path) {
            case TYPEGEN -> TypegenJsonDeserializationSchema.of(TransactionJsonCodec.INSTANCE);
            case FLINK -> new JsonDeserializationSchema<>(Transaction.class);
        };
        KafkaSource<KafkaRead<Transaction>> source = KafkaSource.<KafkaRead<Transaction>>builder()
                .setBootstrapServers(bootstrapServers)
                .setTopics(inputTopic)
                .setStartingOffsets(OffsetsInitializer.earliest())
                .setBounded(OffsetsInitializer.latest())
                .setDeserializer(TypegenKafka.deserializer(json))
                .build();
        KafkaRecordStream<Transaction> read =
                TypegenKafka.fromSource(env, source, WatermarkStrategy.noWatermarks(), "topic " + inputTopic);
        read.deadLetters()
                .flatMap(new LogDeadLetters(), Types.VOID)
                .name("log dead letters")
                .sinkTo(new DiscardingSink<>())
                .name("dead letters logged");
        return read.values();
    }

    /** Adds the report's changes, written to the output topic as upserts, to the environment's job. */
    void write(DataStream<Change<SpendRow>> changes) {
        KafkaSink<Change<SpendRow>> sink = KafkaSink.<Change<SpendRow>>builder()
                .setBootstrapServers(bootstrapServers)
                .setRecordSerializer(new UpsertSerializer(outputTopic))
                // as upsert-kafka: each key's last record is its row, so a record written twice changes nothing
                .setDeliveryGuarantee(DeliveryGuarantee.AT_LEAST_ONCE)
                .build();
        changes.sinkTo(sink).name("topic " + outputTopic);
    }

    private Admin admin() {
        return Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers));
    }

    /**
     * Writes a change of the report as {@code upsert-kafka} writes a change of an updating table: keyed by the row's
     * primary key as JSON, the row as JSON for {@code +I} and {@code +U}, a tombstone for {@code -D}, nothing for
     * {@code -U}.
     */
    static final class UpsertSerializer implements KafkaRecordSerializationSchema<Change<SpendRow>> {

        private static final long serialVersionUID = 1L;

        private final String topic;
        private final SerializationSchema<SpendKey> keySchema = TypegenJsonSerializationSchema.of(
                SpendKeyJsonCodec.INSTANCE);
        private final SerializationSchema<SpendRow> valueSchema = TypegenJsonSerializationSchema.of(
                SpendRowJsonCodec.INSTANCE);

        UpsertSerializer(String topic) {
            this.topic = topic;
        }

        @Override
        public void open(SerializationSchema.InitializationContext context, KafkaSinkContext sinkContext)
                throws Exception {
            keySchema.open(context);
            valueSchema.open(context);
        }

        @Override
        public ProducerRecord<byte[], byte[]> serialize(Change<SpendRow> change, KafkaSinkContext context,
                Long timestamp) {
            SpendRow row = change.value();
            return switch (change.kind()) {
                case INSERT, UPDATE_AFTER -> new ProducerRecord<>(topic, null, timestamp,
                        keySchema.serialize(SpendKey.of(row)), valueSchema.serialize(row));
                case DELETE -> new ProducerRecord<>(topic, null, timestamp, keySchema.serialize(SpendKey.of(row)),
                        (byte[]) null);
                // the +U that follows replaces the row under its key
                case UPDATE_BEFORE -> null;
            };
        }
    }

    /** Logs each dead letter (where it was and why it could not be read) and counts it. */
    static final class LogDeadLetters extends RichFlatMapFunction<KafkaDeadLetter, Void> {

        private static final long serialVersionUID = 1L;

        private transient LongCounter deadLetters;

        @Override
        public void open(OpenContext openContext) {
            deadLetters = new LongCounter();
            getRuntimeContext().addAccumulator(DEAD_LETTERS, deadLetters);
        }

        @Override
        public void flatMap(KafkaDeadLetter deadLetter, Collector<Void> out) {
            deadLetters.add(1);
            LOG.warn("Not a transaction, left out: the record {}-{}@{}: {}", deadLetter.topic(),
                    deadLetter.partition(), deadLetter.offset(), deadLetter.error());
        }
    }
}
