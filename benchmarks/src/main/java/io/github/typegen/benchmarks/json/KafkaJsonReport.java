package io.github.typegen.benchmarks.json;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.flink.api.common.JobExecutionResult;
import org.apache.flink.api.common.accumulators.LongCounter;
import org.apache.flink.api.common.accumulators.LongMaximum;
import org.apache.flink.api.common.accumulators.LongMinimum;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.initializer.OffsetsInitializer;
import org.apache.flink.formats.json.JsonDeserializationSchema;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.util.Collector;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;

import io.github.typegen.json.TypegenJson;
import io.github.typegen.json.TypegenJsonDeserializationSchema;

/**
 * End to end through a Kafka broker: JSON messages read from a topic by Flink's {@code KafkaSource} into typed
 * objects, with the generated codec against Jackson databind. A plain {@code main}, not JMH: each run is a whole
 * Flink job.
 *
 * <p>It starts a Kafka broker (the kafka module's tests' broker, in a JVM of its own: {@link KafkaBrokerProcess}),
 * unless {@code --bootstrap-servers} names one, and fills a new topic (one partition
 * per reader, {@code --parallelism}) with {@code --messages} JSON messages of {@link JsonBenchmark}'s model ({@link
 * OrderEvent}, about 730 bytes; message {@code i} is {@link JsonBenchmark#sample()} with order id {@code i}). Then it
 * runs a Flink job reading the whole topic (bounded: up to the offsets at the job's start) into a discarding sink,
 * on a local MiniCluster, with each of two value-only deserializers:
 *
 * <ul>
 *   <li>{@code TypegenJsonDeserializationSchema} over the generated {@code OrderEventJsonCodec};
 *   <li>flink-json's {@code JsonDeserializationSchema} (Jackson databind, the mapper of Flink's
 *       {@code JacksonMapperFactory}).
 * </ul>
 *
 * <p>The source and the sink are chained, so no record is serialized between them: the runs differ only in how the
 * JSON becomes an object. A run's rate is its records over the time from its first record to its last, as the
 * sink's subtasks saw them (the job's start-up and the consumer's first fetch not counted). The sink checks that
 * every message was read, and read right (the sum of the order ids and of the order lines). {@code --warm-ups}
 * unmeasured runs of each (default 1), then {@code --repetitions} runs of each (default 5), alternating which goes
 * first; the report prints each run, the medians and their ratio. Each run is a job on a new local MiniCluster.
 *
 * <pre>
 * KafkaJsonReport [--messages N] [--repetitions R] [--warm-ups W] [--parallelism P] [--bootstrap-servers HOST:PORT]
 * </pre>
 */
public final class KafkaJsonReport {

    static final int DEFAULT_MESSAGES = 1_000_000;
    static final int DEFAULT_REPETITIONS = 5;
    static final int DEFAULT_WARM_UPS = 1;

    private static final String RECORDS = "records";
    private static final String ORDER_IDS = "orderIds";
    private static final String LINES = "lines";
    private static final String FIRST = "firstRecordNanos";
    private static final String LAST = "lastRecordNanos";

    /** How a run reads a message's JSON. */
    enum Reader {
        CODEC("generated codec (TypegenJsonDeserializationSchema)"),
        DATABIND("Jackson databind (flink-json JsonDeserializationSchema)");

        final String label;

        Reader(String label) {
            this.label = label;
        }

        DeserializationSchema<OrderEvent> schema() {
            return switch (this) {
                case CODEC -> TypegenJsonDeserializationSchema.of(OrderEventJsonCodec.INSTANCE);
                case DATABIND -> new JsonDeserializationSchema<>(OrderEvent.class);
            };
        }
    }

    /** The medians of the measured runs, records per second. */
    record Result(double codec, double databind) {

        double ratio() {
            return codec / databind;
        }
    }

    private KafkaJsonReport() {}

