package io.github.typegen.it.cluster;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The class path of the cluster's processes, standing in for {@code lib/} of Flink's distribution: Flink and
 * its dependencies, taken from this test JVM's class path, without Typegen's own artifacts and class
 * directories, without the test frameworks, and without the connectors the distribution does not ship. A
 * job's classes, the Typegen runtime its generated serializers use, and the connectors and libraries it needs
 * beyond {@code lib/} reach the cluster only inside the job's jar, through Flink's user-code class loader, as
 * on a cluster started from Flink's distribution.
 *
 * <p>Like the distribution's {@code lib/}, it has Flink's runtime, DataStream API and client (which the
 * distribution bundles in {@code flink-dist}), the RocksDB and ForSt state backends with their native
 * libraries, CEP, the Table API, planner loader and runtime, the file connector ({@code flink-connector-files},
 * with {@code flink-connector-base} inside) and log4j. It differs in that it lacks {@code flink-csv} and
 * {@code flink-json}, which no test uses, and has the Flink jars {@code flink-dist} bundles as separate jars,
 * and a few libraries of this module's tests that are not Flink's (the Maven plugin's ASM, AssertJ's Byte
 * Buddy, Testcontainers' dependencies), which no job uses.
 */
final class ClusterClasspath {

    /**
     * Jars that are this project's own, test frameworks a Flink distribution does not have, and connectors it
     * does not have in {@code lib/}: {@code flink-connector-datagen}, the Kafka connector and {@code kafka-clients}
     * travel in the job's jar; Kafka's broker jars ({@code kafka_2.13}, {@code kafka-server}, ...) are the tests';
     * {@code jackson-core}, which the distribution has only shaded inside Flink's jars, travels in the job's jar with
     * {@code typegen-json}.
     */
    private static final List<String> EXCLUDED_JAR_PREFIXES = List.of("typegen-", "junit-", "opentest4j-",
            "apiguardian-", "assertj-", "hamcrest-", "testcontainers-", "docker-java-", "duct-tape-", "javapoet-",
            "flink-test-utils-", "curator-test-", "flink-connector-datagen-", "flink-connector-kafka-",
            "kafka-clients-", "kafka_", "kafka-", "jackson-core-");

    /** Jars a Flink distribution has in {@code lib/} (inside {@code flink-dist} or beside it) and jobs rely on. */
    private static final List<String> REQUIRED_JAR_PREFIXES = List.of("flink-runtime-", "flink-streaming-java-",
            "flink-clients-", "flink-statebackend-rocksdb-", "frocksdbjni-", "flink-connector-files-",
            "flink-table-runtime-", "flink-table-planner-loader-", "log4j-core-");

    private ClusterClasspath() {}

    /** The cluster class path, as a {@code -cp} argument. */
    static String of() {
        return jars().stream().map(File::getPath).collect(Collectors.joining(File.pathSeparator));
    }

    /** The jars of the cluster class path. */
    static List<File> jars() {
        // Surefire runs tests from a manifest-only jar; it hands the real class path over in this property.
        String testClasspath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<File> jars = Arrays.stream(testClasspath.split(File.pathSeparator))
                .map(File::new)
                .filter(ClusterClasspath::isFlinkOrDependency)
                .toList();
        for (String jar : REQUIRED_JAR_PREFIXES) {
            if (jars.stream().noneMatch(entry -> entry.getName().startsWith(jar))) {
                throw new IllegalStateException(jar + "*.jar is not on the test class path: " + testClasspath);
            }
        }
        return jars;
    }

    private static boolean isFlinkOrDependency(File file) {
        String name = file.getName();
        return file.isFile() && name.endsWith(".jar") && !name.endsWith("-tests.jar")
                && EXCLUDED_JAR_PREFIXES.stream().noneMatch(name::startsWith);
    }
}
