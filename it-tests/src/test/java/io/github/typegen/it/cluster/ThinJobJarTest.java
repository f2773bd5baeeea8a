package io.github.typegen.it.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.Test;

/**
 * What the sample app's thin job jar holds: the app's classes and what a Flink distribution's {@code lib/}
 * lacks (the Typegen runtime, picocli, the data generator source, Typegen's Kafka records, the Kafka connector
 * and {@code kafka-clients}, the JDBC connector and PostgreSQL's driver), and none of the classes the cluster's class
 * path ({@link ClusterClasspath}, which stands in for {@code lib/}) provides. That it holds enough is shown by
 * the cluster tests, which submit it.
 */
class ThinJobJarTest {

    /**
     * Above what the jar holds (about 13 MB, 10 of them {@code kafka-clients}), far below any jar that bundles
     * Flink (over 100 MB).
     */
    private static final long MAX_BYTES = 16L << 20;

    @Test
    void holdsTheJobTypegenAndWhatLibLacks() throws IOException {
        File jar = LedgerJob.jar();
        assertThat(jar.length()).as("size of %s", jar).isLessThan(MAX_BYTES);
        Set<String> classes = classes(jar);
        assertThat(classes).contains(
                LedgerJob.ENTRY_CLASS.replace('.', '/') + ".class",
                KafkaTaskManagerFailureTest.ENTRY_CLASS.replace('.', '/') + ".class",
                "io/github/typegen/kafka/TypegenKafka.class",
                "org/apache/flink/connector/kafka/source/KafkaSource.class",
                "org/apache/kafka/clients/producer/KafkaProducer.class",
                "org/apache/flink/connector/jdbc/core/database/JdbcFactory.class",
                "org/apache/flink/connector/jdbc/postgres/database/dialect/PostgresDialect.class",
                "org/postgresql/Driver.class",
                "io/github/typegen/sample/SampleApp.class",
                "io/github/typegen/runtime/Typegen.class",
                "io/github/typegen/format/WireFormat.class",
                "picocli/CommandLine.class",
                "org/apache/flink/connector/datagen/source/DataGeneratorSource.class");
        assertThat(classes).filteredOn(name -> name.startsWith("org/apache/flink/"))
                .as("Flink's classes in the jar: only the data generator source, the Kafka and the JDBC connector, "
                        + "which lib/ lacks")
                .allMatch(name -> name.startsWith("org/apache/flink/connector/datagen/")
                        || name.startsWith("org/apache/flink/connector/kafka/")
                        || name.startsWith("org/apache/flink/connector/jdbc/")
                        || name.startsWith("org/apache/flink/streaming/connectors/kafka/")
                        || name.equals("org/apache/flink/streaming/util/serialization/"
                                + "JSONKeyValueDeserializationSchema.class"));
        try (JarFile jarFile = new JarFile(jar)) {
            assertThat(jarFile.getManifest().getMainAttributes().getValue("Main-Class"))
                    .isEqualTo("io.github.typegen.sample.SampleApp");
        }
    }

    @Test
    void holdsNoClassTheClusterClasspathProvides() {
        Set<String> jobClasses = classes(LedgerJob.jar());
        Map<String, Set<String>> duplicates = new TreeMap<>();
        for (File clusterJar : ClusterClasspath.jars()) {
            Set<String> provided = classes(clusterJar);
            provided.retainAll(jobClasses);
            if (!provided.isEmpty()) {
                duplicates.put(clusterJar.getName(), provided);
            }
        }
        assertThat(duplicates).as("classes of the thin job jar that the cluster's jars provide").isEmpty();
    }

    private static Set<String> classes(File jar) {
        Set<String> classes = new HashSet<>();
        try (ZipFile zip = new ZipFile(jar)) {
            for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements(); ) {
                String name = entries.nextElement().getName();
                if (name.endsWith(".class") && !name.startsWith("META-INF/")) {
                    classes.add(name);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + jar, e);
        }
        return classes;
    }
}
