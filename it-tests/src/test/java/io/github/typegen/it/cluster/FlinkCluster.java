package io.github.typegen.it.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

import org.apache.flink.client.deployment.StandaloneClusterId;
import org.apache.flink.client.program.rest.RestClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.GlobalConfiguration;
import org.apache.flink.runtime.clusterframework.TaskExecutorProcessSpec;
import org.apache.flink.runtime.clusterframework.TaskExecutorProcessUtils;
import org.apache.flink.runtime.entrypoint.StandaloneSessionClusterEntrypoint;
import org.apache.flink.runtime.jobmanager.JobManagerProcessSpec;
import org.apache.flink.runtime.jobmanager.JobManagerProcessUtils;
import org.apache.flink.runtime.taskexecutor.TaskManagerRunner;
import org.apache.flink.runtime.util.config.memory.ProcessMemoryUtils;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A Flink standalone session cluster on loopback: one JobManager ({@link StandaloneSessionClusterEntrypoint})
 * and TaskManagers ({@link TaskManagerRunner}), each a JVM process started the way Flink's {@code bin/}
 * scripts start them (memory JVM options and dynamic properties computed by Flink's own process utilities,
 * {@code --configDir} with a {@code config.yaml}), on the class path of {@link ClusterClasspath}.
 *
 * <p>Everything lives under one directory: {@code conf/}, {@code log/} (each process's Flink log and its
 * stdout/stderr), {@code checkpoints/}, {@code savepoints/} and {@code tmp/}. TaskManagers are named by
 * their resource id, so that the REST API's {@code taskmanager-id}s are the names given here.
 * {@link #close()} kills every process still running; a JVM shutdown hook does the same if the test JVM
 * exits without closing.
 */
final class FlinkCluster implements AutoCloseable {

    static final int TASK_MANAGER_SLOTS = 2;

    /** The JDK 17 module options Flink's start scripts pass ({@code env.java.default-opts.all}). */
    private static final List<String> MODULE_OPTIONS = List.of(
            "--add-exports=java.base/sun.net.util=ALL-UNNAMED",
            "--add-exports=java.rmi/sun.rmi.registry=ALL-UNNAMED",
            "--add-exports=java.security.jgss/sun.security.krb5=ALL-UNNAMED",
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.net=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED",
            "--add-opens=java.base/java.nio=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens=java.base/java.text=ALL-UNNAMED",
            "--add-opens=java.base/java.time=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.locks=ALL-UNNAMED");

    /** Few GC and JIT threads: two cores are shared by three cluster JVMs, the test JVM and Maven. */
    private static final List<String> SMALL_MACHINE_OPTIONS = List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");

    private static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(2);
    /** Starts of a cluster whose JobManager found one of its ports taken before it bound it. */
    private static final int STARTS = 3;
    /** Lines of a dead process's log and output quoted in the failure. */
    private static final int LOG_TAIL_LINES = 40;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path directory;
    private final Path confDir;
    private final Path logDir;
    private final int restPort;
    private final String classpath;
    private final Map<String, Process> processes = new LinkedHashMap<>();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final Thread killOnExit = new Thread(this::killAll, "kill Flink cluster processes");

    private FlinkCluster(Path directory) throws IOException {
        this.directory = directory;
        this.confDir = Files.createDirectories(directory.resolve("conf"));
        this.logDir = Files.createDirectories(directory.resolve("log"));
        int[] ports = freePorts(2);
        this.restPort = ports[0];
        this.classpath = ClusterClasspath.of();
        Files.writeString(confDir.resolve("config.yaml"), configYaml(directory, restPort, ports[1]));
        Files.writeString(confDir.resolve("log4j.properties"), """
                rootLogger.level = INFO
                rootLogger.appenderRef.file.ref = MainAppender
                appender.main.name = MainAppender
                appender.main.type = File
                appender.main.append = false
                appender.main.fileName = ${sys:log.file}
                appender.main.layout.type = PatternLayout
                appender.main.layout.pattern = %d{HH:mm:ss,SSS} %-5p [%t] %c - %m%n
                """);
        Runtime.getRuntime().addShutdownHook(killOnExit);
    }

    /**
     * Starts a JobManager and {@code taskManagers} TaskManagers named {@code taskmanager-1, -2, ...} in
     * {@code directory} (emptied first), and waits until all TaskManagers have registered.
     *
     * <p>The JobManager's RPC and REST ports are fixed in its configuration (TaskManagers and clients find it
     * there), so they are chosen free before it starts; another process may bind one in between (the
     * JobManager's own blob server, on an ephemeral port, among them). A JobManager that dies of that
     * ({@link BindException} in its log) is started again on other ports, up to {@value #STARTS} times in all;
     * any other death fails the start at once.
     */
    static FlinkCluster start(Path directory, int taskManagers) throws IOException {
        for (int start = 1; ; start++) {
            deleteRecursively(directory);
            FlinkCluster cluster = new FlinkCluster(directory);
            try {
                cluster.startJobManager();
                for (int i = 1; i <= taskManagers; i++) {
                    cluster.startTaskManager("taskmanager-" + i);
                }
                return cluster;
            } catch (PortTaken e) {
                cluster.close();
                if (start == STARTS) {
                    throw e;
                }
                System.err.println("Starting the Flink cluster in " + directory + " again: " + e.getMessage());
            } catch (RuntimeException | Error e) {
                cluster.close();
                throw e;
            }
        }
    }

    private static String configYaml(Path directory, int restPort, int rpcPort) {
        return """
                jobmanager.rpc.address: localhost
                jobmanager.rpc.port: %d
                jobmanager.bind-host: localhost
                jobmanager.memory.process.size: 1024m
                rest.address: localhost
                rest.bind-address: localhost
                rest.port: %d
                taskmanager.host: localhost
                taskmanager.bind-host: localhost
                taskmanager.numberOfTaskSlots: %d
                taskmanager.memory.process.size: 1024m
                taskmanager.memory.managed.size: 32m
                taskmanager.memory.network.min: 64m
                taskmanager.memory.network.max: 64m
                parallelism.default: 4
                # a killed TaskManager is noticed within seconds, and its job restarts until a new one is there
                heartbeat.interval: 1000
                heartbeat.timeout: 5000
                restart-strategy.type: fixed-delay
                restart-strategy.fixed-delay.attempts: 30
                restart-strategy.fixed-delay.delay: 1 s
                execution.checkpointing.dir: %s
                execution.checkpointing.savepoint-dir: %s
                io.tmp.dirs: %s
                """.formatted(rpcPort, restPort, TASK_MANAGER_SLOTS, directory.resolve("checkpoints").toUri(),
                directory.resolve("savepoints").toUri(), directory.resolve("tmp"));
    }

    Path directory() {
        return directory;
    }

    /** The configuration a client reads, as {@code flink run} reads {@code conf/config.yaml}. */
    Configuration clientConfiguration() {
        return GlobalConfiguration.loadConfiguration(confDir.toString());
    }

    /** A REST client of this cluster; the caller closes it. */
    RestClusterClient<StandaloneClusterId> restClient() throws Exception {
        return new RestClusterClient<>(clientConfiguration(), StandaloneClusterId.getInstance());
    }

    /** The JSON of a GET of the REST API, e.g. {@code /overview}. */
    JsonNode get(String path) {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + restPort + path))
                .timeout(Duration.ofSeconds(10)).build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("GET " + path + ": HTTP " + response.statusCode() + " "
                        + response.body());
            }
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException("GET " + path, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted: GET " + path, e);
        }
    }

    /** The resource ids of the TaskManagers registered with the JobManager. */
    Set<String> registeredTaskManagers() {
        return StreamSupport.stream(get("/taskmanagers").path("taskmanagers").spliterator(), false)
                .map(tm -> tm.path("id").asText())
                .collect(Collectors.toSet());
    }

    /** Starts a TaskManager with resource id {@code name} and waits until it has registered. */
    void startTaskManager(String name) {
        TaskExecutorProcessSpec spec = TaskExecutorProcessUtils.processSpecFromConfig(clientConfiguration());
        List<String> arguments = new ArrayList<>(List.of("--configDir", confDir.toString(),
                "-D", "taskmanager.resource-id=" + name));
        arguments.addAll(words(TaskExecutorProcessUtils.generateDynamicConfigsStr(spec)));
        launch(name, words(ProcessMemoryUtils.generateJvmParametersStr(spec)), TaskManagerRunner.class, arguments);
        await(STARTUP_TIMEOUT, name + " to register", () -> registeredTaskManagers().contains(name));
    }

    /**
     * Kills a TaskManager with {@code SIGKILL} ({@link Process#destroyForcibly()} on Linux) and returns its
     * exit code, {@code 137} (128 + 9) when it died of that signal.
     */
    synchronized int kill(String name) throws InterruptedException {
        Process process = processes.remove(name);
        if (process == null) {
            throw new IllegalArgumentException("No process " + name + "; running: " + processes.keySet());
        }
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException(name + " still runs 30 s after SIGKILL");
        }
        return process.exitValue();
    }

    private void startJobManager() {
        Configuration configuration = clientConfiguration();
        JobManagerProcessSpec spec = JobManagerProcessUtils.processSpecFromConfig(configuration);
        List<String> arguments = new ArrayList<>(List.of("--configDir", confDir.toString()));
        arguments.addAll(words(JobManagerProcessUtils.generateDynamicConfigsStr(spec)));
        launch("jobmanager", words(JobManagerProcessUtils.generateJvmParametersStr(spec, configuration)),
                StandaloneSessionClusterEntrypoint.class, arguments);
        await(STARTUP_TIMEOUT, "the JobManager's REST API", () -> {
            try {
                return get("/overview").has("taskmanagers");
            } catch (RuntimeException notYet) {
                return false;
            }
        });
    }

    private synchronized void launch(String name, List<String> memoryOptions, Class<?> mainClass,
            List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(memoryOptions);
        command.addAll(MODULE_OPTIONS);
        command.addAll(SMALL_MACHINE_OPTIONS);
        command.add("-Dlog.file=" + logDir.resolve(name + ".log"));
        command.add("-Dlog4j.configurationFile=" + confDir.resolve("log4j.properties").toUri());
        command.addAll(List.of("-cp", classpath, mainClass.getName()));
        command.addAll(arguments);
        try {
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(logDir.resolve(name + ".out").toFile())
                    .start();
            processes.put(name, process);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start " + name, e);
        }
    }

    /**
     * Waits until {@code condition} holds, failing after {@code timeout} with what was awaited; also fails
     * early when a cluster process died unexpectedly.
     */
    void await(Duration timeout, String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            checkAlive(what);
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Timed out after " + timeout.toSeconds() + " s waiting for " + what
                        + "; logs in " + logDir);
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted waiting for " + what, e);
            }
        }
    }

    private synchronized void checkAlive(String what) {
        processes.forEach((name, process) -> {
            if (!process.isAlive()) {
                String tail = logTail(name);
                String message = name + " exited with " + process.exitValue() + " while waiting for " + what
                        + "; see " + logDir + ". The end of its log and output:\n" + tail;
                throw tail.contains(BindException.class.getName())
                        ? new PortTaken(message) : new IllegalStateException(message);
            }
        });
    }

    /** The last lines of a process's Flink log and of its stdout/stderr, which hold why it died. */
    private String logTail(String name) {
        StringBuilder tail = new StringBuilder();
        for (Path file : List.of(logDir.resolve(name + ".log"), logDir.resolve(name + ".out"))) {
            tail.append("--- ").append(file.getFileName()).append('\n');
            try {
                List<String> lines = Files.exists(file) ? Files.readAllLines(file) : List.of();
                lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size())
                        .forEach(line -> tail.append(line).append('\n'));
            } catch (IOException e) {
                tail.append("(unreadable: ").append(e).append(")\n");
            }
        }
        return tail.toString();
    }

    /** A cluster process died because a port it was configured to bind was taken. */
    private static final class PortTaken extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        PortTaken(String message) {
            super(message);
        }
    }

    /** Kills every process of the cluster (TaskManagers first) and waits until they are gone. */
    @Override
    public void close() {
        killAll();
        try {
            Runtime.getRuntime().removeShutdownHook(killOnExit);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run: nothing left to remove
        }
    }

    private synchronized void killAll() {
        List<Process> running = new ArrayList<>(processes.values());
        processes.clear();
        for (int i = running.size() - 1; i >= 0; i--) {
            running.get(i).destroyForcibly();
        }
        for (Process process : running) {
            try {
                process.waitFor(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static List<String> words(String options) {
        return Arrays.stream(options.trim().split("\\s+")).filter(word -> !word.isEmpty()).toList();
    }

    /** {@code count} distinct free ports: all held open together, so that no two are the same. */
    private static int[] freePorts(int count) throws IOException {
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                sockets.add(new ServerSocket(0, 1, InetAddress.getLoopbackAddress()));
            }
            return sockets.stream().mapToInt(ServerSocket::getLocalPort).toArray();
        } finally {
            for (ServerSocket socket : sockets) {
                socket.close();
            }
        }
    }

    private static void deleteRecursively(Path path) throws IOException {
        if (Files.exists(path)) {
            try (var paths = Files.walk(path)) {
                for (Path each : paths.sorted((a, b) -> b.compareTo(a)).toList()) {
                    Files.delete(each);
                }
            }
        }
    }
}
