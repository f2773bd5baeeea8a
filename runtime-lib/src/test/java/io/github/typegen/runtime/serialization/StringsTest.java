package io.github.typegen.runtime.serialization;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.core.memory.DataOutputViewStreamWrapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The string encoding of snapshot version 3 ({@link Strings}): every {@code String} reads back exactly (every
 * Unicode plane, lone surrogates, every length around the boundaries of the header and of the buffers), the bytes
 * are those the format says, and corrupt bytes fail with a {@link CorruptDataException} or an {@link EOFException}.
 */
class StringsTest {

    /** Strings of every kind, the expected bytes of a few of them spelled out in {@link #theBytesAreTheFormats}. */
    static Stream<String> strings() {
        List<String> strings = new ArrayList<>(Arrays.asList(
                null,
                "",
                "a",
                "plain ascii, with \u0000 and \u007f",
                "Latin-1: caf\u00e9 \u00ff \u0080\u00a0",
                "BMP: \u0100 \u07ff \u0800 \u4e2d\u6587 \ud7ff \ue000 \ufffd \uffff",
                "\ud800", "\udbff", "\udc00", "\udfff",
                "\ud800 lone high at the start", "lone high at the end \udbff",
                "\udc00 lone low at the start", "lone low at the end \udfff",
                "lone in the \ud800 middle and \udc00 here",
                "reversed \udc00\ud800 pair",
                "two highs \ud800\ud800\udc00 then a pair",
                "a pair then a low \ud800\udc00\udc00"));
        // one character of every plane, its first and last code point
        for (int plane = 0; plane <= 16; plane++) {
            int first = plane << 16;
            int last = first | 0xFFFF;
            strings.add("plane " + plane + ": " + new String(Character.toChars(Math.max(first, 1)))
                    + new String(Character.toChars(last)));
        }
        return strings.stream();
    }

    /**
     * Lengths around every boundary: the header's bytes (62/63 and 8190/8191 chars of Latin-1), the buffer of a
     * thread ({@link Strings#BUFFER_BYTES} bytes, in Latin-1 and in UTF-8 of 2, 3 and 4 bytes a character), 127/128
     * and 16383/16384.
     */
    static Stream<String> lengths() {
        int buffer = Strings.BUFFER_BYTES;
        int[] counts = {62, 63, 64, 127, 128, 129, 8190, 8191, 8192, 16383, 16384, 16385, buffer - 1, buffer,
                buffer + 1, buffer / 2 - 1, buffer / 2, buffer / 2 + 1, buffer / 3 - 1, buffer / 3, buffer / 3 + 1,
                buffer / 4 - 1, buffer / 4, buffer / 4 + 1, 2 * buffer + 3, 100_000};
        List<String> strings = new ArrayList<>();
        for (int count : counts) {
            strings.add("a".repeat(count));
            strings.add("\u00e9".repeat(count));
            strings.add("\u07ff".repeat(count));
            strings.add("\u4e2d".repeat(count));
            strings.add("\ud83d\ude00".repeat(count));
            strings.add("a".repeat(count) + "\u0100");
            strings.add("\ud800".repeat(count));
        }
        return strings.stream();
    }

    @ParameterizedTest
    @MethodSource({"strings", "lengths"})
    void everyStringReadsBackExactly(String value) throws IOException {
        assertThat(roundTrip(value)).isEqualTo(value);
    }

    @Test
    void randomStringsOfAnyCharsReadBackExactly() throws IOException {
        Random random = new Random(28);
        for (int i = 0; i < 2_000; i++) {
            int length = random.nextInt(i < 1_000 ? 20 : 3_000);
            char[] chars = new char[length];
            for (int c = 0; c < length; c++) {
                chars[c] = switch (random.nextInt(4)) {
                    case 0 -> (char) random.nextInt(0x100);
                    case 1 -> (char) (0xD800 + random.nextInt(0x800));
                    default -> (char) random.nextInt(0x10000);
                };
            }
            String value = new String(chars);
            assertThat(roundTrip(value)).as("string %s", i).isEqualTo(value);
        }
    }

