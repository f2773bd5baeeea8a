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
 * kind ({@link StringsJob#STRINGS}, and lengths around the boundaries of the encoding): in the current string
 * encoding, and as reconfigured for a snapshot of version 2, which keeps Flink's {@code StringValue} format.
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
        return notes.toArray(Note[]::new);
    }

    /**
     * The serializer the current one's snapshot answers for a snapshot of version 2 of the same layout: compatible
     * with a reconfigured serializer, which keeps the {@code StringValue} format.
     */
    static TypeSerializer<Note> reconfiguredForVersion2() throws IOException {
        NoteSerializer current = new NoteSerializer();
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, current.snapshotConfiguration());
        byte[] bytes = out.getCopyOfBuffer();
        // the snapshot's class name (a length of two bytes, then the name), then its version as an int
        int version = 2 + ((bytes[0] & 0xFF) << 8 | (bytes[1] & 0xFF));
        assertThat(bytes[version + 3]).as("the version written").isEqualTo((byte) TypegenSerializerSnapshot.VERSION);
        bytes[version + 3] = (byte) TypegenSerializerSnapshot.STRING_VALUE_VERSION;
        TypeSerializerSnapshot<Note> version2 = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(bytes), NoteSerializerTest.class.getClassLoader());
        TypeSerializerSchemaCompatibility<Note> compatibility =
                current.snapshotConfiguration().resolveSchemaCompatibility(version2);
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
