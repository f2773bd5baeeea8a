package io.github.typegen.it.versions;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

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
        Path classes = Files.createDirectories(temp.resolve("classes-" + name));
        List<Path> files = new ArrayList<>();
        for (String source : sources) {
            files.addAll(javaFiles(resource(source)));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        String classPath = System.getProperty("java.class.path");
        try (StandardJavaFileManager fileManager =
                javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            StringWriter out = new StringWriter();
            boolean compiled = javac.getTask(out, fileManager, diagnostics,
                    List.of("-classpath", classPath, "-processorpath", classPath,
                            "-processor", "io.github.typegen.processor.TypegenProcessor",
                            "-d", classes.toString(), "-Xlint:all,-processing,-deprecation", "-Werror"),
                    null, fileManager.getJavaFileObjectsFromPaths(files)).call();
            assertThat(compiled).as("compiling %s: %s %s", name, out, diagnostics.getDiagnostics()).isTrue();
        }
        Path jar = temp.resolve(name + ".jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
                Stream<Path> entries = Files.walk(classes)) {
            for (Path entry : entries.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(entry).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(entry));
                out.closeEntry();
            }
        }
        return new JobJar(jar);
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

    private static Path resource(String name) {
        try {
            return Path.of(JobJar.class.getClassLoader().getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Path> javaFiles(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
    }
}
