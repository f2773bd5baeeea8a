package io.github.typegen.runtime.serialization;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.EOFException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.MapKind;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;

/** The snapshot encoding of layouts: every node kind round-trips; corrupt bytes end in an IOException. */
class SchemaLayoutTest {

    /** A recursive node type, a sealed type, and every node kind. */
    static Layout.Type tree() {
        return Layout.type(Shape.RECORD, "p.Tree",
                Layout.field("name", Layout.STRING, "label", "title"),
                Layout.field("size", Layout.INT),
                Layout.field("weight", Layout.boxed(PrimitiveKind.DOUBLE)),
                Layout.field("color", Layout.enumOf("p.Color", "RED", "GREEN")),
                Layout.field("at", Layout.value(ValueKind.INSTANT)),
                Layout.field("bits", Layout.primitiveArray(PrimitiveKind.BYTE)),
                Layout.field("grid", Layout.array(Layout.array(Layout.STRING))),
                Layout.field("children", Layout.collection(CollectionKind.LIST,
                        Layout.nested("p.Tree", SchemaLayoutTest::tree))),
                Layout.field("byName", Layout.map(MapKind.LINKED_HASH_MAP, Layout.STRING,
                        Layout.nested("p.Shape", SchemaLayoutTest::shape))),
                Layout.field("parent", Layout.optional(Layout.nested("p.Tree", SchemaLayoutTest::tree))));
    }

    static Layout.Type shape() {
        return Layout.sealed("p.Shape",
                Layout.nested("p.Shape.Circle", () -> Layout.type(Shape.IMMUTABLE, "p.Shape.Circle",
                        Layout.field("radius", Layout.DOUBLE))),
                Layout.nested("p.Shape.Dot", () -> Layout.type(Shape.POJO, "p.Shape.Dot")));
    }

