package io.github.typegen.it.versions;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * One version of a job, compiled at test time with javac and the Typegen processor from source folders under
 * {@code src/test/resources} into a jar of its own, so that two versions of the same classes can run one after
 * the other. The classes are not on the test class path: the client builds the job graph through a class loader
 * over the jar, and the cluster loads them from the jar, child first, as it loads any user jar.
 *
 * @param jar the compiled jar
 */
public record JobJar(Path jar) {

    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    /**
     * Compiles the {@code .java} files under the resource folders {@code sources} (e.g. {@code
     * "pipeline-uids/common"}, {@code "pipeline-uids/v1"}) into {@code temp/<name>.jar}, with every warning an error.
     */
    public static JobJar compile(Path temp, String name, String... sources) throws IOException {
        Path classes = SourceVersions.compile(temp.resolve("classes-" + name), true, sources);
        return new JobJar(SourceVersions.jar(classes, temp.resolve(name + ".jar")));
    }

    /**
     * Submits the job that {@code jobClass}'s {@code static void define(StreamExecutionEnvironment, String)} defines,
     * with {@code argument}, restored from {@code savepoint} unless it is null (refusing state the job has no
     * operator for: {@code allowNonRestoredState} is false).
     */
    public JobID submit(ClusterClient<?> client, Configuration configuration, String jobClass, String argument,
            String savepoint) throws Exception {
        try (URLClassLoader classes = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                JobJar.class.getClassLoader())) {
            StreamExecutionEnvironment env = new StreamExecutionEnvironment(configuration, classes);
            env.setParallelism(2);
            Method define = classes.loadClass(jobClass).getMethod("define", StreamExecutionEnvironment.class,
                    String.class);
            define.invoke(null, env, argument);
            JobGraph jobGraph = env.getStreamGraph().getJobGraph(classes, null);
            jobGraph.addJar(new org.apache.flink.core.fs.Path(jar.toUri()));
            jobGraph.setSavepointRestoreSettings(savepoint == null
                    ? SavepointRestoreSettings.none()
                    : SavepointRestoreSettings.forPath(savepoint, false));
            return client.submitJob(jobGraph).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        }
    }
}
