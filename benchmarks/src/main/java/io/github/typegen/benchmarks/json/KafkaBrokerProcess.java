package io.github.typegen.benchmarks.json;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The kafka module's tests' broker ({@code io.github.typegen.kafka.broker.KafkaBroker}: Kafka 4.2.0, KRaft, one node,
 * a temporary log directory) in a JVM of its own: Kafka's Scala 2.13 cannot share this module's class path with
 * Flink's full planner (Scala 2.12). The child runs {@code KafkaBroker.main} on the kafka module's test class path
 * ({@code kafka/target/test-classes} and the {@code kafka/target/broker-classpath.txt} that module's build writes),
 * found beside the working directory or at the system property {@value #MODULE_PROPERTY}. {@link #close()} ends the
 * child's standard input, upon which it stops the broker and deletes its log.
 */
final class KafkaBrokerProcess implements AutoCloseable {

    /** The system property naming the kafka module's directory, when neither {@code kafka} nor {@code ../kafka} is. */
    static final String MODULE_PROPERTY = "typegen.kafka.module";

    private static final String MAIN_CLASS = "io.github.typegen.kafka.broker.KafkaBroker";
    /** What {@code KafkaBroker.main} prints before the bootstrap servers. */
    private static final String BOOTSTRAP_SERVERS_LINE = "Kafka broker bootstrap servers: ";
    private static final long START_SECONDS = 120;

    private final Process process;
    private final String bootstrapServers;

    private KafkaBrokerProcess(Process process, String bootstrapServers) {
        this.process = process;
        this.bootstrapServers = bootstrapServers;
    }

    /** Starts the broker's JVM and returns once the broker accepts clients. */
    static KafkaBrokerProcess start() throws IOException, InterruptedException {
        Path module = kafkaModule();
        String classpath = module.resolve("target/test-classes") + File.pathSeparator
                + Files.readString(module.resolve("target/broker-classpath.txt")).strip();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", classpath, MAIN_CLASS)
                .redirectErrorStream(true)
                .start();
        BufferedReader output = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        // the broker's address, read while the broker logs what it logs; then its output is read and dropped
        CompletableFuture<String> servers = CompletableFuture.supplyAsync(() -> {
            try {
                StringBuilder log = new StringBuilder();
                for (String line = output.readLine(); line != null; line = output.readLine()) {
                    if (line.startsWith(BOOTSTRAP_SERVERS_LINE)) {
                        return line.substring(BOOTSTRAP_SERVERS_LINE.length());
                    }
                    log.append(line).append('\n');
                }
                throw new IllegalStateException("The Kafka broker's JVM ended before the broker started:\n" + log);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        try {
            String bootstrapServers = servers.get(START_SECONDS, TimeUnit.SECONDS);
            Thread drain = new Thread(() -> drain(output), "kafka-broker-output");
            drain.setDaemon(true);
            drain.start();
            return new KafkaBrokerProcess(process, bootstrapServers);
        } catch (ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new IllegalStateException("The Kafka broker did not start within " + START_SECONDS + " s", e);
        }
    }

    /** The broker's {@code bootstrap.servers}. */
    String bootstrapServers() {
        return bootstrapServers;
    }

    /** Ends the broker's JVM: it stops the broker and deletes its log; forcibly after a minute. */
    @Override
    public void close() throws IOException, InterruptedException {
        process.getOutputStream().close();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }

    private static Path kafkaModule() {
        String configured = System.getProperty(MODULE_PROPERTY);
        List<Path> candidates = configured != null
                ? List.of(Path.of(configured))
                : List.of(Path.of("kafka"), Path.of("..", "kafka"));
        for (Path candidate : candidates) {
            if (Files.isRegularFile(candidate.resolve("target/broker-classpath.txt"))
                    && Files.isDirectory(candidate.resolve("target/test-classes"))) {
                return candidate.toAbsolutePath().normalize();
            }
        }
        throw new IllegalStateException("No built kafka module (target/test-classes and target/broker-classpath.txt)"
                + " at " + candidates + ": build it with mvn -pl kafka test-compile, or name its directory with -D"
                + MODULE_PROPERTY + "=...");
    }

    private static void drain(BufferedReader output) {
        try {
            while (output.readLine() != null) {
                // the broker's log: not reported
            }
        } catch (IOException e) {
            // the broker's JVM ended
        }
    }
}