    public static void main(String[] args) throws Exception {
        int messages = DEFAULT_MESSAGES;
        int repetitions = DEFAULT_REPETITIONS;
        int warmUps = DEFAULT_WARM_UPS;
        int parallelism = 1;
        String bootstrapServers = null;
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--messages" -> messages = Integer.parseInt(required(args[i], value));
                case "--repetitions" -> repetitions = Integer.parseInt(required(args[i], value));
                case "--warm-ups" -> warmUps = Integer.parseInt(required(args[i], value));
                case "--parallelism" -> parallelism = Integer.parseInt(required(args[i], value));
                case "--bootstrap-servers" -> bootstrapServers = required(args[i], value);
                default -> throw new IllegalArgumentException("Unknown argument " + args[i] + "; usage: KafkaJsonReport"
                        + " [--messages N] [--repetitions R] [--warm-ups W] [--parallelism P]"
                        + " [--bootstrap-servers HOST:PORT]");
            }
            i++;
        }
        if (bootstrapServers != null) {
            run(bootstrapServers, messages, repetitions, warmUps, parallelism, System.out);
        } else {
            try (KafkaBrokerProcess broker = KafkaBrokerProcess.start()) {
                run(broker.bootstrapServers(), messages, repetitions, warmUps, parallelism, System.out);
            }
        }
    }

    private static String required(String option, String value) {
        if (value == null) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return value;
    }

    /** Fills a new topic of the broker, runs both readers over it and prints the report; returns the medians. */
    static Result run(String bootstrapServers, int messages, int repetitions, int warmUps, int parallelism,
            PrintStream out) throws Exception {
        if (messages < 1 || repetitions < 1 || warmUps < 0 || parallelism < 1) {
            throw new IllegalArgumentException("--messages, --repetitions and --parallelism must be at least 1, "
                    + "--warm-ups at least 0");
        }
        String topic = "orders-json-" + UUID.randomUUID();
        int bytes = fill(bootstrapServers, topic, messages, parallelism);
        out.printf(Locale.ROOT, "%,d JSON messages of %d bytes in topic %s (%d partition%s)%n", messages, bytes,
                topic, parallelism, parallelism == 1 ? "" : "s");
        for (int warmUp = 0; warmUp < warmUps; warmUp++) {
            for (Reader reader : Reader.values()) {
                double rate = read(bootstrapServers, topic, messages, parallelism, reader);
                out.printf(Locale.ROOT, "warm-up %d, %s: %,.0f records/s%n", warmUp + 1, reader.label, rate);
            }
        }
        List<Double> codec = new ArrayList<>();
        List<Double> databind = new ArrayList<>();
        for (int repetition = 0; repetition < repetitions; repetition++) {
            List<Reader> order = repetition % 2 == 0
                    ? List.of(Reader.CODEC, Reader.DATABIND)
                    : List.of(Reader.DATABIND, Reader.CODEC);
            for (Reader reader : order) {
                double rate = read(bootstrapServers, topic, messages, parallelism, reader);
                out.printf(Locale.ROOT, "run %d, %s: %,.0f records/s%n", repetition + 1, reader.label, rate);
                (reader == Reader.CODEC ? codec : databind).add(rate);
            }
        }
        Result result = new Result(median(codec), median(databind));
        out.printf(Locale.ROOT, "%n### End to end through the broker: KafkaSource -> discarding sink, %,d messages, "
                + "parallelism %d (records/s, median of %d runs)%n%n", messages, parallelism, repetitions);
        out.println("| reader | records/s | runs |");
        out.println("|---|---:|---|");
        out.printf(Locale.ROOT, "| %s | %,.0f | %s |%n", Reader.CODEC.label, result.codec(), rates(codec));
        out.printf(Locale.ROOT, "| %s | %,.0f | %s |%n", Reader.DATABIND.label, result.databind(), rates(databind));
        out.printf(Locale.ROOT, "%ngenerated codec / databind: %.2fx%n", result.ratio());
        return result;
    }

    /**
     * Writes message {@code i} for each {@code i} below {@code messages} to a new topic of {@code partitions}
     * partitions, without keys (the producer spreads them over the partitions); returns the first message's size.
     */
    private static int fill(String bootstrapServers, String topic, int messages, int partitions) throws Exception {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers))) {
            admin.createTopics(List.of(new NewTopic(topic, partitions, (short) 1))).all().get();
        }
        Map<String, Object> config = Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                ProducerConfig.LINGER_MS_CONFIG, 20,
                ProducerConfig.BATCH_SIZE_CONFIG, 256 * 1024);
        AtomicReference<Exception> failure = new AtomicReference<>();
        OrderEvent event = JsonBenchmark.sample();
        int bytes = 0;
        try (KafkaProducer<byte[], byte[]> producer =
                new KafkaProducer<>(config, new ByteArraySerializer(), new ByteArraySerializer())) {
            for (int i = 0; i < messages && failure.get() == null; i++) {
                event.orderId = i;
                byte[] json = TypegenJson.write(OrderEventJsonCodec.INSTANCE, event);
                if (i == 0) {
                    bytes = json.length;
                }
                producer.send(new ProducerRecord<>(topic, json), (metadata, e) -> {
                    if (e != null) {
                        failure.compareAndSet(null, e);
                    }
                });
            }
            producer.flush();
        }
        if (failure.get() != null) {
            throw new IllegalStateException("Cannot fill the topic " + topic, failure.get());
        }
        return bytes;
    }

    /** Runs one job reading the whole topic with the reader; returns its records per second. */
    private static double read(String bootstrapServers, String topic, int messages, int parallelism, Reader reader)
            throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.setParallelism(parallelism);
        KafkaSource<OrderEvent> source = KafkaSource.<OrderEvent>builder()
                .setBootstrapServers(bootstrapServers)
                .setTopics(topic)
                .setStartingOffsets(OffsetsInitializer.earliest())
                .setBounded(OffsetsInitializer.latest())
                .setValueOnlyDeserializer(reader.schema())
                .build();
        env.fromSource(source, WatermarkStrategy.noWatermarks(), "orders")
                .flatMap(new Count(), Types.VOID)
                .name("count")
                .sinkTo(new DiscardingSink<>())
                .name("discard");
        JobExecutionResult result = env.execute("KafkaJsonReport " + reader.name().toLowerCase(Locale.ROOT));

        long records = result.<Long>getAccumulatorResult(RECORDS);
        long orderIds = result.<Long>getAccumulatorResult(ORDER_IDS);
        long lines = result.<Long>getAccumulatorResult(LINES);
        long expectedOrderIds = (long) messages * (messages - 1) / 2;
        long expectedLines = (long) messages * JsonBenchmark.sample().lines.size();
        if (records != messages || orderIds != expectedOrderIds || lines != expectedLines) {
            throw new IllegalStateException(reader.label + " read " + records + " records (order ids summing to "
                    + orderIds + ", " + lines + " order lines), expected " + messages + " (" + expectedOrderIds + ", "
                    + expectedLines + ")");
        }
        long first = result.<Long>getAccumulatorResult(FIRST);
        long last = result.<Long>getAccumulatorResult(LAST);
        return records / ((last - first) / 1e9);
    }

    private static double median(List<Double> rates) {
        List<Double> sorted = rates.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static String rates(List<Double> rates) {
        return String.join(", ", rates.stream().map(rate -> String.format(Locale.ROOT, "%,.0f", rate)).toList());
    }

    /**
     * Counts the records and checks what was read (the sums of the order ids and of the order lines), and notes when
     * this subtask saw its first and its last record; emits nothing.
     */
    private static final class Count extends RichFlatMapFunction<OrderEvent, Void> {

        private static final long serialVersionUID = 1L;

        private transient LongCounter records;
        private transient LongCounter orderIds;
        private transient LongCounter lines;
        private transient LongMinimum first;
        private transient LongMaximum last;

        @Override
        public void open(OpenContext openContext) {
            records = new LongCounter();
            orderIds = new LongCounter();
            lines = new LongCounter();
            first = new LongMinimum();
            last = new LongMaximum();
            getRuntimeContext().addAccumulator(RECORDS, records);
            getRuntimeContext().addAccumulator(ORDER_IDS, orderIds);
            getRuntimeContext().addAccumulator(LINES, lines);
            getRuntimeContext().addAccumulator(FIRST, first);
            getRuntimeContext().addAccumulator(LAST, last);
        }

        @Override
        public void flatMap(OrderEvent event, Collector<Void> out) {
            long now = System.nanoTime();
            if (records.getLocalValuePrimitive() == 0) {
                first.add(now);
            }
            last.add(now);
            records.add(1);
            orderIds.add(event.orderId);
            lines.add(event.lines.size());
        }
    }
}
