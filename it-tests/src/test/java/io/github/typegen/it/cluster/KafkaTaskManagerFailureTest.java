package io.github.typegen.it.cluster;

import static io.github.typegen.it.cluster.LedgerJob.ACCOUNTS;
import static io.github.typegen.it.cluster.LedgerJob.completedCheckpoints;
import static io.github.typegen.it.cluster.LedgerJob.latestRestore;
import static io.github.typegen.it.cluster.LedgerJob.running;
import static io.github.typegen.it.cluster.LedgerJob.verticesRunningOn;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.deployment.StandaloneClusterId;
import org.apache.flink.client.program.PackagedProgram;
import org.apache.flink.client.program.PackagedProgramUtils;
import org.apache.flink.client.program.rest.RestClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.CoreOptions;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.typegen.kafka.broker.KafkaBroker;
import io.github.typegen.kafka.broker.SharedKafkaBroker;
import io.github.typegen.kafka.broker.Topics;

/**
 * The sample app's {@code KafkaLedgerJob} on a standalone cluster of two TaskManagers, submitted from the thin job
 * jar (which carries Typegen's Kafka records, Flink's Kafka connector and {@code kafka-clients}; the cluster has
 * none of them), between two topics of a real Kafka broker: postings written to the input topic while the job
 * runs, a Table API step, each account's balance in keyed state, and a ledger line per booked posting written in
 * Kafka transactions, exactly once. The TaskManager running the ledger is killed with {@code SIGKILL} after a
 * checkpoint has completed and output has been committed; the job restores the checkpoint on the other
 * TaskManager, and a {@code read_committed} consumer sees every ledger line exactly once, in each account's
 * order, equal to the ledger computed in plain Java.
 */
