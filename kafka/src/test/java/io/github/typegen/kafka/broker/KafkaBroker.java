package io.github.typegen.kafka.broker;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;
import org.apache.kafka.metadata.storage.Formatter;

/**
 * One Kafka broker in KRaft mode, in this JVM: a single node that is both broker and controller, on free loopback
 * ports, with its log in a temporary directory that {@link #close()} deletes. Its settings are those of a one-node
 * cluster (replication factor 1 for the internal topics, including the transaction log, so that transactional
 * producers work) and start consumer groups without delay.
 */
public final class KafkaBroker implements AutoCloseable {

    /** What {@link #main} prints before the bootstrap servers. */
    public static final String BOOTSTRAP_SERVERS_LINE = "Kafka broker bootstrap servers: ";

    private final Path logDir;
    private final int port;
    private final KafkaRaftServer server;

    private KafkaBroker(Path logDir, int port, KafkaRaftServer server) {
        this.logDir = logDir;
        this.port = port;
        this.server = server;
    }

    /** Formats a new log directory and starts a broker on it; returns once the broker accepts clients. */
    public static KafkaBroker start() throws Exception {
        Path logDir = Files.createTempDirectory("kafka-broker");
        int port = freePort();
        int controllerPort = freePort();
        KafkaConfig config = KafkaConfig.fromProps(properties(logDir, port, controllerPort), false);

        new Formatter()
                .setPrintStream(new PrintStream(PrintStream.nullOutputStream()))
                .setNodeId(config.nodeId())
                .setClusterId(Uuid.randomUuid().toString())
                .setControllerListenerName("CONTROLLER")
                .setMetadataLogDirectory(logDir.toString())
                .setDirectories(List.of(logDir.toString()))
                .run();

        KafkaRaftServer server = new KafkaRaftServer(config, Time.SYSTEM);
        server.startup();
        KafkaBroker broker = new KafkaBroker(logDir, port, server);
        broker.awaitReady();
        return broker;
    }

    /**
     * Runs a broker in a JVM of its own, for a JVM that cannot have Kafka's Scala 2.13 on its class path (one with
     * Flink's full planner, which is built with Scala 2.12): prints {@value #BOOTSTRAP_SERVERS_LINE} and the broker's
     * bootstrap servers on a line of its own once the broker accepts clients, then stops the broker and deletes its
     * log when its standard input ends (the parent closed it, or died). The class path is the kafka module's test
     * class path: its build writes it to {@code target/broker-classpath.txt}.
     */
    public static void main(String[] args) throws Exception {
        try (KafkaBroker broker = start()) {
            System.out.println(BOOTSTRAP_SERVERS_LINE + broker.bootstrapServers());
            System.out.flush();
            while (System.in.read() != -1) {
                // the parent writes nothing: wait for the end of the input
            }
        }
    }

    private static Properties properties(Path logDir, int port, int controllerPort) {
        Properties props = new Properties();
        props.putAll(Map.ofEntries(
                Map.entry("process.roles", "broker,controller"),
                Map.entry("node.id", "1"),
                Map.entry("controller.quorum.voters", "1@localhost:" + controllerPort),
                Map.entry("listeners", "PLAINTEXT://localhost:" + port + ",CONTROLLER://localhost:" + controllerPort),
                Map.entry("advertised.listeners", "PLAINTEXT://localhost:" + port),
                Map.entry("controller.listener.names", "CONTROLLER"),
                Map.entry("inter.broker.listener.name", "PLAINTEXT"),
                Map.entry("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT"),
                Map.entry("log.dirs", logDir.toString()),
                Map.entry("num.partitions", "1"),
                Map.entry("auto.create.topics.enable", "false"),
                Map.entry("offsets.topic.replication.factor", "1"),
                Map.entry("offsets.topic.num.partitions", "1"),
                Map.entry("transaction.state.log.replication.factor", "1"),
                Map.entry("transaction.state.log.min.isr", "1"),
                Map.entry("transaction.state.log.num.partitions", "1"),
                Map.entry("share.coordinator.state.topic.replication.factor", "1"),
                Map.entry("share.coordinator.state.topic.min.isr", "1"),
                Map.entry("group.initial.rebalance.delay.ms", "0"),
                Map.entry("log.flush.interval.messages", "1000000")));
        return props;
    }

    private void awaitReady() throws Exception {
        try (Admin admin = admin()) {
            admin.describeCluster().nodes().get(60, TimeUnit.SECONDS);
        }
    }

    /** The {@code bootstrap.servers} of this broker. */
    public String bootstrapServers() {
        return "localhost:" + port;
    }

    /** An admin client of this broker; the caller closes it. */
    public Admin admin() {
        return Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers()));
    }

    /** Creates a topic of {@code partitions} partitions (replication factor 1) and waits until it exists. */
    public void createTopic(String name, int partitions) throws Exception {
        try (Admin admin = admin()) {
            admin.createTopics(Set.of(new NewTopic(name, partitions, (short) 1))).all().get(30, TimeUnit.SECONDS);
        }
    }

    /** Stops the broker and deletes its log directory. */
    @Override
    public void close() throws IOException {
        server.shutdown();
        server.awaitShutdown();
        try (Stream<Path> files = Files.walk(logDir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
