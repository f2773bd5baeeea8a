package io.github.typegen.it.cluster;

import java.nio.file.Path;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Starts a {@link FlinkCluster} of a JobManager and two TaskManagers for each test, in
 * {@code target/flink-cluster/<test class>/<test method>/} (and a directory named by the parameters for each
 * run of a parameterized test), hands it to the test as a parameter, and kills its
 * processes after the test, whether it passed or not. The directory, with the processes' logs, stays until
 * the next run of the same test.
 */
final class FlinkClusterExtension implements BeforeEachCallback, AfterEachCallback, ParameterResolver {

    static final int TASK_MANAGERS = 2;

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(FlinkClusterExtension.class);

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        Path directory = Path.of(System.getProperty("typegen.cluster.dir", "target/flink-cluster"))
                .resolve(context.getRequiredTestClass().getSimpleName())
                .resolve(context.getRequiredTestMethod().getName())
                .toAbsolutePath();
        if (context.getUniqueId().contains("[test-template-invocation:")) {
            // one directory for each run of a parameterized test, named by its display name
            directory = directory.resolve(context.getDisplayName().replaceAll("[^A-Za-z0-9_.-]+", "_"));
        }
        context.getStore(NAMESPACE).put(FlinkCluster.class, FlinkCluster.start(directory, TASK_MANAGERS));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        FlinkCluster cluster = context.getStore(NAMESPACE).remove(FlinkCluster.class, FlinkCluster.class);
        if (cluster != null) {
            cluster.close();
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == FlinkCluster.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getStore(NAMESPACE).get(FlinkCluster.class, FlinkCluster.class);
    }
}