@ExtendWith({FlinkClusterExtension.class, SharedKafkaBroker.class})
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class KafkaTaskManagerFailureTest {

    static final String ENTRY_CLASS = "io.github.typegen.sample.cluster.KafkaLedgerJob";

    private static final int POSTINGS = 2_000;
    private static final int POSTINGS_PER_SECOND = 200;
    private static final int PARTITIONS = 2;
    /** The job's parallelism: one TaskManager's slots, so that it can run on the one that survives. */
    private static final int PARALLELISM = FlinkCluster.TASK_MANAGER_SLOTS;
    private static final long CHECKPOINT_INTERVAL_MILLIS = 500;
    private static final String INPUT = "ledger-postings";
    private static final String OUTPUT = "ledger-entries";
    /** The job books the postings of at least 10 cents either way (its Table API step leaves out the others). */
    private static final long MIN_CENTS = 10;

    @Test
    void everyLedgerLineIsCommittedExactlyOnceAfterATaskManagerIsKilled(FlinkCluster cluster, KafkaBroker broker)
            throws Exception {
        broker.createTopic(INPUT, PARTITIONS);
        broker.createTopic(OUTPUT, PARTITIONS);
        List<String> expected = LedgerJob.expectedLines(POSTINGS, n -> Math.abs(cents(n)) >= MIN_CENTS);
        assertThat(expected).as("postings the Table step leaves out").hasSizeBetween(POSTINGS - 20, POSTINGS - 1);

        try (RestClusterClient<StandaloneClusterId> client = cluster.restClient()) {
            JobID job = submit(cluster, client, broker);
            cluster.await(Duration.ofMinutes(1), "the job running", () -> running(cluster, job));
            CountDownLatch killed = new CountDownLatch(1);
            CompletableFuture<Void> input = CompletableFuture.runAsync(() -> writePostings(broker, killed));

            String[] victim = new String[1];
            cluster.await(Duration.ofMinutes(2), "a completed checkpoint, committed output and a TaskManager "
                    + "running the ledger", () -> {
                        if (!running(cluster, job) || completedCheckpoints(cluster, job) == 0
                                || committedLines(broker).isEmpty()) {
                            return false;
                        }
                        victim[0] = IntStream.rangeClosed(1, FlinkClusterExtension.TASK_MANAGERS)
                                .mapToObj(i -> "taskmanager-" + i)
                                .filter(tm -> verticesRunningOn(cluster, job, tm).stream()
                                        .anyMatch(vertex -> vertex.contains("ledger")))
                                .findFirst().orElse(null);
                        return victim[0] != null;
                    });
            List<String> committedBeforeKill = committedLines(broker);
            assertThat(cluster.kill(victim[0])).as("exit code of " + victim[0] + " after SIGKILL")
                    .isEqualTo(128 + 9);
            killed.countDown();

            input.get(1, TimeUnit.MINUTES);
            cluster.await(Duration.ofMinutes(3), "every ledger line committed after a restore",
                    () -> running(cluster, job) && latestRestore(cluster, job).has("is_savepoint")
                            && committedLines(broker).size() >= expected.size());
            JsonNode restore = latestRestore(cluster, job);
            assertThat(restore.path("is_savepoint").asText()).as("restored from a checkpoint: %s", restore)
                    .isEqualTo("false");
            // later checkpoints commit nothing more: no line is written twice
            long checkpoints = completedCheckpoints(cluster, job);
            cluster.await(Duration.ofMinutes(1), "two more checkpoints",
                    () -> completedCheckpoints(cluster, job) >= checkpoints + 2);
            client.cancel(job).get(1, TimeUnit.MINUTES);

            assertThat(committedBeforeKill).isNotEmpty().hasSizeLessThan(expected.size());
            List<ConsumerRecord<byte[], byte[]>> committed =
                    Topics.readCommitted(broker, OUTPUT, PARTITIONS);
            Map<String, List<String>> byAccount = new LinkedHashMap<>();
            for (ConsumerRecord<byte[], byte[]> record : committed) {
                String line = new String(record.value(), UTF_8);
                String account = line.split(",")[1];
                assertThat(new String(record.key(), UTF_8)).as("key of %s", line).isEqualTo(account);
                byAccount.computeIfAbsent(account, a -> new ArrayList<>()).add(line);
            }
            // exactly once, in each account's order: the lines of an unbroken ledger, none lost, none twice
            assertThat(byAccount).hasSize(ACCOUNTS).isEqualTo(byAccount(expected));
            assertThat(committedLines(broker)).containsExactlyElementsOf(expected);
        }
    }

    /** What posting {@code n} books, as the ledger's input defines it (see {@link LedgerJob#expectedLines}). */
    private static long cents(long n) {
        return n * 7919 % 2001 - 1000;
    }

    /**
     * Writes postings {@code 0} to {@code POSTINGS - 1} to the input topic as the job reads them
     * ({@code sequence,account,currency,cents}), keyed by account, about {@value #POSTINGS_PER_SECOND} a second, so
     * that the job reads them as they come; the second half only once the TaskManager has been killed.
     */
    private static void writePostings(KafkaBroker broker, CountDownLatch killed) {
        Map<String, Object> config = Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        long start = System.nanoTime();
        try (KafkaProducer<String, String> producer =
                new KafkaProducer<>(config, new StringSerializer(), new StringSerializer())) {
            for (long n = 0; n < POSTINGS; n++) {
                if (n == POSTINGS / 2) {
                    producer.flush();
                    if (!killed.await(2, TimeUnit.MINUTES)) {
                        throw new IllegalStateException("No TaskManager killed after the first half of the postings");
                    }
                    start = System.nanoTime() - TimeUnit.SECONDS.toNanos(n) / POSTINGS_PER_SECOND;
                }
                String account = "account-" + n % ACCOUNTS;
                producer.send(new ProducerRecord<>(INPUT, account, n + "," + account + ",EUR," + cents(n)));
                long due = start + TimeUnit.SECONDS.toNanos(n) / POSTINGS_PER_SECOND;
                long wait = due - System.nanoTime();
                if (wait > 0) {
                    TimeUnit.NANOSECONDS.sleep(wait);
                }
            }
            producer.flush();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while writing postings", e);
        }
    }

    /** The committed lines of the output topic, in sequence order. */
    private static List<String> committedLines(KafkaBroker broker) {
        List<String> lines = new ArrayList<>();
        for (ConsumerRecord<byte[], byte[]> record
                : Topics.readCommitted(broker, OUTPUT, PARTITIONS)) {
            lines.add(new String(record.value(), UTF_8));
        }
        lines.sort(Comparator.comparingLong(LedgerJob::sequence));
        return lines;
    }

    private static Map<String, List<String>> byAccount(List<String> lines) {
        Map<String, List<String>> byAccount = new LinkedHashMap<>();
        for (String line : lines) {
            byAccount.computeIfAbsent(line.split(",")[1], a -> new ArrayList<>()).add(line);
        }
        return byAccount;
    }

    /**
     * Submits the job from the sample app's thin jar, as {@code flink run -p 2 -c ...} would, with its classes
     * loaded only by user-code class loaders.
     */
    private static JobID submit(FlinkCluster cluster, RestClusterClient<StandaloneClusterId> client,
            KafkaBroker broker) throws Exception {
        try {
            Class.forName(ENTRY_CLASS, false, KafkaTaskManagerFailureTest.class.getClassLoader());
            throw new IllegalStateException(ENTRY_CLASS + " is on the test class path: the cluster tests must load "
                    + "it only from the sample app's thin job jar");
        } catch (ClassNotFoundException expected) {
            // loaded only by the user-code class loaders of the client and the cluster
        }
        Configuration configuration = cluster.clientConfiguration();
        configuration.set(CoreOptions.DEFAULT_PARALLELISM, PARALLELISM);
        PackagedProgram program = PackagedProgram.newBuilder()
                .setJarFile(LedgerJob.jar())
                .setEntryPointClassName(ENTRY_CLASS)
                .setArguments(broker.bootstrapServers(), INPUT, OUTPUT, Long.toString(CHECKPOINT_INTERVAL_MILLIS))
                .setConfiguration(configuration)
                .build();
        try {
            JobGraph jobGraph = PackagedProgramUtils.createJobGraph(program, configuration, PARALLELISM, false);
            return client.submitJob(jobGraph).get();
        } finally {
            program.close();
        }
    }
}
