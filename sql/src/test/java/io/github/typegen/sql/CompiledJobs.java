package io.github.typegen.sql;

import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javax.tools.JavaFileObject;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.DeploymentOptions;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.configuration.StateRecoveryOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.TypegenProcessor;

/**
 * Jobs whose classes are compiled at test time, with the processor and {@code typegen-sql} and options of the test's
 * own, into a directory of their own, which the job's class loader reads as a user jar: client side through the
 * environment's class loader, cluster side through {@code pipeline.classpaths}, child first. Versions of a query
 * compiled into directories of their own may use the same class names.
 */
final class CompiledJobs {

    private CompiledJobs() {}

    /**
     * Compiles the test resources {@code sources} ({@code sql-stages/evolution/common/Job}, without {@code .java})
     * into the directory {@code directory}, fusion required, with {@code options} besides; returns the directory.
     */
    static Path compile(Path directory, List<String> sources, String... options) throws IOException {
        List<JavaFileObject> files = new ArrayList<>();
        for (String source : sources) {
            files.add(JavaFileObjects.forResource(source + ".java"));
        }
        List<String> all = new ArrayList<>(List.of("-Atypegen.table=true", "-Atypegen.sql.requireFusion=true",
                // the jobs' sources are Flink's legacy SourceFunction, deprecated: the only warnings let through
                "-Xlint:all,-processing,-deprecation", "-Werror"));
        all.addAll(Arrays.asList(options));
        Compilation compilation = javac().withProcessors(new TypegenProcessor()).withOptions(all).compile(files);
        assertThat(compilation.status()).as("%s: %s", directory.getFileName(), compilation.diagnostics())
                .isEqualTo(Compilation.Status.SUCCESS);
        Files.createDirectories(directory);
        GeneratedClasses.write(compilation, directory);
        return directory;
    }

    /**
     * Starts the job {@code job} (a class compiled into {@code classes} whose static {@code define} takes the
     * environment and {@code arguments}) on a local cluster of its own with the state backend {@code backend},
     * restored from {@code savepoint} unless it is null, with {@code settings} added to its configuration.
     */
    static JobClient executeAsync(Path classes, String job, String backend, String savepoint,
            Configuration settings, Object... arguments) throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(StateBackendOptions.STATE_BACKEND, backend);
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(DeploymentOptions.TARGET, "local");
        configuration.set(DeploymentOptions.ATTACHED, true);
        configuration.set(PipelineOptions.CLASSPATHS, List.of(classes.toUri().toURL().toString()));
        if (savepoint != null) {
            configuration.set(StateRecoveryOptions.SAVEPOINT_PATH, savepoint);
        }
        configuration.addAll(settings);
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                CompiledJobs.class.getClassLoader());
        StreamExecutionEnvironment env = new StreamExecutionEnvironment(configuration, loader);
        env.setParallelism(2);
        Method define = Arrays.stream(loader.loadClass(job).getMethods())
                .filter(method -> method.getName().equals("define")).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(job + " has no define method"));
        Object[] all = new Object[arguments.length + 1];
        all[0] = env;
        System.arraycopy(arguments, 0, all, 1, arguments.length);
        define.invoke(null, all);
        return env.executeAsync(job + ", " + classes.getFileName());
    }
}
