package io.github.typegen.processor;

import static io.github.typegen.processor.ClassVersion.deserialize;
import static io.github.typegen.processor.ClassVersion.serialize;
import static io.github.typegen.processor.ClassVersion.writeSnapshot;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The serialized format is stable: a snapshot and a value written by an earlier build, committed under
 * {@code src/test/resources/evolution/format/v<version>/}, are read by this build, as Flink's {@code
 * TypeSerializerUpgradeTestBase} does for its own serializers. The class that wrote them ({@code
 * evolution/format/Shipment.java}, frozen) covers every kind of field.
 *
 * <p>Checked for each committed version: the committed snapshot is compatible as is with the serializer of
 * this build; the serializer it restores reads the committed value, and equals what {@code
 * Shipment.sample()} builds now (compared by writing both). For the current version, this build writes the
 * same bytes, both snapshot and value, so that a format change cannot go unnoticed. A deliberate format change adds a new
 * version folder and keeps the old ones, which must still be read.
 *
 * <p>Flink's {@code TypeSerializerUpgradeTestBase} is not used: it expects the serializer classes of each
 * release on the class path under a version-specific name, whereas Typegen's classes are generated from the
 * user's class by each build; the checks are the same.
 *
 * <p>To write the files of a new version: {@code mvn -pl processor test -Dtest=FormatStabilityTest
 * -Dtypegen.writeFormatFiles=src/test/resources/evolution/format/v<version>}.
 */
class FormatStabilityTest {

    private static final String SHIPMENT = "format.Shipment";
    private static final String CURRENT = "v3";

    private static ClassVersion shipment() {
        return ClassVersion.compile(resourceText("evolution/format/Shipment.java"));
    }

    /**
     * Version 3 writes the elements of a {@code Set} and the entries of a {@code Map} in a canonical order rather
     * than in iteration order; the layout, the snapshot and the bytes of each element are those of version 2.
     */
    @Test
    void snapshotsAndDataOfFormatVersion3AreReadAndWrittenByteForByte() throws IOException {
        ClassVersion current = shipment();
        TypeSerializer<Object> serializer = current.serializer(SHIPMENT);
        byte[] committedSnapshot = resourceBytes("evolution/format/" + CURRENT + "/Shipment.snapshot");
        byte[] committedData = resourceBytes("evolution/format/" + CURRENT + "/Shipment.data");

        Object sample = readsAsTheSample(current, serializer, committedSnapshot, committedData);

        assertThat(serialize(serializer, sample)).as("the bytes of Shipment.sample()").isEqualTo(committedData);
        assertThat(writeSnapshot(serializer.snapshotConfiguration())).as("the snapshot of Shipment")
                .isEqualTo(committedSnapshot);
    }

    /**
     * Version 2 wrote sets and maps in iteration order: its data still reads, and its snapshot, the same as
     * version 3's, is compatible as is.
     */
    @Test
    void snapshotsAndDataOfFormatVersion2AreRead() throws IOException {
        ClassVersion current = shipment();
        TypeSerializer<Object> serializer = current.serializer(SHIPMENT);
        byte[] committedSnapshot = resourceBytes("evolution/format/v2/Shipment.snapshot");

        readsAsTheSample(current, serializer, committedSnapshot, resourceBytes("evolution/format/v2/Shipment.data"));

        assertThat(writeSnapshot(serializer.snapshotConfiguration())).as("the snapshot of Shipment")
                .isEqualTo(committedSnapshot);
    }

    /**
     * Checks that the committed snapshot is compatible as is with {@code serializer}, and that the serializer it
     * restores reads the committed data as what {@code Shipment.sample()} builds (compared by writing both).
     *
     * @return the sample
     */
    private static Object readsAsTheSample(ClassVersion current, TypeSerializer<Object> serializer,
            byte[] committedSnapshot, byte[] committedData) throws IOException {
        TypeSerializerSnapshot<Object> restored = current.readSnapshot(committedSnapshot);
        TypeSerializerSchemaCompatibility<Object> compatibility =
                serializer.snapshotConfiguration().resolveSchemaCompatibility(restored);
        assertThat(compatibility.isCompatibleAsIs()).isTrue();

        Object value = deserialize(restored.restoreSerializer(), committedData);
        Object sample = current.sample(SHIPMENT);
        assertThat(serialize(serializer, value)).isEqualTo(serialize(serializer, sample));
        return sample;
    }

    @Test
    @EnabledIfSystemProperty(named = "typegen.writeFormatFiles", matches = ".+")
    void writeFormatFiles() throws IOException {
        Path directory = Path.of(System.getProperty("typegen.writeFormatFiles"));
        Files.createDirectories(directory);
        ClassVersion current = shipment();
        TypeSerializer<Object> serializer = current.serializer(SHIPMENT);
        Files.write(directory.resolve("Shipment.snapshot"), writeSnapshot(serializer.snapshotConfiguration()));
        Files.write(directory.resolve("Shipment.data"), serialize(serializer, current.sample(SHIPMENT)));
    }

    static String resourceText(String name) {
        return new String(resourceBytes(name), StandardCharsets.UTF_8);
    }

    static byte[] resourceBytes(String name) {
        try (InputStream in = FormatStabilityTest.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new AssertionError("No test resource " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