    @Test
    void manyStringsInOneStreamReadBackInOrder() throws IOException {
        List<String> values = Stream.concat(strings(), lengths()).toList();
        DataOutputSerializer out = new DataOutputSerializer(64);
        for (String value : values) {
            Strings.write(out, value);
        }
        DataInputDeserializer in = new DataInputDeserializer(out.getCopyOfBuffer());
        for (String value : values) {
            assertThat(Strings.read(in)).isEqualTo(value);
        }
        assertThat(in.available()).isZero();
    }

    /**
     * A string is the same bytes whichever way it is written: in place in a {@code DataOutputSerializer} with room,
     * through a buffer into one without, and into any other view (keys are compared by their bytes).
     */
    @ParameterizedTest
    @MethodSource({"strings", "lengths"})
    void everyPathWritesTheSameBytes(String value) throws IOException {
        DataOutputSerializer roomy = new DataOutputSerializer(1 << 20);
        Strings.write(roomy, value);
        DataOutputSerializer tight = new DataOutputSerializer(1);
        Strings.write(tight, value);
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        Strings.write(new DataOutputViewStreamWrapper(stream), value);
        assertThat(tight.getCopyOfBuffer()).isEqualTo(roomy.getCopyOfBuffer());
        assertThat(stream.toByteArray()).isEqualTo(roomy.getCopyOfBuffer());
    }

    @Test
    void theBytesAreTheFormats() throws IOException {
        assertThat(write(null)).containsExactly(0);
        assertThat(write("")).containsExactly(2);
        assertThat(write("ab")).containsExactly(6, 'a', 'b');
        assertThat(write("\u00e9")).containsExactly(4, 0xE9);
        // UTF-8: coder 1, the bytes of U+0100, U+4E2D and U+1F600
        assertThat(write("\u0100")).containsExactly((2 + 1) << 1 | 1, 0xC4, 0x80);
        assertThat(write("\u4e2d")).containsExactly((3 + 1) << 1 | 1, 0xE4, 0xB8, 0xAD);
        assertThat(write("\ud83d\ude00")).containsExactly((4 + 1) << 1 | 1, 0xF0, 0x9F, 0x98, 0x80);
        // a lone surrogate on its own, in three bytes
        assertThat(write("\ud800")).containsExactly((3 + 1) << 1 | 1, 0xED, 0xA0, 0x80);
        // a header of two bytes: 63 Latin-1 chars, (63 + 1) << 1 = 128
        assertThat(Arrays.copyOf(write("a".repeat(63)), 3)).containsExactly(0x80, 0x01, 'a');
    }

    @Test
    void anyTextNotLatin1IsStandardUtf8() throws IOException {
        String text = "\u4e2d\u6587, caf\u00e9, \ud83d\ude00 and \u0416";
        byte[] bytes = write(text);
        int headerBytes = 1;
        assertThat(Arrays.copyOfRange(bytes, headerBytes, bytes.length))
                .isEqualTo(text.getBytes(StandardCharsets.UTF_8));
    }

