package io.github.typegen.kafka;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.typegen.kafka.broker.KafkaBroker;
import io.github.typegen.kafka.broker.SharedKafkaBroker;
import io.github.typegen.kafka.broker.Topics;
import io.github.typegen.kafka.domain.Balance;
import io.github.typegen.kafka.domain.BalanceSchema;
import io.github.typegen.kafka.domain.BalanceTypeInfo;
import io.github.typegen.kafka.domain.Payment;
import io.github.typegen.kafka.domain.PaymentSchema;
import io.github.typegen.kafka.domain.PaymentTypeInfo;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.state.CheckpointListener;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.connector.base.DeliveryGuarantee;
import org.apache.flink.connector.kafka.sink.KafkaSink;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.initializer.OffsetsInitializer;
import org.apache.flink.core.execution.CheckpointingMode;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.Collector;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A topic of payments -> a typed job keeping each account's balance in keyed state -> a topic of balances, with
 * Kafka transactions and exactly-once checkpoints, and a failure after a checkpoint: the job restarts from the
 * checkpoint, and a {@code read_committed} consumer sees every balance exactly once, in each account's order.
 */
@ExtendWith(SharedKafkaBroker.class)
class ExactlyOnceKafkaJobTest {

    private static final int ACCOUNTS = 8;
    private static final int PAYMENTS_PER_ACCOUNT = 50;
    private static final int PARTITIONS = 2;
    /** The failing operator fails at the first record after this many in a subtask and a completed checkpoint. */
    private static final int RECORDS_BEFORE_FAILURE = 60;

    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setNumberTaskManagers(1)
            .setNumberSlotsPerTaskManager(PARTITIONS)
            .build());

    /** How often the failing operator failed, over all attempts of the job (it runs in this JVM). */
    static final AtomicInteger FAILURES = new AtomicInteger();

    @Test
    void everyBalanceIsCommittedExactlyOnceThroughAFailureAndARestartFromACheckpoint(KafkaBroker broker)
            throws Exception {
        broker.createTopic("eo-payments", PARTITIONS);
        broker.createTopic("eo-balances", PARTITIONS);
        List<Payment> payments = payments();
        List<ProducerRecord<byte[], byte[]>> input = new ArrayList<>();
        for (Payment payment : payments) {
            input.add(new ProducerRecord<>("eo-payments", payment.account().getBytes(UTF_8),
                    payment.toLine().getBytes(UTF_8)));
        }
        Topics.produce(broker, input);

        StreamExecutionEnvironment env = environment();
        KafkaSource<KafkaRead<Payment>> source = KafkaSource.<KafkaRead<Payment>>builder()
                .setBootstrapServers(broker.bootstrapServers())
                .setTopics("eo-payments")
                .setGroupId("eo-job")
                .setStartingOffsets(OffsetsInitializer.earliest())
                .setBounded(OffsetsInitializer.latest())
                .setDeserializer(TypegenKafka.deserializer(new PaymentSchema()).failOnError())
                .build();
        KafkaSink<Balance> sink = KafkaSink.<Balance>builder()
                .setBootstrapServers(broker.bootstrapServers())
                .setRecordSerializer(TypegenKafka.serializer("eo-balances", new BalanceSchema())
                        .withStringKey(Balance::account))
                .setDeliveryGuarantee(DeliveryGuarantee.EXACTLY_ONCE)
                .setTransactionalIdPrefix("typegen-eo-balances")
                .setProperty("transaction.timeout.ms", "60000")
                .build();
        TypegenKafka.fromSource(env, source, WatermarkStrategy.noWatermarks(), "payments")
                .uid("payments")
                .values()
                .map(new Throttle(), new PaymentTypeInfo())
                .keyBy(Payment::account)
                .process(new RunningBalance(), new BalanceTypeInfo())
                .map(new FailOnceAfterACheckpoint(), new BalanceTypeInfo())
                .sinkTo(sink);
        FAILURES.set(0);

        env.execute("exactly-once payments to balances");

        assertThat(FAILURES).as("the injected failures").hasValue(1);
        List<ConsumerRecord<byte[], byte[]>> committed = Topics.readCommitted(broker, "eo-balances", PARTITIONS);
        Map<String, List<Balance>> byAccount = new LinkedHashMap<>();
        for (ConsumerRecord<byte[], byte[]> record : committed) {
            Balance balance = Balance.parse(new String(record.value(), UTF_8));
            assertThat(new String(record.key(), UTF_8)).isEqualTo(balance.account());
            byAccount.computeIfAbsent(balance.account(), account -> new ArrayList<>()).add(balance);
        }
        assertThat(byAccount).isEqualTo(expectedBalances(payments));
    }

    private static StreamExecutionEnvironment environment() {
        Configuration config = new Configuration();
        config.set(PipelineOptions.GENERIC_TYPES, false);
        config.set(RestartStrategyOptions.RESTART_STRATEGY, "fixed-delay");
        config.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_ATTEMPTS, 3);
        config.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_DELAY, Duration.ofMillis(100));
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(config);
        env.setParallelism(PARTITIONS);
        env.enableCheckpointing(200, CheckpointingMode.EXACTLY_ONCE);
        return env;
    }

    private static List<Payment> payments() {
        List<Payment> payments = new ArrayList<>();
        for (int seq = 1; seq <= PAYMENTS_PER_ACCOUNT; seq++) {
            for (int account = 0; account < ACCOUNTS; account++) {
                payments.add(new Payment("acc-" + account, seq, (seq * 37L + account * 11L) % 1000 - 300));
            }
        }
        return payments;
    }

    /** Each account's balances after each of its payments, computed in plain Java. */
    private static Map<String, List<Balance>> expectedBalances(List<Payment> payments) {
        Map<String, List<Balance>> expected = new LinkedHashMap<>();
        for (Payment payment : payments) {
            List<Balance> balances = expected.computeIfAbsent(payment.account(), account -> new ArrayList<>());
            long before = balances.isEmpty() ? 0 : balances.get(balances.size() - 1).cents();
            balances.add(new Balance(payment.account(), payment.seq(), before + payment.cents()));
        }
        return expected;
    }

    /** Adds each payment to its account's balance, kept in keyed state, and emits the new balance. */
    static final class RunningBalance extends KeyedProcessFunction<String, Payment, Balance> {

        private static final long serialVersionUID = 1L;
        private transient ValueState<Balance> balance;

        @Override
        public void open(OpenContext openContext) {
            balance = getRuntimeContext().getState(new ValueStateDescriptor<>("balance", new BalanceTypeInfo()));
        }

        @Override
        public void processElement(Payment payment, Context context, Collector<Balance> out) throws Exception {
            Balance before = balance.value();
            Balance after = before == null
                    ? new Balance(payment.account(), 1, payment.cents())
                    : new Balance(payment.account(), before.payments() + 1, before.cents() + payment.cents());
            balance.update(after);
            out.collect(after);
        }
    }

    /**
     * Passes payments on at most one each 5 ms per subtask, so that checkpoints complete while the input lasts. It
     * is chained to the source: were the job slow downstream instead, the checkpoint barriers would queue behind
     * the whole input in the network buffers.
     */
    static final class Throttle implements MapFunction<Payment, Payment> {

        private static final long serialVersionUID = 1L;

        @Override
        public Payment map(Payment payment) throws InterruptedException {
            Thread.sleep(5);
            return payment;
        }
    }

    /**
     * Passes balances on, and throws once in the whole run: at the first record after {@value #RECORDS_BEFORE_FAILURE} records of its subtask and a
     * completed checkpoint, so that the job restarts from that checkpoint, not from the start.
     */
    static final class FailOnceAfterACheckpoint extends RichMapFunction<Balance, Balance> implements CheckpointListener {

        private static final long serialVersionUID = 1L;
        private transient int records;
        private transient boolean checkpointCompleted;

        @Override
        public Balance map(Balance balance) throws Exception {
            records++;
            if (records > RECORDS_BEFORE_FAILURE && checkpointCompleted && FAILURES.compareAndSet(0, 1)) {
                throw new IllegalStateException("the injected failure, after " + records + " records");
            }
            return balance;
        }

        @Override
        public void notifyCheckpointComplete(long checkpointId) {
            checkpointCompleted = true;
        }
    }
}
