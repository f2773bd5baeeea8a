package io.github.typegen.it.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.JobStatus;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.InjectClusterClient;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.ExceptionUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * End to end: a keyed job holds a {@code @FlinkType} record in {@code ValueState} and {@code MapState}, is
 * stopped with a savepoint, and restarted from it with a changed version of the class (a field added, one
 * removed, one widened), then with an incompatible version.
 *
 * <p>Each version of the job is compiled at test time, with javac and the Typegen processor, from {@code
 * src/test/resources/evolution/common} plus {@code v1}, {@code v2} or {@code v3}, into a jar of its own.
 * The classes are not on the test class path: the client builds the job graph through a class loader over
 * the jar, and the cluster loads them from the jar, child first, as it loads any user jar.
 */
class SavepointEvolutionTest {

    private static final int KEYS = 10;
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder()
                    .setNumberTaskManagers(1)
                    .setNumberSlotsPerTaskManager(2)
                    .build());

    @Test
    void stateSurvivesACompatibleChangeAndAnIncompatibleOneFailsWithoutTouchingTheSavepoint(
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        Path v1 = compileJob(temp, "v1");
        Path v2 = compileJob(temp, "v2");
        Path v3 = compileJob(temp, "v3");

        // Version 1 runs until every key has seen every event, then stops with a savepoint.
        Path output1 = Files.createDirectories(temp.resolve("output-v1"));
        JobID job1 = submit(client, v1, output1, null);
        List<String> v1States = awaitReports(output1, "v1-");
        assertThat(v1States).containsExactlyElementsOf(keys(k -> "Account[owner=" + k + ", balance=50, note=note-" + k + "]"));
        String savepoint = client.stopWithSavepoint(job1, false, temp.resolve("savepoints").toUri().toString(),
                SavepointFormatType.CANONICAL).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        Map<String, String> savepointFiles = digests(Path.of(java.net.URI.create(savepoint)));

        // Version 2 restores every key's value and history, and goes on updating them.
        Path output2 = Files.createDirectories(temp.resolve("output-v2"));
        JobID job2 = submit(client, v2, output2, savepoint);
        List<String> restored = awaitReports(output2, "restored-");
        assertThat(restored).containsExactlyElementsOf(keys(k -> "Account[owner=" + k + ", balance=50, tier=null]\n{"
                + history(k) + "}"));
        List<String> updated = awaitReports(output2, "v2-");
        assertThat(updated).containsExactlyElementsOf(keys(k -> "Account[owner=" + k + ", balance=55, tier=gold]\n{"
                + history(k) + ", v2-1=Account[owner=" + k + ", balance=51, tier=gold]"
                + ", v2-2=Account[owner=" + k + ", balance=52, tier=gold]"
                + ", v2-3=Account[owner=" + k + ", balance=53, tier=gold]"
                + ", v2-4=Account[owner=" + k + ", balance=54, tier=gold]"
                + ", v2-5=Account[owner=" + k + ", balance=55, tier=gold]}"));
        client.cancel(job2).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);

        // Version 3 changed balance from int to String: the restore fails, saying so, and the savepoint stays.
        Path output3 = Files.createDirectories(temp.resolve("output-v3"));
        JobID job3 = submit(client, v3, output3, savepoint);
        JobResult result = client.requestJobResult(job3).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        assertThat(result.getJobStatus()).contains(JobStatus.FAILED);
        Throwable failure = result.getSerializedThrowable().orElseThrow()
                .deserializeError(SavepointEvolutionTest.class.getClassLoader());
        assertThat(ExceptionUtils.stringifyException(failure))
                .contains("State of evo.Account was written in a layout that the current classes cannot read")
                .contains("field 'balance' of evo.Account changed type from int to String");
        try (Stream<Path> reports = Files.list(output3)) {
            assertThat(reports).as("no key ran with version 3").isEmpty();
        }
        assertThat(digests(Path.of(java.net.URI.create(savepoint)))).isEqualTo(savepointFiles);
    }

    /** The history version 1 left for key {@code k}: round-1 to round-5. */
    private static String history(String k) {
        List<String> rounds = new ArrayList<>();
        for (int round = 1; round <= 5; round++) {
            rounds.add("round-" + round + "=Account[owner=" + k + ", balance=" + round * 10 + ", tier=null]");
        }
        return String.join(", ", rounds);
    }

    private static List<String> keys(java.util.function.Function<String, String> expected) {
        List<String> result = new ArrayList<>();
        for (int key = 0; key < KEYS; key++) {
            result.add(expected.apply("k" + key));
        }
        return result;
    }

    // ------------------------------------------------------------------------
    //  jobs
    // ------------------------------------------------------------------------

    private static JobID submit(ClusterClient<?> client, Path jar, Path output, String savepoint) throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
        configuration.setString("pipeline.generic-types", "false");
        try (URLClassLoader classes = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                SavepointEvolutionTest.class.getClassLoader())) {
            StreamExecutionEnvironment env = new StreamExecutionEnvironment(configuration, classes);
            env.setParallelism(2);
            Method define = classes.loadClass("evo.AccountJob").getMethod("define", StreamExecutionEnvironment.class,
                    String.class);
            define.invoke(null, env, output.toString());
            JobGraph jobGraph = env.getStreamGraph().getJobGraph(classes, null);
            jobGraph.addJar(new org.apache.flink.core.fs.Path(jar.toUri()));
            jobGraph.setSavepointRestoreSettings(savepoint == null
                    ? SavepointRestoreSettings.none()
                    : SavepointRestoreSettings.forPath(savepoint, false));
            return client.submitJob(jobGraph).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        }
    }

    /** Waits for the reports named {@code prefix + key} of every key, and returns them in key order. */
    private static List<String> awaitReports(Path directory, String prefix) throws Exception {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (true) {
            Map<String, String> reports = new TreeMap<>();
            for (int key = 0; key < KEYS; key++) {
                Path report = directory.resolve(prefix + "k" + key);
                if (Files.exists(report)) {
                    reports.put("k" + key, Files.readString(report));
                }
            }
            if (reports.size() == KEYS) {
                return new ArrayList<>(reports.values());
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Only " + reports.keySet() + " reported " + prefix + " in " + directory);
            }
            Thread.sleep(50);
        }
    }

    // ------------------------------------------------------------------------
    //  compiling a version of the job into a jar
    // ------------------------------------------------------------------------

    private static Path compileJob(Path temp, String version) throws IOException {
        Path classes = Files.createDirectories(temp.resolve("classes-" + version));
        List<Path> sources = new ArrayList<>(javaFiles(resource("evolution/common")));
        sources.addAll(javaFiles(resource("evolution/" + version)));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        String classPath = System.getProperty("java.class.path");
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            StringWriter out = new StringWriter();
            boolean compiled = javac.getTask(out, files, diagnostics,
                    List.of("-classpath", classPath, "-processorpath", classPath,
                            "-processor", "io.github.typegen.processor.TypegenProcessor",
                            "-d", classes.toString(), "-Xlint:all,-processing,-deprecation", "-Werror"),
                    null, files.getJavaFileObjectsFromPaths(sources)).call();
            assertThat(compiled).as("compiling job %s: %s %s", version, out, diagnostics.getDiagnostics()).isTrue();
        }
        Path jar = temp.resolve("job-" + version + ".jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
                Stream<Path> entries = Files.walk(classes)) {
            for (Path entry : entries.filter(Files::isRegularFile).sorted().collect(Collectors.toList())) {
                out.putNextEntry(new JarEntry(classes.relativize(entry).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(entry));
                out.closeEntry();
            }
        }
        return jar;
    }

    private static Path resource(String name) {
        try {
            return Path.of(SavepointEvolutionTest.class.getClassLoader().getResource(name).toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Path> javaFiles(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().collect(Collectors.toList());
        }
    }

    /** The SHA-256 of every file under {@code directory}, by relative path. */
    private static Map<String, String> digests(Path directory) throws Exception {
        Map<String, String> digests = new TreeMap<>();
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.filter(Files::isRegularFile).collect(Collectors.toList())) {
                byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file));
                digests.put(directory.relativize(file).toString(), java.util.HexFormat.of().formatHex(digest));
            }
        }
        assertThat(digests).isNotEmpty();
        return digests;
    }
}
