package io.github.typegen.sample.cluster;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.serialization.SerializationSchema;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.connector.base.DeliveryGuarantee;
import org.apache.flink.connector.kafka.sink.KafkaSink;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.initializer.OffsetsInitializer;
import org.apache.flink.core.execution.CheckpointingMode;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;

import io.github.typegen.kafka.KafkaRead;
import io.github.typegen.kafka.TypegenKafka;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * The {@link AccountLedgerJob}'s ledger between two Kafka topics, exactly once: postings read from a topic as
 * {@link PostingLines}, a Table API step that leaves out postings under 10 cents either way, each account's
 * balance in keyed state, and a {@link LedgerEntry} line per booked posting written to a topic in Kafka
 * transactions that commit when a checkpoint completes (read the output with {@code isolation.level=read_committed}).
 *
 * <p>Submit it with its class named: {@code flink run -c io.github.typegen.sample.cluster.KafkaLedgerJob
 * typegen-sample-app-thin.jar <bootstrap-servers> <input-topic> <output-topic> <checkpoint-interval-ms>}. The
 * input's records are keyed by account, so that each account's postings are in one partition, in order; the
 * output's are keyed by account too. The job reads until it is cancelled. The transactional id prefix and the
 * consumer group are named after the output topic. Kryo is forbidden ({@code pipeline.generic-types: false}).
 */
public final class KafkaLedgerJob {

    /** The smallest amount, in cents either way, that the ledger books. */
    public static final long MIN_CENTS = 10;

    private KafkaLedgerJob() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 4) {
            throw new IllegalArgumentException("Usage: KafkaLedgerJob <bootstrap-servers> <input-topic> "
                    + "<output-topic> <checkpoint-interval-ms>, got " + List.of(args));
        }
        String bootstrapServers = args[0];
        String inputTopic = args[1];
        String outputTopic = args[2];
        Duration checkpointInterval = Duration.ofMillis(Long.parseLong(args[3]));

        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.enableCheckpointing(checkpointInterval.toMillis(), CheckpointingMode.EXACTLY_ONCE);
        StreamTableEnvironment tEnv = StreamTableEnvironment.create(env);

        KafkaSource<KafkaRead<Posting>> source = KafkaSource.<KafkaRead<Posting>>builder()
                .setBootstrapServers(bootstrapServers)
                .setTopics(inputTopic)
                .setGroupId(outputTopic + "-ledger")
                .setStartingOffsets(OffsetsInitializer.earliest())
                .setDeserializer(TypegenKafka.deserializer(new PostingLines()).failOnError())
                .build();
        DataStream<Posting> postings = TypegenKafka.fromSource(env, source, WatermarkStrategy.noWatermarks(),
                "postings").uid("postings").values();

        TypedTables.createTemporaryView(tEnv, "postings", postings);
        Table booked = tEnv.sqlQuery("SELECT * FROM postings WHERE ABS(amount.cents) >= " + MIN_CENTS);

        KafkaSink<LedgerEntry> sink = KafkaSink.<LedgerEntry>builder()
                .setBootstrapServers(bootstrapServers)
                .setRecordSerializer(TypegenKafka.serializer(outputTopic, new EntryLines())
                        .withStringKey(entry -> entry.balance().getAccount()))
                .setDeliveryGuarantee(DeliveryGuarantee.EXACTLY_ONCE)
                .setTransactionalIdPrefix(outputTopic + "-ledger")
                // longer than a restart takes, at most the broker's transaction.max.timeout.ms (15 min by default)
                .setProperty("transaction.timeout.ms", "300000")
                .build();
        TypedTables.toDataStream(tEnv, booked, Posting.class)
                .keyBy(Posting::account, Types.STRING)
                .process(new AccountLedgerJob.Ledger(), Typegen.typeInfo(LedgerEntry.class))
                .uid("ledger")
                .name("ledger")
                .sinkTo(sink)
                .uid("ledger-topic")
                .name("ledger topic");
        env.execute("account ledger on Kafka");
    }

    /** Writes each entry as its {@link LedgerEntry#csv()} line in UTF-8. */
    static final class EntryLines implements SerializationSchema<LedgerEntry> {

        private static final long serialVersionUID = 1L;

        @Override
        public byte[] serialize(LedgerEntry entry) {
            return entry.csv().getBytes(StandardCharsets.UTF_8);
        }
    }
}
