package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.JobStatus;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.util.ExceptionUtils;

import io.github.typegen.it.state.StateBackend;
import io.github.typegen.runtime.serialization.SavepointFlinkLine;

/** Submitting a version of an adoption job, reading its reports, and the savepoints it leaves. */
final class Jobs {

    static final Duration TIMEOUT = Duration.ofMinutes(2);

    private Jobs() {}

    /**
     * {@code configuration} plus the global job parameter that says Flink {@code flinkVersion} wrote the savepoint
     * the job restores: on Flink 2.x, the adoption of Kryo state needs it (a Kryo snapshot of Flink 1.x is the same as
     * one of Flink 2.x).
     */
    static Configuration savepointOfFlink(String flinkVersion, Configuration configuration) {
        Configuration stated = new Configuration(configuration);
        stated.set(PipelineOptions.GLOBAL_JOB_PARAMETERS, Map.of(SavepointFlinkLine.OPTION, flinkVersion));
        return stated;
    }

    /**
     * Submits {@code job.define(env, output[, round])} from {@code jar} on {@code backend}, restoring {@code
     * savepoint} when not null, with {@code configuration} plus the backend's. Kryo is allowed only for the
     * {@code before} version: after adoption no type of the job may need it.
     */
    static JobID submit(ClusterClient<?> client, Configuration jobConfiguration, Path jar, JobVersions version,
            StateBackend backend, String job, Path output, Integer round, String savepoint) throws Exception {
        Configuration configuration = backend.configure(new Configuration(jobConfiguration));
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
        configuration.set(PipelineOptions.GENERIC_TYPES, version.stock());
        try (URLClassLoader classes = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                Jobs.class.getClassLoader())) {
            StreamExecutionEnvironment env = new StreamExecutionEnvironment(configuration, classes);
            env.setParallelism(1);
            Class<?> jobClass = classes.loadClass(job);
            if (round == null) {
                Method define = jobClass.getMethod("define", StreamExecutionEnvironment.class, String.class);
                define.invoke(null, env, output.toString());
            } else {
                Method define = jobClass.getMethod("define", StreamExecutionEnvironment.class, String.class,
                        int.class);
                define.invoke(null, env, output.toString(), round);
            }
            JobGraph jobGraph = env.getStreamGraph().getJobGraph(classes, null);
            jobGraph.addJar(new org.apache.flink.core.fs.Path(jar.toUri()));
            jobGraph.setSavepointRestoreSettings(savepoint == null
                    ? SavepointRestoreSettings.none()
                    : SavepointRestoreSettings.forPath(savepoint, false));
            return client.submitJob(jobGraph).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        }
    }

    /**
     * Stops the job with a savepoint under {@code directory}, and returns the savepoint's path. The savepoint is
     * canonical on the heap backend and RocksDB with full checkpoints, and native (the backend's own files, as
     * its checkpoints) on RocksDB with incremental checkpoints and on ForSt, which in Flink 2.3.0 takes no
     * canonical savepoint: so a restore reads the state through each restore path of the backends, Flink's
     * full restore and the incremental ones.
     */
    static Path stopWithSavepoint(ClusterClient<?> client, JobID job, StateBackend backend, Path directory)
            throws Exception {
        SavepointFormatType format = backend.incrementalCheckpoints()
                ? SavepointFormatType.NATIVE
                : SavepointFormatType.CANONICAL;
        String savepoint = client.stopWithSavepoint(job, false, directory.toUri().toString(), format)
                .get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        return Path.of(URI.create(savepoint));
    }

    /**
     * Waits for the reports {@code prefix + name} of every name, and returns them in the order of the names;
     * fails at once, with the job's failure, when the job ends first.
     */
    static List<String> awaitReports(ClusterClient<?> client, JobID job, Path directory, String prefix,
            List<String> names) throws Exception {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (true) {
            Map<String, String> reports = new TreeMap<>();
            for (String name : names) {
                Path report = directory.resolve(prefix + name);
                if (Files.exists(report)) {
                    reports.put(name, Files.readString(report));
                }
            }
            if (reports.size() == names.size()) {
                List<String> inOrder = new ArrayList<>();
                names.forEach(name -> inOrder.add(reports.get(name)));
                return inOrder;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Only " + reports.keySet() + " of " + names + " reported " + prefix
                        + " in " + directory);
            }
            if (client.getJobStatus(job).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS).isGloballyTerminalState()) {
                throw new AssertionError("The job ended before " + names + " reported " + prefix + ":\n"
                        + ExceptionUtils.stringifyException(failure(client, job)));
            }
            Thread.sleep(50);
        }
    }

    /** Waits for the job to fail, and returns its failure. */
    static Throwable failure(ClusterClient<?> client, JobID job) throws Exception {
        JobResult result = client.requestJobResult(job).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        assertThat(result.getJobStatus()).as("the status of job %s", job).contains(JobStatus.FAILED);
        return result.getSerializedThrowable().orElseThrow().deserializeError(Jobs.class.getClassLoader());
    }

    /**
     * The serializer snapshot classes, of {@code candidates}, that the savepoint's files name: a savepoint
     * stores each state's serializer snapshot under its class name (in {@code _metadata}, or in the state file
     * that holds the state's meta data).
     */
    static List<String> snapshotClassesNamed(Path savepoint, List<String> candidates) throws Exception {
        List<String> contents = new ArrayList<>();
        try (Stream<Path> files = Files.walk(savepoint)) {
            for (Path file : files.filter(Files::isRegularFile).collect(Collectors.toList())) {
                contents.add(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        return candidates.stream().filter(name -> contents.stream().anyMatch(text -> text.contains(name)))
                .collect(Collectors.toList());
    }
}
