package io.github.typegen.it.cluster;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The class path of the cluster's processes: Flink and its dependencies, taken from this test JVM's class
 * path, without Typegen's own artifacts and class directories and without the test frameworks. A job's
 * classes, and the Typegen runtime its generated serializers use, reach the cluster only inside the job's
 * jar, through Flink's user-code class loader, as on a cluster started from Flink's distribution. The RocksDB
 * state backend and its native library ({@code frocksdbjni}), which the distribution has in {@code lib/}, come
 * with this module's test dependencies, as does ForSt's.
 */
final class ClusterClasspath {

    /** Jars that are this project's own, or test frameworks a Flink distribution does not have. */
    private static final List<String> EXCLUDED_JAR_PREFIXES = List.of("typegen-", "junit-", "opentest4j-",
            "apiguardian-", "assertj-", "hamcrest-", "testcontainers-", "docker-java-", "duct-tape-", "javapoet-",
            "flink-test-utils-", "curator-test-");

    private ClusterClasspath() {}

    /** The cluster class path, as a {@code -cp} argument. */
    static String of() {
        // Surefire runs tests from a manifest-only jar; it hands the real class path over in this property.
        String testClasspath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> entries = Arrays.stream(testClasspath.split(File.pathSeparator))
                .filter(ClusterClasspath::isFlinkOrDependency)
                .toList();
        // Flink's distribution has these in lib/: the runtime, and the RocksDB state backend with its native library
        for (String jar : List.of("flink-runtime-", "flink-statebackend-rocksdb-", "frocksdbjni-")) {
            if (entries.stream().noneMatch(entry -> new File(entry).getName().startsWith(jar))) {
                throw new IllegalStateException(jar + "*.jar is not on the test class path: " + testClasspath);
            }
        }
        return entries.stream().collect(Collectors.joining(File.pathSeparator));
    }

    private static boolean isFlinkOrDependency(String entry) {
        File file = new File(entry);
        String name = file.getName();
        return file.isFile() && name.endsWith(".jar") && !name.endsWith("-tests.jar")
                && EXCLUDED_JAR_PREFIXES.stream().noneMatch(name::startsWith);
    }
}
