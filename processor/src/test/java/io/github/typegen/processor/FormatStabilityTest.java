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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The serialized format is stable: a snapshot and a value written by an earlier build, committed under
 * {@code src/test/resources/evolution/format/v<version>/}, are read by this build, as Flink's {@code
 * TypeSerializerUpgradeTestBase} does for its own serializers. The class that wrote them ({@code
 * evolution/format/Shipment.java}, frozen) covers every kind of field.
 *
 * <p>Checked for each committed version: the committed snapshot is compatible with the serializer of this build
 * (as is for the current version; with a reconfigured serializer keeping the earlier encoding of strings and ints
 * for the earlier ones); the serializer it restores reads the committed value, and equals what {@code
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
    private static final String CURRENT = "v5";

    private static ClassVersion shipment() {
        return ClassVersion.compile(resourceText("evolution/format/Shipment.java"));
    }

    /**
     * Version 5 writes {@code int} and {@code Integer} values as zig-zag var-ints, with snapshot version 4; strings
     * as version 4 did, and the layout is that of versions 2 to 4.
     */
    @Test
    void snapshotsAndDataOfFormatVersion5AreReadAndWrittenByteForByte() throws IOException {
        ClassVersion current = shipment();
        TypeSerializer<Object> serializer = current.serializer(SHIPMENT);
        byte[] committedSnapshot = resourceBytes("evolution/format/" + CURRENT + "/Shipment.snapshot");
        byte[] committedData = resourceBytes("evolution/format/" + CURRENT + "/Shipment.data");

        TypeSerializerSnapshot<Object> restored = current.readSnapshot(committedSnapshot);
        assertThat(serializer.snapshotConfiguration().resolveSchemaCompatibility(restored).isCompatibleAsIs())
                .isTrue();
        Object sample = readsAsTheSample(current, serializer, restored.restoreSerializer(), committedData);

        assertThat(serialize(serializer, sample)).as("the bytes of Shipment.sample()").isEqualTo(committedData);
        assertThat(writeSnapshot(serializer.snapshotConfiguration())).as("the snapshot of Shipment")
                .isEqualTo(committedSnapshot);
    }

    /**
     * Version 4 wrote strings in the encoding of snapshot version 3 ({@code Strings}: a header of length and coder,
     * then Latin-1 bytes or UTF-8), and {@code int}s in four bytes, with snapshot version 3. Its snapshot is
     * compatible with a reconfigured serializer, which keeps writing version 4: the same bytes, and the same
     * snapshot, as the build that wrote them (a key's bytes must not change).
     */
    @Test
    void snapshotsAndDataOfFormatVersion4AreReadAndWrittenByteForByteByTheReconfiguredSerializer()
            throws IOException {
        readAndWrittenByteForByteByTheReconfiguredSerializer("v4");
    }

    /**
     * Version 3 wrote the elements of a {@code Set} and the entries of a {@code Map} in a canonical order, and strings
     * in Flink's {@code StringValue} format, with snapshot version 2. Its snapshot is compatible with a reconfigured
     * serializer, which keeps writing version 3: the same bytes, and the same snapshot, as the build that wrote them
     * (a key's bytes must not change).
     */
    @Test
    void snapshotsAndDataOfFormatVersion3AreReadAndWrittenByteForByteByTheReconfiguredSerializer()
            throws IOException {
        readAndWrittenByteForByteByTheReconfiguredSerializer("v3");
    }

    private static void readAndWrittenByteForByteByTheReconfiguredSerializer(String version) throws IOException {
        ClassVersion current = shipment();
        byte[] committedSnapshot = resourceBytes("evolution/format/" + version + "/Shipment.snapshot");
        byte[] committedData = resourceBytes("evolution/format/" + version + "/Shipment.data");

        TypeSerializer<Object> reconfigured = reconfigured(current, committedSnapshot);
        Object sample = readsAsTheSample(current, reconfigured,
                current.readSnapshot(committedSnapshot).restoreSerializer(), committedData);

        assertThat(serialize(reconfigured, sample)).as("the bytes of Shipment.sample()").isEqualTo(committedData);
        assertThat(writeSnapshot(reconfigured.snapshotConfiguration())).as("the snapshot of Shipment")
                .isEqualTo(committedSnapshot);
        assertThat(reconfigured).isNotEqualTo(current.serializer(SHIPMENT));
        assertThat(reconfigured.duplicate()).isEqualTo(reconfigured);
        assertThat(reconfigured(current, writeSnapshot(reconfigured.snapshotConfiguration())))
                .as("the serializer reconfigured again from its own snapshot").isEqualTo(reconfigured);
    }

    /**
     * Version 2 wrote sets and maps in iteration order: its data still reads, and its snapshot, the same as
     * version 3's, is compatible with the reconfigured serializer, which writes it again.
     */
    @Test
    void snapshotsAndDataOfFormatVersion2AreRead() throws IOException {
        ClassVersion current = shipment();
        byte[] committedSnapshot = resourceBytes("evolution/format/v2/Shipment.snapshot");

        TypeSerializer<Object> reconfigured = reconfigured(current, committedSnapshot);
        readsAsTheSample(current, reconfigured, current.readSnapshot(committedSnapshot).restoreSerializer(),
                resourceBytes("evolution/format/v2/Shipment.data"));

        assertThat(writeSnapshot(reconfigured.snapshotConfiguration())).as("the snapshot of Shipment")
                .isEqualTo(committedSnapshot);
    }

    /**
     * A class changed since a snapshot of format version 3 or 4 (a {@code short} widened to an {@code int}, an
     * {@code int} to a {@code long}) migrates: the restored serializer reads the old strings and four-byte ints, and
     * the current serializer writes them in the current encoding.
     */
    @ParameterizedTest
    @ValueSource(strings = {"v3", "v4"})
    void dataOfAnEarlierFormatVersionMigratesWhenTheClassChanged(String version) throws IOException {
        ClassVersion widened = ClassVersion.compile(resourceText("evolution/format/Shipment.java")
                .replace("        short lane,", "        int lane,")
                .replace("        int count,", "        long count,"));
        TypeSerializer<Object> serializer = widened.serializer(SHIPMENT);
        TypeSerializerSnapshot<Object> restored =
                widened.readSnapshot(resourceBytes("evolution/format/" + version + "/Shipment.snapshot"));

        assertThat(serializer.snapshotConfiguration().resolveSchemaCompatibility(restored)
                .isCompatibleAfterMigration()).isTrue();
        readsAsTheSample(widened, serializer, restored.restoreSerializer(),
                resourceBytes("evolution/format/" + version + "/Shipment.data"));
    }

    /** The serializer the current serializer's snapshot answers for {@code committedSnapshot}, reconfigured. */
    private static TypeSerializer<Object> reconfigured(ClassVersion current, byte[] committedSnapshot)
            throws IOException {
        TypeSerializerSchemaCompatibility<Object> compatibility = current.serializer(SHIPMENT)
                .snapshotConfiguration().resolveSchemaCompatibility(current.readSnapshot(committedSnapshot));
        assertThat(compatibility.isCompatibleWithReconfiguredSerializer()).as("compatible with a reconfigured"
                + " serializer").isTrue();
        return compatibility.getReconfiguredSerializer();
    }

    /**
     * Checks that {@code restored} reads the committed data as what {@code Shipment.sample()} builds, compared by
     * writing both with {@code serializer}.
     *
     * @return the sample
     */
    private static Object readsAsTheSample(ClassVersion current, TypeSerializer<Object> serializer,
            TypeSerializer<Object> restored, byte[] committedData) throws IOException {
        Object value = deserialize(restored, committedData);
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