    private static byte[] write(SchemaLayout layout) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        layout.write(out);
        return out.getCopyOfBuffer();
    }

    @Test
    void collectsEveryReachableTypeOnceRootFirst() {
        SchemaLayout layout = SchemaLayout.of(tree());

        assertThat(layout.types().keySet()).containsExactly("p.Tree", "p.Shape", "p.Shape.Circle", "p.Shape.Dot");
        assertThat(layout.describe()).startsWith("record p.Tree(name String, size int, weight Double,"
                + " color enum p.Color{RED, GREEN}, at Instant, bits byte[], grid String[][],"
                + " children List<p.Tree>, byName LinkedHashMap<String, p.Shape>, parent Optional<p.Tree>);"
                + " sealed p.Shape = p.Shape.Circle | p.Shape.Dot;");
    }

    @Test
    void roundTripsEveryNodeKindAndFormerNames() throws IOException {
        SchemaLayout layout = SchemaLayout.of(tree());

        SchemaLayout read = SchemaLayout.read(new DataInputDeserializer(write(layout)), "p.Tree");

        assertThat(read).isEqualTo(layout);
        assertThat(read.root().fields().get(0).formerNames()).containsExactly("label", "title");
        Layout.Nested child = (Layout.Nested) ((Layout.CollectionNode) read.root().fields().get(7).type()).element();
        assertThat(child.layout().get()).isSameAs(read.root());
    }

    /** One field of each node kind; {@code k} refers back to the type itself, so the schema has one type. */
    static Layout.Type everyKind() {
        return Layout.type(Shape.RECORD, "p.K",
                Layout.field("a", Layout.LONG),
                Layout.field("b", Layout.boxed(PrimitiveKind.INT), "old"),
                Layout.field("c", Layout.STRING),
                Layout.field("d", Layout.enumOf("p.E", "X", "Y")),
                Layout.field("e", Layout.value(ValueKind.UUID_)),
                Layout.field("f", Layout.primitiveArray(PrimitiveKind.DOUBLE)),
                Layout.field("g", Layout.array(Layout.STRING)),
                Layout.field("h", Layout.collection(CollectionKind.HASH_SET, Layout.STRING)),
                Layout.field("i", Layout.map(MapKind.HASH_MAP, Layout.STRING, Layout.boxed(PrimitiveKind.BOOLEAN))),
                Layout.field("j", Layout.optional(Layout.value(ValueKind.DURATION))),
                Layout.field("k", Layout.nested("p.K", SchemaLayoutTest::everyKind)));
    }

    /**
     * The bytes of docs/serialized-format.md, spelled out: node tags 0 to 10 and the kind ordinals are stored
     * in savepoints, so writing must produce exactly these bytes and reading must accept them.
     */
    @Test
    void writesAndReadsTheDocumentedBytes() throws IOException {
        byte[] documented = bytes(1, "p.K", 1, 11,
                "a", 0, /* primitive */ 0, 5 /* long */,
                "b", 1, "old", /* boxed */ 1, 4 /* int */,
                "c", 0, /* string */ 2,
                "d", 0, /* enum */ 3, "p.E", 2, "X", "Y",
                "e", 0, /* value */ 4, 2 /* UUID */,
                "f", 0, /* primitive array */ 5, 7 /* double */,
                "g", 0, /* object array */ 6, 2,
                "h", 0, /* collection */ 7, 3 /* HashSet */, 2,
                "i", 0, /* map */ 8, 1 /* HashMap */, 2, 1, 0 /* Boolean */,
                "j", 0, /* optional */ 9, 4, 7 /* Duration */,
                "k", 0, /* nested */ 10, "p.K");
        SchemaLayout layout = SchemaLayout.of(everyKind());

        assertThat(write(layout)).containsExactly(documented);
        assertThat(SchemaLayout.read(new DataInputDeserializer(documented), "p.K")).isEqualTo(layout);
    }

    /** Tag 11: a field written by a nested serializer, named by the type parameter or generic type it writes. */
    @Test
    void writesAndReadsADelegatedNodeAsItsName() throws IOException {
        byte[] documented = bytes(1, "p.Env", 1, 2,
                "payload", 0, /* delegated */ 11, "T",
                "history", 0, /* collection */ 7, 0 /* List */, 11, "T");
        SchemaLayout layout = SchemaLayout.of(Layout.type(Shape.RECORD, "p.Env",
                Layout.field("payload", Layout.delegated("T")),
                Layout.field("history", Layout.collection(CollectionKind.LIST, Layout.delegated("T")))));

        assertThat(write(layout)).containsExactly(documented);
        SchemaLayout read = SchemaLayout.read(new DataInputDeserializer(documented), "p.Env");
        assertThat(read).isEqualTo(layout);
        assertThat(read.delegatedNames()).containsExactly("T");
        assertThat(read.describe()).isEqualTo("record p.Env(payload T, history List<T>)");
        assertThat(SchemaLayout.of(everyKind()).delegatedNames()).isEmpty();
    }

    /** A tuple node (tag 12): its arity, then each element's node; {@code Tuple0} has none. */
    @Test
    void writesAndReadsTheDocumentedBytesOfTuples() throws IOException {
        byte[] documented = bytes(1, "p.T", 1, 2,
                "pair", 0, /* tuple */ 12, 2, /* string */ 2, /* boxed */ 1, 5 /* long */,
                "none", 0, /* tuple */ 12, 0);
        SchemaLayout layout = SchemaLayout.of(Layout.type(Shape.RECORD, "p.T",
                Layout.field("pair", Layout.tuple(Layout.STRING, Layout.boxed(PrimitiveKind.LONG))),
                Layout.field("none", Layout.tuple())));

        assertThat(write(layout)).containsExactly(documented);
        assertThat(SchemaLayout.read(new DataInputDeserializer(documented), "p.T")).isEqualTo(layout);
        assertThat(layout.root().fields().get(0).type().describe()).isEqualTo("Tuple2<String, Long>");
        assertThat(layout.root().fields().get(1).type().describe()).isEqualTo("Tuple0");
    }

    @Test
    void aTupleWiderThanFlinksWidestIsCorrupt() {
        byte[] corrupt = bytes(1, "p.T", 1, 1, "wide", 0, /* tuple */ 12, 26);

        assertThatThrownBy(() -> SchemaLayout.read(new DataInputDeserializer(corrupt), "p.T"))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining("a tuple of arity 26 at p.T.wide, more than Flink's 25");
    }

    /** A byte per number; a short ASCII string as Flink's StringValue writes it: length + 1, then the chars. */
    private static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object part : parts) {
            if (part instanceof String s) {
                out.write(s.length() + 1);
                out.writeBytes(s.getBytes(StandardCharsets.US_ASCII));
            } else {
                out.write((Integer) part);
            }
        }
        return out.toByteArray();
    }

    @Test
    void everyTruncationEndsInAnEofException() throws IOException {
        byte[] bytes = write(SchemaLayout.of(tree()));
        for (int length = 0; length < bytes.length; length++) {
            byte[] truncated = Arrays.copyOf(bytes, length);
            assertThatThrownBy(() -> SchemaLayout.read(new DataInputDeserializer(truncated), "p.Tree"))
                    .as("%s of %s bytes", length, bytes.length)
                    .isInstanceOf(EOFException.class);
        }
    }

    @Test
    void aReferenceToAnUndescribedTypeIsCorrupt() throws IOException {
        Layout.Type orphan = Layout.type(Shape.RECORD, "p.Orphan",
                Layout.field("ghost", Layout.nested("p.Ghost", () -> {
                    throw new AssertionError("not resolved while writing only the root");
                })));
        DataOutputSerializer out = new DataOutputSerializer(64);
        Codecs.writeLength(out, 1);
        Codecs.writeString(out, orphan.className());
        out.writeByte(Shape.RECORD.ordinal());
        Codecs.writeLength(out, 1);
        Codecs.writeString(out, "ghost");
        Codecs.writeLength(out, 0);
        out.writeByte(10);
        Codecs.writeString(out, "p.Ghost");

        assertThatThrownBy(() -> SchemaLayout.read(new DataInputDeserializer(out.getCopyOfBuffer()), "p.Orphan"))
                .isInstanceOf(CorruptDataException.class)
                .hasMessage("Corrupt serializer snapshot of p.Orphan: it refers to p.Ghost but does not describe it");
    }

    @Test
    void anUnknownNodeTagIsCorrupt() throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        Codecs.writeLength(out, 1);
        Codecs.writeString(out, "p.Odd");
        out.writeByte(Shape.POJO.ordinal());
        Codecs.writeLength(out, 1);
        Codecs.writeString(out, "field");
        Codecs.writeLength(out, 0);
        out.writeByte(99);

        assertThatThrownBy(() -> SchemaLayout.read(new DataInputDeserializer(out.getCopyOfBuffer()), "p.Odd"))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining("unknown node tag 99 at p.Odd.field");
    }
}