    static Stream<byte[]> corruptStrings() {
        return Stream.of(
                // header 1: neither null nor a length
                bytes(1),
                // a header of more than five bytes
                bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01),
                // a header whose length is beyond the largest array
                bytes(0xFF, 0xFF, 0xFF, 0xFF, 0x0F),
                // UTF-8: a continuation byte without a lead byte
                utf8(0x80),
                // an overlong form of '/' in two and three bytes, and of U+FFFF in four
                utf8(0xC0, 0xAF), utf8(0xE0, 0x80, 0xAF), utf8(0xF0, 0x8F, 0xBF, 0xBF),
                // a lead byte followed by no continuation byte
                utf8(0xC4, 0x41), utf8(0xE4, 0xB8, 0x41), utf8(0xF0, 0x9F, 0x98, 0x41),
                // a sequence cut off by the end of the string
                utf8(0x41, 0xE4, 0xB8), utf8(0xF0, 0x9F),
                // a code point above U+10FFFF, and a byte that starts nothing
                utf8(0xF4, 0x90, 0x80, 0x80), utf8(0xF8, 0x80, 0x80, 0x80, 0x80), utf8(0xFF),
                // a pair written as two surrogates of three bytes each
                utf8(0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80));
    }

    @ParameterizedTest
    @MethodSource("corruptStrings")
    void corruptBytesAreCorruptData(byte[] corrupt) {
        Throwable thrown = catchThrowable(() -> Strings.read(new DataInputDeserializer(corrupt)));

        assertThat(thrown).isInstanceOf(CorruptDataException.class).hasMessageStartingWith("Corrupt string");
    }

    @Test
    void truncatedStringsEndInAnEofException() throws IOException {
        for (String value : List.of("abc", "\u4e2d\u6587", "x".repeat(20_000), "\ud83d\ude00".repeat(5_000))) {
            byte[] bytes = write(value);
            for (int cut : new int[] {0, 1, bytes.length / 2, bytes.length - 1}) {
                byte[] truncated = Arrays.copyOf(bytes, cut);
                assertThat(catchThrowable(() -> Strings.read(new DataInputDeserializer(truncated))))
                        .as("%s cut at %s", value.length(), cut).isInstanceOf(EOFException.class);
            }
        }
    }

    @Test
    void aHugeLengthWithoutTheBytesEndsInAnEofExceptionNotAnOutOfMemoryError() {
        for (int coder = 0; coder < 2; coder++) {
            // the largest length an array can have, Latin-1 or UTF-8, and a few bytes after it
            byte[] header = varint((long) (Integer.MAX_VALUE - 8 + 1) << 1 | coder);
            byte[] encoded = Arrays.copyOf(header, header.length + 100);

            Throwable thrown = catchThrowable(() -> Strings.read(new DataInputDeserializer(encoded)));

            assertThat(thrown).isInstanceOf(EOFException.class);
        }
    }

    @Test
    void codecsWriteEachEncodingAsItsSnapshotVersionSays() throws IOException {
        String value = "caf\u00e9 \u4e2d";
        for (WireEncoding encoding : List.of(WireEncoding.COMPACT_STRINGS, WireEncoding.VAR_INTS)) {
            DataOutputSerializer compact = new DataOutputSerializer(16);
            Codecs.writeString(compact, value, encoding);
            assertThat(compact.getCopyOfBuffer()).as("%s", encoding).isEqualTo(write(value));
            assertThat(Codecs.readString(new DataInputDeserializer(compact.getCopyOfBuffer()), encoding))
                    .isEqualTo(value);
        }
        DataOutputSerializer stringValue = new DataOutputSerializer(16);
        Codecs.writeString(stringValue, value, WireEncoding.STRING_VALUE);

        DataOutputSerializer flink = new DataOutputSerializer(16);
        org.apache.flink.types.StringValue.writeString(value, flink);
        assertThat(stringValue.getCopyOfBuffer()).isEqualTo(flink.getCopyOfBuffer());
        assertThat(Codecs.readString(new DataInputDeserializer(stringValue.getCopyOfBuffer()),
                WireEncoding.STRING_VALUE)).isEqualTo(value);
    }

    private static String roundTrip(String value) throws IOException {
        DataInputDeserializer in = new DataInputDeserializer(write(value));
        String read = Strings.read(in);
        assertThat(in.available()).as("bytes left unread").isZero();
        return read;
    }

    private static byte[] write(String value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        Strings.write(out, value);
        return out.getCopyOfBuffer();
    }

    /** A UTF-8 string of {@code content}, its header saying so. */
    private static byte[] utf8(int... content) {
        byte[] header = varint(((content.length + 1L) << 1) | 1);
        byte[] bytes = Arrays.copyOf(header, header.length + content.length);
        for (int i = 0; i < content.length; i++) {
            bytes[header.length + i] = (byte) content[i];
        }
        return bytes;
    }

    private static byte[] varint(long value) {
        List<Integer> bytes = new ArrayList<>();
        long remaining = value;
        while ((remaining & ~0x7FL) != 0) {
            bytes.add((int) (remaining & 0x7F) | 0x80);
            remaining >>>= 7;
        }
        bytes.add((int) remaining);
        return bytes(bytes.stream().mapToInt(Integer::intValue).toArray());
    }

    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        IntStream.range(0, values.length).forEach(i -> bytes[i] = (byte) values[i]);
        return bytes;
    }
}
