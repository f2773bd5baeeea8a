package io.github.typegen.it.strings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.serialization.TypegenSerializerSnapshot;

/**
 * The generated serializer of {@link Note} through Flink's own {@link SerializerTestBase}, over strings of every
 * kind ({@link StringsJob#STRINGS}, and lengths around the boundaries of the encoding) and ints of every var-int
 * length: in the current encoding, as reconfigured for a snapshot of version 3, which keeps four-byte ints, and as
 * reconfigured for a snapshot of version 2, which keeps Flink's {@code StringValue} format too.
 */
class NoteSerializerTest {

    /** Notes of every string of {@link StringsJob#STRINGS}, and of long ones. */
    static Note[] notes() {
        List<Note> notes = new ArrayList<>();
        for (Label key : StringsJob.keys()) {
            StringsJob.KeyState state = StringsJob.state(key, 1 + key.shard() % 3);
            notes.add(state.value());
            notes.addAll(state.map().values());
            notes.addAll(state.list());
        }
        for (int length : new int[] {62, 63, 8190, 8191, 8192, 16384}) {
            notes.add(new Note("a".repeat(length), List.of("\u4e2d".repeat(length), "\ud83d\ude00".repeat(length)),
                    java.util.Set.of("\u00e9".repeat(length)), java.util.Map.of("\ud800".repeat(length), ""),
                    new Label("\udc00".repeat(length), length)));
        }
        for (int shard : new int[] {-1, 63, -64, 64, -65, 8191, -8193, 1 << 20, -(1 << 27) - 1, Integer.MIN_VALUE,
            Integer.MAX_VALUE}) {
            notes.add(new Note("", List.of(), java.util.Set.of(), java.util.Map.of(), new Label("shard", shard)));
        }
        return notes.toArray(Note[]::new);
    }

    /**
     * The serializer the current one's snapshot answers for a snapshot of version 2 of the same layout: compatible
     * with a reconfigured serializer, which keeps the {@code StringValue} format and four-byte ints.
     */
    static TypeSerializer<Note> reconfiguredForVersion2() throws IOException {
        return reconfiguredFor(TypegenSerializerSnapshot.STRING_VALUE_VERSION);
    }

    /**
     * The serializer the current one's snapshot answers for a snapshot of version 3 of the same layout: compatible
     * with a reconfigured serializer, which keeps four-byte ints.
     */
    static TypeSerializer<Note> reconfiguredForVersion3() throws IOException {
        return reconfiguredFor(TypegenSerializerSnapshot.COMPACT_STRINGS_VERSION);
    }

    /** The serializer the current one's snapshot answers for a snapshot of {@code version} of the same layout. */
    private static TypeSerializer<Note> reconfiguredFor(int version) throws IOException {
        NoteSerializer current = new NoteSerializer();
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, current.snapshotConfiguration());
        byte[] bytes = out.getCopyOfBuffer();
        // the snapshot's class name (a length of two bytes, then the name), then its version as an int
        int at = 2 + ((bytes[0] & 0xFF) << 8 | (bytes[1] & 0xFF)) + 3;
        assertThat(bytes[at]).as("the version written").isEqualTo((byte) TypegenSerializerSnapshot.VERSION);
        bytes[at] = (byte) version;
        TypeSerializerSnapshot<Note> earlier = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(bytes), NoteSerializerTest.class.getClassLoader());
        TypeSerializerSchemaCompatibility<Note> compatibility =
                current.snapshotConfiguration().resolveSchemaCompatibility(earlier);
        assertThat(compatibility.isCompatibleWithReconfiguredSerializer()).isTrue();
        return compatibility.getReconfiguredSerializer();
    }

    @Test
    void theReconfiguredSerializerWritesFlinksStringValueFormatAndSnapshotsVersion2() throws IOException {
        TypeSerializer<Note> reconfigured = reconfiguredForVersion2();
        Note note = new Note("caf\u00e9", List.of(), java.util.Set.of(), java.util.Map.of(), null);
        DataOutputSerializer out = new DataOutputSerializer(64);
        reconfigured.serialize(note, out);
        // the null mask (lines, tags and attributes are not null; about is), then "café" as StringValue
        assertThat(out.getCopyOfBuffer()).startsWith(0x10, 5, 'c', 'a', 'f', 0xE9 & 0x7F | 0x80, 0xE9 >>> 7);
        assertThat(reconfigured.snapshotConfiguration().getCurrentVersion())
                .isEqualTo(TypegenSerializerSnapshot.STRING_VALUE_VERSION);
        assertThat(new NoteSerializer().snapshotConfiguration().getCurrentVersion())
                .isEqualTo(TypegenSerializerSnapshot.VERSION);
        assertThat(reconfigured).isNotEqualTo(new NoteSerializer()).isEqualTo(reconfigured.duplicate());
    }

    @Test
    void theReconfiguredSerializerOfVersion3WritesFourByteIntsAndSnapshotsVersion3() throws IOException {
        TypeSerializer<Note> reconfigured = reconfiguredForVersion3();
        Note note = new Note(null, List.of(), java.util.Set.of(), java.util.Map.of(), new Label("", 300));
        DataOutputSerializer version3 = new DataOutputSerializer(64);
        reconfigured.serialize(note, version3);
        DataOutputSerializer current = new DataOutputSerializer(64);
        new NoteSerializer().serialize(note, current);

        // the null mask (text is null), three empty containers, then the label: its null mask, "" and 300
        assertThat(version3.getCopyOfBuffer()).containsExactly(0x01, 0, 0, 0, 0, 2, 0, 0, 0x01, 0x2C);
        // 300 as a zig-zag var-int: 600 in groups of seven bits
        assertThat(current.getCopyOfBuffer()).containsExactly(0x01, 0, 0, 0, 0, 2, 0xD8, 0x04);
        assertThat(reconfigured.snapshotConfiguration().getCurrentVersion())
                .isEqualTo(TypegenSerializerSnapshot.COMPACT_STRINGS_VERSION);
        assertThat(reconfigured).isNotEqualTo(new NoteSerializer()).isNotEqualTo(reconfiguredForVersion2())
                .isEqualTo(reconfigured.duplicate());
    }

    /** Flink's serializer test base over {@link #notes()}, null among them, for a serializer of either encoding. */
    abstract class NoteSerializerCase extends SerializerTestBase<Note> {
        @Override
        protected int getLength() {
            return -1;
        }

        @Override
        protected Class<Note> getTypeClass() {
            return Note.class;
        }

        @Override
        protected Note[] getTestData() {
            return notes();
        }

        @Override
        protected boolean allowNullInstances(TypeSerializer<Note> serializer) {
            return true;
        }
    }

    @Nested
    class CurrentEncoding extends NoteSerializerCase {
        @Override
        protected TypeSerializer<Note> createSerializer() {
            return new NoteSerializer();
        }
    }

    @Nested
    class CompactStringsEncoding extends NoteSerializerCase {
        @Override
        protected TypeSerializer<Note> createSerializer() {
            try {
                return reconfiguredForVersion3();
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }
    }

    @Nested
    class StringValueEncoding extends NoteSerializerCase {
        @Override
        protected TypeSerializer<Note> createSerializer() {
            try {
                return reconfiguredForVersion2();
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }
    }
}
