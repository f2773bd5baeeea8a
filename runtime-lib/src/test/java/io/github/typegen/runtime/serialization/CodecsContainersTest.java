package io.github.typegen.runtime.serialization;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.EOFException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.core.memory.DataOutputView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The helpers for lists and maps of strings and boxed numbers write the bytes of the loop generated serializers
 * wrote before them, spelled out here call by call (a length, then per element a string, or a presence flag and
 * the number), and read them back into the classes the loop created, with nulls and corrupt lengths as before. A
 * {@code String[]} is written as a list of strings is.
 */
class CodecsContainersTest {

    private static final String LOCATION = "p.Foo.field";

    /** Writes with a helper, or with the loop it replaces. */
    interface Writer {
        void write(DataOutputView out) throws IOException;
    }

    private static byte[] bytes(Writer writer) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(16);
        writer.write(out);
        return out.getCopyOfBuffer();
    }

    /** Reads with a helper. */
    interface Reader<T> {
        T read(DataInputView in) throws IOException;
    }

    /** Reads {@code bytes}, checking that all of them were read. */
    private static <T> T readAll(Reader<T> reader, byte[] bytes) throws IOException {
        DataInputDeserializer in = new DataInputDeserializer(bytes);
        T value = reader.read(in);
        assertThat(in.available()).as("bytes left unread").isZero();
        return value;
    }

    /** A presence flag, then {@code number} written by {@code write} when present: the loop's element. */
    interface NumberWriter<N> {
        void write(DataOutputView out, N number) throws IOException;
    }

    private static <N> void flagged(DataOutputView out, N number, NumberWriter<N> write) throws IOException {
        if (number == null) {
            out.writeBoolean(false);
        } else {
            out.writeBoolean(true);
            write.write(out, number);
        }
    }

    @ParameterizedTest
    @EnumSource(WireEncoding.class)
    void stringListsAreWrittenAsTheLoopWroteThem(WireEncoding encoding) throws IOException {
        List<String> values = Arrays.asList("a", null, "", "\u00e9t\u00e9", "\ud83d\ude00", "x".repeat(300));

        byte[] written = bytes(out -> Codecs.writeStrings(out, values, encoding));

        assertThat(written).isEqualTo(bytes(out -> {
            Codecs.writeLength(out, values.size());
            for (String value : values) {
                Codecs.writeString(out, value, encoding);
            }
        }));
        ArrayList<String> read = readAll(in -> Codecs.readStringList(in, encoding, LOCATION), written);
        assertThat(read).containsExactlyElementsOf(values);
    }

    @ParameterizedTest
    @EnumSource(WireEncoding.class)
    void stringArraysAreWrittenAsTheLoopWroteThem(WireEncoding encoding) throws IOException {
        String[] values = {"a", null, "", "\u00e9t\u00e9", "\ud83d\ude00", "x".repeat(300)};

        byte[] written = bytes(out -> Codecs.writeStringArray(out, values, encoding));

        assertThat(written).isEqualTo(bytes(out -> {
            Codecs.writeLength(out, values.length);
            for (String value : values) {
                Codecs.writeString(out, value, encoding);
            }
        }));
        String[] read = readAll(in -> Codecs.readStringArray(in, encoding, LOCATION), written);
        assertThat(read).containsExactly(values);
        String[] none = readAll(in -> Codecs.readStringArray(in, encoding, LOCATION), new byte[] {0});
        assertThat(none).isEmpty();
    }

    /**
     * The strings of one container share the reading buffers of the thread: strings longer than them, in both
     * coders, between short ones, each read back whole.
     */
    @ParameterizedTest
    @EnumSource(WireEncoding.class)
    void stringsLongerThanTheThreadBufferReadBackBetweenShortOnes(WireEncoding encoding) throws IOException {
        String longLatin1 = "\u00ff".repeat(Strings.BUFFER_BYTES + 3);
        String longUtf8 = "\u20ac".repeat(Strings.BUFFER_BYTES / 2 + 1) + "\ud800";
        List<String> values = Arrays.asList("short", longUtf8, "\u00e9", longLatin1, null, "end\udfff");
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put(longLatin1, "v");
        entries.put("k", longUtf8);

        byte[] list = bytes(out -> Codecs.writeStrings(out, values, encoding));
        byte[] array = bytes(out -> Codecs.writeStringArray(out, values.toArray(new String[0]), encoding));
        byte[] map = bytes(out -> Codecs.writeStringEntries(out, entries.entrySet(), encoding));

        assertThat(array).isEqualTo(list);
        ArrayList<String> readList = readAll(in -> Codecs.readStringList(in, encoding, LOCATION), list);
        String[] readArray = readAll(in -> Codecs.readStringArray(in, encoding, LOCATION), array);
        LinkedHashMap<String, String> readMap = readAll(in -> Codecs.readStringMap(in, encoding, LOCATION), map);
        assertThat(readList).containsExactlyElementsOf(values);
        assertThat(readArray).containsExactlyElementsOf(values);
        assertThat(readMap).containsExactlyEntriesOf(entries);
    }

    /**
     * A length far beyond the bytes that follow it ends in an {@code EOFException} once the bytes run out, not in
     * an allocation of that length.
     */
    @ParameterizedTest
    @EnumSource(WireEncoding.class)
    void aLengthBeyondTheBytesEndsInEndOfFile(WireEncoding encoding) throws IOException {
        byte[] twoOfMany = bytes(out -> {
            Codecs.writeLength(out, Integer.MAX_VALUE);
            Codecs.writeString(out, "one", encoding);
            Codecs.writeString(out, "two", encoding);
        });

        for (Reader<?> reader : List.<Reader<?>>of(
                in -> Codecs.readStringList(in, encoding, LOCATION),
                in -> Codecs.readStringArray(in, encoding, LOCATION),
                in -> Codecs.readStringMap(in, encoding, LOCATION))) {
            assertThatThrownBy(() -> reader.read(new DataInputDeserializer(twoOfMany)))
                    .isInstanceOf(EOFException.class);
        }
    }

    @ParameterizedTest
    @EnumSource(WireEncoding.class)
    void emptyListsAndMapsAreALengthOfZero(WireEncoding encoding) throws IOException {
        assertThat(bytes(out -> Codecs.writeStrings(out, List.of(), encoding))).containsExactly(0);
        assertThat(bytes(out -> Codecs.writeLongs(out, List.of()))).containsExactly(0);
        assertThat(bytes(out -> Codecs.writeStringEntries(out, Map.<String, String>of().entrySet(), encoding)))
                .containsExactly(0);
        List<String> noStrings = readAll(in -> Codecs.readStringList(in, encoding, LOCATION), new byte[] {0});
        Map<String, Double> noDoubles =
                readAll(in -> Codecs.readStringDoubleMap(in, encoding, LOCATION), new byte[] {0});
        assertThat(noStrings).isEmpty();
        assertThat(noDoubles).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(WireEncoding.class)
    void numberListsAreWrittenAsTheLoopWroteThem(WireEncoding encoding) throws IOException {
        List<Long> longs = Arrays.asList(1L, null, Long.MIN_VALUE, Long.MAX_VALUE, 0L);
        List<Integer> ints = Arrays.asList(null, -1, Integer.MAX_VALUE);
        List<Double> doubles = Arrays.asList(0.5, Double.NaN, null, -0.0, Double.NEGATIVE_INFINITY);

        byte[] writtenLongs = bytes(out -> Codecs.writeLongs(out, longs));
        byte[] writtenInts = bytes(out -> Codecs.writeInts(out, ints, encoding));
        byte[] writtenDoubles = bytes(out -> Codecs.writeDoubles(out, doubles));

        assertThat(writtenLongs).isEqualTo(bytes(out -> {
            Codecs.writeLength(out, longs.size());
            for (Long value : longs) {
                flagged(out, value, DataOutputView::writeLong);
            }
        }));
        assertThat(writtenInts).isEqualTo(bytes(out -> {
            Codecs.writeLength(out, ints.size());
            for (Integer value : ints) {
                flagged(out, value, (o, v) -> Codecs.writeInt(o, v, encoding));
            }
        }));
        // the length, then: absent; present, -1; present, Integer.MAX_VALUE
        assertThat(writtenInts).isEqualTo(encoding.varInts()
                ? new byte[] {3, 0, 1, 0x01, 1, (byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F}
                : new byte[] {3, 0, 1, -1, -1, -1, -1, 1, 0x7F, -1, -1, -1});
        assertThat(writtenDoubles).isEqualTo(bytes(out -> {
            Codecs.writeLength(out, doubles.size());
            for (Double value : doubles) {
                flagged(out, value, DataOutputView::writeDouble);
            }
        }));
        ArrayList<Long> readLongs = readAll(in -> Codecs.readLongList(in, LOCATION), writtenLongs);
        ArrayList<Integer> readInts = readAll(in -> Codecs.readIntList(in, encoding, LOCATION), writtenInts);
        ArrayList<Double> readDoubles = readAll(in -> Codecs.readDoubleList(in, LOCATION), writtenDoubles);
        assertThat(readLongs).containsExactlyElementsOf(longs);
        assertThat(readInts).containsExactlyElementsOf(ints);
        assertThat(readDoubles).containsExactlyElementsOf(doubles);
    }

    @ParameterizedTest
    @EnumSource(WireEncoding.class)
    void mapsWithStringKeysAreWrittenAsTheLoopWroteThem(WireEncoding encoding) throws IOException {
        Map<String, String> strings = new LinkedHashMap<>();
        strings.put("b", "two");
        strings.put(null, "none");
        strings.put("a", null);
        Map<String, Long> longs = new LinkedHashMap<>();
        longs.put("z", 26L);
        longs.put("n", null);
        longs.put(null, -1L);
        Map<String, Integer> ints = new LinkedHashMap<>();
        ints.put("i", Integer.MIN_VALUE);
        ints.put("j", null);
        Map<String, Double> doubles = new LinkedHashMap<>();
        doubles.put("pi", Math.PI);
        doubles.put("none", null);

        byte[] writtenStrings = bytes(out -> Codecs.writeStringEntries(out, strings.entrySet(), encoding));
        byte[] writtenLongs = bytes(out -> Codecs.writeStringLongEntries(out, longs.entrySet(), encoding));
        byte[] writtenInts = bytes(out -> Codecs.writeStringIntEntries(out, ints.entrySet(), encoding));
        byte[] writtenDoubles = bytes(out -> Codecs.writeStringDoubleEntries(out, doubles.entrySet(), encoding));

        assertThat(writtenStrings).isEqualTo(bytes(out -> {
            Codecs.writeLength(out, strings.size());
            for (Map.Entry<String, String> entry : strings.entrySet()) {
                Codecs.writeString(out, entry.getKey(), encoding);
                Codecs.writeString(out, entry.getValue(), encoding);
            }
        }));
        assertThat(writtenLongs).isEqualTo(bytes(out -> {
            Codecs.writeLength(out, longs.size());
            for (Map.Entry<String, Long> entry : longs.entrySet()) {
                Codecs.writeString(out, entry.getKey(), encoding);
                flagged(out, entry.getValue(), DataOutputView::writeLong);
            }
        }));
        assertThat(writtenInts).isEqualTo(bytes(out -> {
            Codecs.writeLength(out, ints.size());
            for (Map.Entry<String, Integer> entry : ints.entrySet()) {
                Codecs.writeString(out, entry.getKey(), encoding);
                flagged(out, entry.getValue(), (o, v) -> Codecs.writeInt(o, v, encoding));
            }
        }));
        assertThat(writtenDoubles).isEqualTo(bytes(out -> {
            Codecs.writeLength(out, doubles.size());
            for (Map.Entry<String, Double> entry : doubles.entrySet()) {
                Codecs.writeString(out, entry.getKey(), encoding);
                flagged(out, entry.getValue(), DataOutputView::writeDouble);
            }
        }));
        LinkedHashMap<String, String> readStrings =
                readAll(in -> Codecs.readStringMap(in, encoding, LOCATION), writtenStrings);
        assertThat(readStrings).containsExactlyEntriesOf(strings);
        LinkedHashMap<String, Long> readLongs =
                readAll(in -> Codecs.readStringLongMap(in, encoding, LOCATION), writtenLongs);
        LinkedHashMap<String, Integer> readInts =
                readAll(in -> Codecs.readStringIntMap(in, encoding, LOCATION), writtenInts);
        LinkedHashMap<String, Double> readDoubles =
                readAll(in -> Codecs.readStringDoubleMap(in, encoding, LOCATION), writtenDoubles);
        assertThat(readLongs).containsExactlyEntriesOf(longs);
        assertThat(readInts).containsExactlyEntriesOf(ints);
        assertThat(readDoubles).containsExactlyEntriesOf(doubles);
    }

    @ParameterizedTest
    @EnumSource(WireEncoding.class)
    void aCorruptLengthNamesTheField(WireEncoding encoding) {
        byte[] negative = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F};

        for (Reader<?> reader : List.<Reader<?>>of(
                in -> Codecs.readStringList(in, encoding, LOCATION),
                in -> Codecs.readStringArray(in, encoding, LOCATION),
                in -> Codecs.readLongList(in, LOCATION),
                in -> Codecs.readIntList(in, encoding, LOCATION),
                in -> Codecs.readDoubleList(in, LOCATION),
                in -> Codecs.readStringMap(in, encoding, LOCATION),
                in -> Codecs.readStringLongMap(in, encoding, LOCATION),
                in -> Codecs.readStringIntMap(in, encoding, LOCATION),
                in -> Codecs.readStringDoubleMap(in, encoding, LOCATION))) {
            assertThatThrownBy(() -> reader.read(new DataInputDeserializer(negative)))
                    .isInstanceOf(CorruptDataException.class)
                    .hasMessageContaining(LOCATION);
        }
    }
}
