package io.github.typegen.runtime.serialization;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.EOFException;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.URI;
import java.net.URL;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.apache.flink.api.common.typeutils.base.EnumSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.core.memory.DataOutputView;
import org.apache.flink.core.memory.DataOutputViewStreamWrapper;
import org.apache.flink.types.StringValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class CodecsTest {

    private static final String LOCATION = "p.Foo.field";

    /** Writes with a codec writer. */
    interface Writer<T> {
        void write(DataOutputView out, T value) throws IOException;
    }

    /** Reads with a codec reader. */
    interface Reader<T> {
        T read(DataInputView in) throws IOException;
    }

    /** The strings of snapshots and value types: Flink's {@code StringValue} format. */
    private static final Writer<String> WRITE_STRING = Codecs::writeString;
    private static final Reader<String> READ_STRING = Codecs::readString;

    private static <T> byte[] write(Writer<T> writer, T value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(16);
        writer.write(out, value);
        return out.getCopyOfBuffer();
    }

    /** Reads a value and checks that exactly its bytes were read. */
    private static <T> T readAll(Reader<T> reader, byte[] bytes) throws IOException {
        DataInputDeserializer in = new DataInputDeserializer(bytes);
        T value = reader.read(in);
        assertThat(in.available()).as("bytes left unread").isZero();
        return value;
    }

    private static <T> T roundTrip(Writer<T> writer, Reader<T> reader, T value) throws IOException {
        return readAll(reader, write(writer, value));
    }

    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] result = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, result, first.length, second.length);
        return result;
    }

    // ------------------------------------------------------------------------
    //  lengths
    // ------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 127, 128, 255, 300, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456,
        Integer.MAX_VALUE - 1, Integer.MAX_VALUE})
    void lengthsRoundTripInOneToFiveBytes(int length) throws IOException {
        byte[] bytes = write(Codecs::writeLength, length);

        assertThat(readAll(in -> (Integer) Codecs.readLength(in, LOCATION), bytes).intValue()).isEqualTo(length);
        int expectedSize = length < 1 << 7 ? 1 : length < 1 << 14 ? 2 : length < 1 << 21 ? 3 : length < 1 << 28 ? 4 : 5;
        assertThat(bytes).hasSize(expectedSize);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 126, 127, 128, 16_382, 16_383, 16_384, 2_097_152, 268_435_456})
    void lengthsUseTheVarintOfFlinksStringLengths(int length) throws IOException {
        // StringValue writes length + 1 of a string as the same base-128 varint, low bits first.
        byte[] string = write((out, s) -> StringValue.writeString(s, out), "x".repeat(length));
        byte[] prefix = write(Codecs::writeLength, length + 1);

        assertThat(Arrays.copyOf(string, prefix.length)).isEqualTo(prefix);
    }

    @Test
    void aLengthOfMoreThanFiveBytesIsCorrupt() {
        byte[] sixBytes = bytes(0x80, 0x80, 0x80, 0x80, 0x80, 0x00);

        assertThatThrownBy(() -> Codecs.readLength(new DataInputDeserializer(sixBytes), LOCATION))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(LOCATION);
    }

    @Test
    void aFiveByteLengthAboveIntegerMaxValueIsCorrupt() throws IOException {
        assertThat(Codecs.readLength(new DataInputDeserializer(bytes(0xff, 0xff, 0xff, 0xff, 0x07)), LOCATION))
                .isEqualTo(Integer.MAX_VALUE);

        for (int last : new int[] {0x08, 0x0f, 0x10, 0x7f}) {
            byte[] bytes = bytes(0xff, 0xff, 0xff, 0xff, last);

            assertThatThrownBy(() -> Codecs.readLength(new DataInputDeserializer(bytes), LOCATION))
                    .as("last byte %x", last)
                    .isInstanceOf(CorruptDataException.class)
                    .hasMessageContaining(LOCATION);
        }
    }

    @Test
    void aNegativeLengthIsRefusedWhenWritten() {
        assertThatThrownBy(() -> write(Codecs::writeLength, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1");
    }

    @Test
    void theFiveByteEncodingOfANegativeIntIsCorrupt() {
        assertThatThrownBy(() -> Codecs.readLength(
                        new DataInputDeserializer(bytes(0xFF, 0xFF, 0xFF, 0xFF, 0x0F)), LOCATION))
                .isInstanceOf(CorruptDataException.class);
    }

    @Test
    void aTruncatedLengthEndsInAnEof() {
        assertThatThrownBy(() -> Codecs.readLength(new DataInputDeserializer(bytes(0x80, 0x80)), LOCATION))
                .isInstanceOf(EOFException.class);
        assertThatThrownBy(() -> Codecs.readLength(new DataInputDeserializer(new byte[0]), LOCATION))
                .isInstanceOf(EOFException.class);
    }

    @Test
    void ordinalsMustBeBelowTheBound() throws IOException {
        assertThat(Codecs.readOrdinal(new DataInputDeserializer(write(Codecs::writeLength, 2)), 3, LOCATION))
                .isEqualTo(2);

        for (int ordinal : new int[] {3, 4, 200, Integer.MAX_VALUE}) {
            byte[] bytes = write(Codecs::writeLength, ordinal);

            assertThatThrownBy(() -> Codecs.readOrdinal(new DataInputDeserializer(bytes), 3, LOCATION))
                    .isInstanceOf(CorruptDataException.class)
                    .hasMessageContaining(LOCATION)
                    .hasMessageContaining(String.valueOf(ordinal));
        }
    }

    // ------------------------------------------------------------------------
    //  ints: zig-zag var-ints
    // ------------------------------------------------------------------------

    /** 0, ±1, ±63/64, each side of every length boundary of the zig-zag var-int, and the extremes. */
    static IntStream varIntValues() {
        IntStream boundaries = IntStream.of(7, 14, 21, 28).flatMap(bits -> {
            int top = (1 << (bits - 1)) - 1; // the largest magnitude in bits - 1 bits, plus the sign
            return IntStream.of(top, top + 1, -top - 1, -top - 2);
        });
        return IntStream.concat(IntStream.of(0, 1, -1, 63, 64, -63, -64, -65, 100, -300, Integer.MIN_VALUE,
                Integer.MIN_VALUE + 1, Integer.MAX_VALUE, Integer.MAX_VALUE - 1), boundaries);
    }

    /**
     * The var-int of {@code value} worked out apart from {@code Codecs}: its zig-zag number (0, -1, 1, -2, ... as
     * 0, 1, 2, 3, ...) in groups of seven bits, the least significant first, each but the last with the high bit.
     */
    private static byte[] expectedVarInt(int value) {
        long zigZag = value >= 0 ? 2L * value : -2L * value - 1;
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        while (zigZag >= 0x80) {
            bytes.write((int) (zigZag % 0x80) + 0x80);
            zigZag /= 0x80;
        }
        bytes.write((int) zigZag);
        return bytes.toByteArray();
    }

    @ParameterizedTest
    @MethodSource("varIntValues")
    void varIntsAreTheZigZagGroupsOfSevenBitsOfProtobufsSint32(int value) throws IOException {
        byte[] expected = expectedVarInt(value);
        long magnitude = Math.abs((long) value);
        int size = magnitude < 1 << 6 || value == -(1 << 6) ? 1 : magnitude < 1 << 13 || value == -(1 << 13) ? 2
                : magnitude < 1 << 20 || value == -(1 << 20) ? 3 : magnitude < 1 << 27 || value == -(1 << 27) ? 4 : 5;
        assertThat(expected).hasSize(size);

        // a serializer with room: the bytes go straight into its buffer
        DataOutputSerializer roomy = new DataOutputSerializer(16);
        Codecs.writeVarInt(roomy, value);
        assertThat(roomy.getCopyOfBuffer()).isEqualTo(expected);
        // a serializer with fewer than five bytes left: byte by byte, growing it
        for (int left = 0; left < 5; left++) {
            DataOutputSerializer full = new DataOutputSerializer(8);
            full.write(new byte[8 - left]);
            Codecs.writeVarInt(full, value);
            assertThat(Arrays.copyOfRange(full.getCopyOfBuffer(), 8 - left, full.length()))
                    .as("%d bytes left", left).isEqualTo(expected);
        }
        // a view of a stream
        java.io.ByteArrayOutputStream stream = new java.io.ByteArrayOutputStream();
        Codecs.writeVarInt(new DataOutputViewStreamWrapper(stream), value);
        assertThat(stream.toByteArray()).isEqualTo(expected);

        assertThat(readAll(in -> (Integer) Codecs.readVarInt(in, LOCATION), expected).intValue()).isEqualTo(value);
        assertThat(readAll(in -> (Integer) Codecs.readInt(in, WireEncoding.VAR_INTS, LOCATION), expected)
                .intValue()).isEqualTo(value);
    }

    @Test
    void varIntsOfKnownValues() throws IOException {
        assertThat(write(Codecs::writeVarInt, 0)).isEqualTo(bytes(0x00));
        assertThat(write(Codecs::writeVarInt, -1)).isEqualTo(bytes(0x01));
        assertThat(write(Codecs::writeVarInt, 1)).isEqualTo(bytes(0x02));
        assertThat(write(Codecs::writeVarInt, 63)).isEqualTo(bytes(0x7E));
        assertThat(write(Codecs::writeVarInt, -64)).isEqualTo(bytes(0x7F));
        assertThat(write(Codecs::writeVarInt, 64)).isEqualTo(bytes(0x80, 0x01));
        assertThat(write(Codecs::writeVarInt, 300)).isEqualTo(bytes(0xD8, 0x04));
        assertThat(write(Codecs::writeVarInt, Integer.MAX_VALUE)).isEqualTo(bytes(0xFE, 0xFF, 0xFF, 0xFF, 0x0F));
        assertThat(write(Codecs::writeVarInt, Integer.MIN_VALUE)).isEqualTo(bytes(0xFF, 0xFF, 0xFF, 0xFF, 0x0F));
    }

    @ParameterizedTest
    @MethodSource("varIntValues")
    void intsBeforeSnapshotVersion4AreFourBytesBigEndian(int value) throws IOException {
        byte[] fourBytes = bytes(value >>> 24, value >>> 16, value >>> 8, value);
        for (WireEncoding encoding : List.of(WireEncoding.STRING_VALUE, WireEncoding.COMPACT_STRINGS)) {
            assertThat(write((out, v) -> Codecs.writeInt(out, v, encoding), value)).as("%s", encoding)
                    .isEqualTo(fourBytes);
            assertThat(readAll(in -> (Integer) Codecs.readInt(in, encoding, LOCATION), fourBytes).intValue())
                    .isEqualTo(value);
        }
        assertThat(write((out, v) -> Codecs.writeInt(out, v, WireEncoding.VAR_INTS), value))
                .isEqualTo(expectedVarInt(value));
    }

    @Test
    void readingAVarIntLeavesTheBytesAfterIt() throws IOException {
        DataInputDeserializer in = new DataInputDeserializer(bytes(0xD8, 0x04, 0x7F, 0x2A));

        assertThat(Codecs.readVarInt(in, LOCATION)).isEqualTo(300);
        assertThat(Codecs.readVarInt(in, LOCATION)).isEqualTo(-64);
        assertThat(in.readByte()).isEqualTo((byte) 0x2A);
    }

    @Test
    void aVarIntOfMoreThanFiveBytesIsCorrupt() {
        byte[] sixBytes = bytes(0x80, 0x80, 0x80, 0x80, 0x80, 0x00);

        assertThatThrownBy(() -> Codecs.readVarInt(new DataInputDeserializer(sixBytes), LOCATION))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(LOCATION);
        assertThatThrownBy(() -> Codecs.readInt(new DataInputDeserializer(sixBytes), WireEncoding.VAR_INTS,
                        LOCATION))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(LOCATION);
    }

    @Test
    void aFifthByteWithBitsBeyondThirtyTwoIsCorrupt() throws IOException {
        assertThat(Codecs.readVarInt(new DataInputDeserializer(bytes(0xFF, 0xFF, 0xFF, 0xFF, 0x0F)), LOCATION))
                .isEqualTo(Integer.MIN_VALUE);

        for (int last : new int[] {0x10, 0x1F, 0x7F, 0x80, 0x8F, 0xFF}) {
            byte[] bytes = bytes(0xFF, 0xFF, 0xFF, 0xFF, last);

            assertThatThrownBy(() -> Codecs.readVarInt(new DataInputDeserializer(bytes), LOCATION))
                    .as("last byte %x", last)
                    .isInstanceOf(CorruptDataException.class)
                    .hasMessageContaining(LOCATION);
        }
    }

    @Test
    void aTruncatedVarIntEndsInAnEof() {
        assertThatThrownBy(() -> Codecs.readVarInt(new DataInputDeserializer(bytes(0x80, 0x80)), LOCATION))
                .isInstanceOf(EOFException.class);
        assertThatThrownBy(() -> Codecs.readVarInt(new DataInputDeserializer(new byte[0]), LOCATION))
                .isInstanceOf(EOFException.class);
    }

    @Test
    void capacitiesNeverTrustALengthBeyondTheFirstAllocation() {
        assertThat(Codecs.initialCapacity(0)).isZero();
        assertThat(Codecs.initialCapacity(10)).isEqualTo(10);
        assertThat(Codecs.initialCapacity(Codecs.MAX_INITIAL_CAPACITY)).isEqualTo(Codecs.MAX_INITIAL_CAPACITY);
        assertThat(Codecs.initialCapacity(Integer.MAX_VALUE)).isEqualTo(Codecs.MAX_INITIAL_CAPACITY);
        // a hash table sized for its entries at the default load factor, no larger than for the first allocation
        assertThat(Codecs.hashCapacity(12) * 0.75).isGreaterThanOrEqualTo(12);
        assertThat(Codecs.hashCapacity(Integer.MAX_VALUE)).isEqualTo(Codecs.hashCapacity(Codecs.MAX_INITIAL_CAPACITY));
    }

    @Test
    void growingDoublesUpToTheLengthWithoutOverflow() {
        assertThat(Codecs.grow(0, 10)).isEqualTo(1);
        assertThat(Codecs.grow(1024, 5000)).isEqualTo(2048);
        assertThat(Codecs.grow(4096, 5000)).isEqualTo(5000);
        assertThat(Codecs.grow(1 << 30, Integer.MAX_VALUE)).isEqualTo(Integer.MAX_VALUE);
        assertThat(Codecs.grow(Integer.MAX_VALUE - 1, Integer.MAX_VALUE)).isEqualTo(Integer.MAX_VALUE);
    }

    // ------------------------------------------------------------------------
    //  strings
    // ------------------------------------------------------------------------

    static Stream<String> strings() {
        return Stream.of(
                null,
                "",
                "a",
                "hello, world",
                "\u0000",
                "\u007f\u0080\u00ff\u0100\u07ff\u0800\u3fff\u4000\uffff",
                "h\u00e9llo w\u00f6rld \u4e16\u754c",
                "\ud83d\ude00\ud801\udc37 surrogate pairs \ud83c\udf89",
                "unpaired \ud800 and \udc00",
                "x".repeat(1023),
                "y".repeat(1024),
                "z".repeat(1025),
                "\u00e9\ud83d\ude00".repeat(3000),
                new String(IntStream.range(0, 70_000).map(i -> i % 0xd7ff + 1).toArray(), 0, 70_000));
    }

    @ParameterizedTest
    @MethodSource("strings")
    void stringsRoundTrip(String value) throws IOException {
        assertThat(roundTrip(WRITE_STRING, READ_STRING, value)).isEqualTo(value);
    }

    @ParameterizedTest
    @MethodSource("strings")
    void stringsReadWhatFlinksStringValueWrites(String value) throws IOException {
        byte[] flink = write((out, s) -> StringValue.writeString(s, out), value);

        assertThat(readAll(READ_STRING, flink)).isEqualTo(value);
    }

    @ParameterizedTest
    @MethodSource("strings")
    void flinksStringValueReadsTheStringsWritten(String value) throws IOException {
        byte[] typegen = write(WRITE_STRING, value);

        assertThat(readAll(StringValue::readString, typegen)).isEqualTo(value);
        assertThat(typegen).isEqualTo(write((out, s) -> StringValue.writeString(s, out), value));
    }

    /** Strings are read in bulk: the reader must still stop at the string's last byte. */
    @ParameterizedTest
    @MethodSource("strings")
    void readingAStringLeavesTheBytesAfterIt(String value) throws IOException {
        DataInputDeserializer in = new DataInputDeserializer(concat(write(WRITE_STRING, value),
                concat(write(WRITE_STRING, "next"), bytes(0x7f))));

        assertThat(Codecs.readString(in)).isEqualTo(value);
        assertThat(Codecs.readString(in)).isEqualTo("next");
        assertThat(in.readByte()).isEqualTo((byte) 0x7f);
        assertThat(in.available()).isZero();
    }

    @Test
    void aHugeStringLengthWithoutTheCharsEndsInAnEof() throws IOException {
        byte[] bytes = concat(write(Codecs::writeLength, Integer.MAX_VALUE), bytes('a', 'b'));

        assertThatThrownBy(() -> Codecs.readString(new DataInputDeserializer(bytes)))
                .isInstanceOf(EOFException.class);
    }

    @Test
    void aNegativeStringLengthIsCorrupt() {
        // length + 1 = 0xffffffff, i.e. -1
        byte[] bytes = bytes(0xff, 0xff, 0xff, 0xff, 0x0f);

        assertThatThrownBy(() -> Codecs.readString(new DataInputDeserializer(bytes)))
                .isInstanceOf(CorruptDataException.class);
    }

    @Test
    void aStringLengthOfMoreThanFiveBytesIsCorrupt() {
        byte[] bytes = bytes(0x81, 0x80, 0x80, 0x80, 0x80, 0x00);

        assertThatThrownBy(() -> Codecs.readString(new DataInputDeserializer(bytes)))
                .isInstanceOf(CorruptDataException.class);
    }

    @Test
    void aCharOfMoreThanThreeBytesIsCorrupt() {
        // length + 1 = 2, then a char whose varint does not end within three bytes
        byte[] bytes = bytes(0x02, 0xff, 0xff, 0xff, 0x01);

        assertThatThrownBy(() -> Codecs.readString(new DataInputDeserializer(bytes)))
                .isInstanceOf(CorruptDataException.class);
    }

    @Test
    void aTruncatedStringEndsInAnEof() throws IOException {
        byte[] bytes = write(WRITE_STRING, "h\u00e9llo \ud83d\ude00");

        for (int length = 0; length < bytes.length; length++) {
            byte[] truncated = Arrays.copyOf(bytes, length);

            assertThatThrownBy(() -> Codecs.readString(new DataInputDeserializer(truncated)))
                    .as("%s of %s bytes", length, bytes.length)
                    .isInstanceOf(EOFException.class);
        }
    }

    // ------------------------------------------------------------------------
    //  value types
    // ------------------------------------------------------------------------

    @ParameterizedTest
    @MethodSource("bigIntegers")
    void bigIntegersRoundTrip(BigInteger value) throws IOException {
        assertThat(roundTrip(Codecs::writeBigInteger, in -> Codecs.readBigInteger(in, LOCATION), value))
                .isEqualTo(value);
    }

    static Stream<BigInteger> bigIntegers() {
        return Stream.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.ONE.negate(), BigInteger.valueOf(127),
                BigInteger.valueOf(128), BigInteger.valueOf(-128), BigInteger.valueOf(-129),
                BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE), BigInteger.ONE.shiftLeft(70_000).negate());
    }

    @ParameterizedTest
    @MethodSource("bigDecimals")
    void bigDecimalsRoundTripWithTheirScale(BigDecimal value) throws IOException {
        BigDecimal read = roundTrip(Codecs::writeBigDecimal, in -> Codecs.readBigDecimal(in, LOCATION), value);

        assertThat(read).isEqualTo(value);
        assertThat(read.scale()).isEqualTo(value.scale());
    }

    static Stream<BigDecimal> bigDecimals() {
        return Stream.of(BigDecimal.ZERO, new BigDecimal("0.000"), new BigDecimal("-1.50"), new BigDecimal("1E+10"),
                new BigDecimal("123456789012345678901234567890.123456789"),
                new BigDecimal(BigInteger.TEN, Integer.MAX_VALUE), new BigDecimal(BigInteger.TEN, Integer.MIN_VALUE));
    }

    @Test
    void anEmptyBigIntegerIsCorruptAndNamesTheLocation() {
        byte[] bytes = bytes(0x00);

        assertThatThrownBy(() -> Codecs.readBigInteger(new DataInputDeserializer(bytes), LOCATION))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(LOCATION);
    }

    @Test
    void aHugeBigIntegerLengthWithoutTheBytesEndsInAnEof() throws IOException {
        byte[] bytes = concat(write(Codecs::writeLength, Integer.MAX_VALUE), new byte[100]);

        assertThatThrownBy(() -> Codecs.readBigInteger(new DataInputDeserializer(bytes), LOCATION))
                .isInstanceOf(EOFException.class);
    }

    @Test
    void uuidsRoundTrip() throws IOException {
        for (UUID value : List.of(new UUID(0, 0), new UUID(-1, -1), new UUID(Long.MIN_VALUE, Long.MAX_VALUE),
                UUID.fromString("123e4567-e89b-12d3-a456-426614174000"))) {
            assertThat(roundTrip(Codecs::writeUuid, Codecs::readUuid, value)).isEqualTo(value);
        }
    }

    @Test
    void instantsRoundTrip() throws IOException {
        for (Instant value : List.of(Instant.EPOCH, Instant.MIN, Instant.MAX, Instant.ofEpochSecond(-1, 999_999_999),
                Instant.ofEpochSecond(1_700_000_000L, 1))) {
            assertThat(roundTrip(Codecs::writeInstant, Codecs::readInstant, value)).isEqualTo(value);
        }
    }

    @Test
    void durationsRoundTrip() throws IOException {
        for (Duration value : List.of(Duration.ZERO, Duration.ofNanos(-1), Duration.ofMillis(-1500),
                Duration.ofSeconds(Long.MAX_VALUE, 999_999_999), Duration.ofSeconds(Long.MIN_VALUE))) {
            assertThat(roundTrip(Codecs::writeDuration, Codecs::readDuration, value)).isEqualTo(value);
        }
    }

    @Test
    void datesAndTimesRoundTrip() throws IOException {
        for (LocalDate value : List.of(LocalDate.MIN, LocalDate.MAX, LocalDate.EPOCH, LocalDate.of(2024, 2, 29),
                LocalDate.of(-1, 12, 31))) {
            assertThat(roundTrip(Codecs::writeLocalDate, Codecs::readLocalDate, value)).isEqualTo(value);
        }
        for (LocalTime value : List.of(LocalTime.MIN, LocalTime.MAX, LocalTime.NOON, LocalTime.of(1, 2, 3, 4))) {
            assertThat(roundTrip(Codecs::writeLocalTime, Codecs::readLocalTime, value)).isEqualTo(value);
        }
        for (LocalDateTime value : List.of(LocalDateTime.MIN, LocalDateTime.MAX,
                LocalDateTime.of(2024, 12, 31, 23, 59, 59, 999_999_999))) {
            assertThat(roundTrip(Codecs::writeLocalDateTime, Codecs::readLocalDateTime, value)).isEqualTo(value);
        }
    }

    @Test
    void jdkValueClassesRoundTrip() throws IOException {
        for (Currency value : List.of(Currency.getInstance("EUR"), Currency.getInstance("XXX"))) {
            assertThat(roundTrip(Codecs::writeCurrency, in -> Codecs.readCurrency(in, LOCATION), value))
                    .isSameAs(value);
        }
        for (Locale value : List.of(Locale.ROOT, Locale.US, Locale.forLanguageTag("sr-Latn-RS"),
                new Locale("ja", "JP", "JP"), Locale.forLanguageTag("de-CH-u-co-phonebk-x-private"))) {
            assertThat(roundTrip(Codecs::writeLocale, in -> Codecs.readLocale(in, LOCATION), value)).isEqualTo(value);
        }
        for (URI value : List.of(URI.create(""), URI.create("urn:isbn:0451450523"),
                URI.create("https://user@example.com:8443/a%20b/c?q=%C3%A9#frag"))) {
            assertThat(roundTrip(Codecs::writeUri, in -> Codecs.readUri(in, LOCATION), value)).isEqualTo(value);
        }
        for (URL value : List.of(new URL("file:/tmp/a b"), new URL("http://127.0.0.1:8080/p?q#f"))) {
            assertThat(roundTrip(Codecs::writeUrl, in -> Codecs.readUrl(in, LOCATION), value).toExternalForm())
                    .isEqualTo(value.toExternalForm());
        }
        for (InetAddress value : List.of(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}),
                InetAddress.getByAddress(new byte[] {(byte) 0xfe, (byte) 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}))) {
            assertThat(roundTrip(Codecs::writeInetAddress, in -> Codecs.readInetAddress(in, LOCATION), value))
                    .isEqualTo(value);
        }
        BitSet bits = new BitSet();
        bits.set(1);
        bits.set(64, 200);
        for (BitSet value : List.of(new BitSet(), bits)) {
            assertThat(roundTrip(Codecs::writeBitSet, in -> Codecs.readBitSet(in, LOCATION), value)).isEqualTo(value);
        }
        assertThat(Codecs.copyBitSet(bits)).isEqualTo(bits).isNotSameAs(bits);
        for (OptionalInt value : List.of(OptionalInt.empty(), OptionalInt.of(Integer.MIN_VALUE))) {
            assertThat(roundTrip(Codecs::writeOptionalInt, Codecs::readOptionalInt, value)).isEqualTo(value);
        }
        for (OptionalLong value : List.of(OptionalLong.empty(), OptionalLong.of(Long.MAX_VALUE))) {
            assertThat(roundTrip(Codecs::writeOptionalLong, Codecs::readOptionalLong, value)).isEqualTo(value);
        }
        for (OptionalDouble value : List.of(OptionalDouble.empty(), OptionalDouble.of(Double.NaN),
                OptionalDouble.of(-0.0))) {
            assertThat(roundTrip(Codecs::writeOptionalDouble, Codecs::readOptionalDouble, value)).isEqualTo(value);
        }
        for (Pattern value : List.of(Pattern.compile(""), Pattern.compile("a+b", Pattern.CASE_INSENSITIVE | Pattern.DOTALL),
                Pattern.compile("(", Pattern.LITERAL))) {
            Pattern read = roundTrip(Codecs::writePattern, in -> Codecs.readPattern(in, LOCATION), value);
            assertThat(read.pattern()).isEqualTo(value.pattern());
            assertThat(read.flags()).isEqualTo(value.flags());
        }
    }

    @Test
    void anEmptyOptionalIsOneByte() throws IOException {
        assertThat(write(Codecs::writeOptionalInt, OptionalInt.empty())).containsExactly(0);
        assertThat(write(Codecs::writeOptionalDouble, OptionalDouble.of(1.0))).hasSize(1 + Double.BYTES);
    }

    @Test
    void anAddressIsItsBytesWithoutTheHostName() throws IOException {
        InetAddress named = InetAddress.getByAddress("db.internal", new byte[] {10, 1, 2, 3});

        InetAddress read = roundTrip(Codecs::writeInetAddress, in -> Codecs.readInetAddress(in, LOCATION), named);

        assertThat(read.getAddress()).containsExactly(10, 1, 2, 3);
        assertThat(read.toString()).isEqualTo("/10.1.2.3");
    }

    @Test
    void corruptJdkValuesNameTheLocation() throws IOException {
        List<byte[]> values = List.of(
                write(WRITE_STRING, "NOPE"),
                write(WRITE_STRING, null),
                write(WRITE_STRING, "a b"),
                write(WRITE_STRING, "no-protocol"),
                write(Codecs::writeByteArray, new byte[5]),
                write(WRITE_STRING, "("));
        List<Reader<?>> readers = List.of(in -> Codecs.readCurrency(in, LOCATION),
                in -> Codecs.readLocale(in, LOCATION), in -> Codecs.readUri(in, LOCATION),
                in -> Codecs.readUrl(in, LOCATION), in -> Codecs.readInetAddress(in, LOCATION),
                in -> Codecs.readPattern(in, LOCATION));

        for (int i = 0; i < values.size(); i++) {
            byte[] bytes = i == values.size() - 1 ? withInt(values.get(i), 0) : values.get(i);
            Reader<?> reader = readers.get(i);
            assertThatThrownBy(() -> reader.read(new DataInputDeserializer(bytes)))
                    .as("reader %s", i)
                    .isInstanceOf(CorruptDataException.class)
                    .hasMessageContaining(LOCATION);
        }
    }

    @Test
    void patternFlagsThatDoNotCompileAreCorrupt() throws IOException {
        byte[] bytes = withInt(write(WRITE_STRING, "a"), -1);

        assertThatThrownBy(() -> Codecs.readPattern(new DataInputDeserializer(bytes), LOCATION))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(LOCATION)
                .hasMessageContaining("flags -1");
    }

    private static byte[] withInt(byte[] bytes, int value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(bytes.length + Integer.BYTES);
        out.write(bytes);
        out.writeInt(value);
        return out.getCopyOfBuffer();
    }

    @Test
    void anImpossibleDateIsRejected() throws IOException {
        byte[] bytes = write(Codecs::writeLocalDate, LocalDate.of(2023, 12, 31));
        bytes[4] = 13;

        assertThatThrownBy(() -> Codecs.readLocalDate(new DataInputDeserializer(bytes)))
                .isInstanceOf(DateTimeException.class);
    }

    @Test
    void truncatedValuesEndInAnEof() throws IOException {
        List<byte[]> values = List.of(
                write(Codecs::writeUuid, new UUID(1, 2)),
                write(Codecs::writeInstant, Instant.MAX),
                write(Codecs::writeDuration, Duration.ofDays(3)),
                write(Codecs::writeLocalDateTime, LocalDateTime.MAX),
                write(Codecs::writeBigDecimal, new BigDecimal("-1.25")));
        List<Reader<?>> readers = List.of(Codecs::readUuid, Codecs::readInstant, Codecs::readDuration,
                Codecs::readLocalDateTime, in -> Codecs.readBigDecimal(in, LOCATION));

        for (int i = 0; i < values.size(); i++) {
            byte[] bytes = values.get(i);
            Reader<?> reader = readers.get(i);
            for (int length = 0; length < bytes.length; length++) {
                byte[] truncated = Arrays.copyOf(bytes, length);

                assertThatThrownBy(() -> reader.read(new DataInputDeserializer(truncated)))
                        .isInstanceOf(EOFException.class);
            }
        }
    }

    // ------------------------------------------------------------------------
    //  primitive arrays
    // ------------------------------------------------------------------------

    /** A primitive array type: its codec, and how to read one element with plain DataInput. */
    record ArrayCodec<A>(String name, Writer<A> writer, Reader<A> reader, int elementBytes,
            java.util.function.IntFunction<A> sample, ElementReader elementReader) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** Reads element {@code i} of a sample array with plain DataInput methods, boxed for comparison. */
    interface ElementReader {
        Object read(DataInputView in) throws IOException;
    }

    static Stream<ArrayCodec<?>> arrayCodecs() {
        return Stream.of(
                new ArrayCodec<boolean[]>("boolean[]", Codecs::writeBooleanArray,
                        in -> Codecs.readBooleanArray(in, LOCATION), 1, n -> {
                            boolean[] a = new boolean[n];
                            for (int i = 0; i < n; i++) {
                                a[i] = i % 3 == 1;
                            }
                            return a;
                        }, DataInputView::readBoolean),
                new ArrayCodec<byte[]>("byte[]", Codecs::writeByteArray, in -> Codecs.readByteArray(in, LOCATION), 1,
                        n -> {
                            byte[] a = new byte[n];
                            for (int i = 0; i < n; i++) {
                                a[i] = (byte) (i * 37);
                            }
                            return a;
                        }, DataInputView::readByte),
                new ArrayCodec<short[]>("short[]", Codecs::writeShortArray, in -> Codecs.readShortArray(in, LOCATION),
                        2, n -> {
                            short[] a = new short[n];
                            for (int i = 0; i < n; i++) {
                                a[i] = (short) (i * 7919 + Short.MIN_VALUE);
                            }
                            return a;
                        }, DataInputView::readShort),
                new ArrayCodec<char[]>("char[]", Codecs::writeCharArray, in -> Codecs.readCharArray(in, LOCATION), 2,
                        n -> {
                            char[] a = new char[n];
                            for (int i = 0; i < n; i++) {
                                a[i] = (char) (0xffff - i * 13);
                            }
                            return a;
                        }, DataInputView::readChar),
                new ArrayCodec<int[]>("int[]", Codecs::writeIntArray, in -> Codecs.readIntArray(in, LOCATION), 4,
                        n -> IntStream.range(0, n).map(i -> i * 1_000_003 + Integer.MIN_VALUE).toArray(),
                        DataInputView::readInt),
                new ArrayCodec<long[]>("long[]", Codecs::writeLongArray, in -> Codecs.readLongArray(in, LOCATION), 8,
                        n -> IntStream.range(0, n).mapToLong(i -> i * 0x9E3779B97F4A7C15L).toArray(),
                        DataInputView::readLong),
                new ArrayCodec<float[]>("float[]", Codecs::writeFloatArray, in -> Codecs.readFloatArray(in, LOCATION),
                        4, n -> {
                            float[] a = new float[n];
                            for (int i = 0; i < n; i++) {
                                a[i] = i == 0 ? Float.NaN : i == 1 ? -0.0f : i / -7f;
                            }
                            return a;
                        }, DataInputView::readFloat),
                new ArrayCodec<double[]>("double[]", Codecs::writeDoubleArray,
                        in -> Codecs.readDoubleArray(in, LOCATION), 8,
                        n -> IntStream.range(0, n).mapToDouble(i -> i == 0 ? Double.NaN : i / 3d).toArray(),
                        DataInputView::readDouble));
    }

    /** Lengths around the first allocation and around the 64 KiB chunks bytes are read in. */
    private static final int[] ARRAY_LENGTHS = {0, 1, 7, 1024, 1025, 8191, 8192, 8193, 16_384, 32_768, 65_535,
        65_536, 65_537, 200_001};

    @ParameterizedTest
    @MethodSource("arrayCodecs")
    <A> void primitiveArraysRoundTrip(ArrayCodec<A> codec) throws IOException {
        for (int length : ARRAY_LENGTHS) {
            A value = codec.sample().apply(length);

            A read = roundTrip(codec.writer(), codec.reader(), value);

            assertThat(read).as("length %s", length).isEqualTo(value);
        }
    }

    @ParameterizedTest
    @MethodSource("arrayCodecs")
    <A> void primitiveArraysAreALengthThenBigEndianElements(ArrayCodec<A> codec) throws IOException {
        A value = codec.sample().apply(300);
        DataInputDeserializer in = new DataInputDeserializer(write(codec.writer(), value));

        assertThat(Codecs.readLength(in, LOCATION)).isEqualTo(300);
        Object[] elements = new Object[300];
        for (int i = 0; i < elements.length; i++) {
            elements[i] = codec.elementReader().read(in);
        }
        assertThat(in.available()).isZero();
        assertThat(elements).containsExactly(boxed(value));
    }

    private static Object[] boxed(Object array) {
        Object[] result = new Object[java.lang.reflect.Array.getLength(array)];
        for (int i = 0; i < result.length; i++) {
            result[i] = java.lang.reflect.Array.get(array, i);
        }
        return result;
    }

    @ParameterizedTest
    @MethodSource("arrayCodecs")
    <A> void aHugeArrayLengthWithoutTheElementsFailsBeforeAllocating(ArrayCodec<A> codec) throws IOException {
        for (int length : new int[] {Integer.MAX_VALUE, Integer.MAX_VALUE / codec.elementBytes(), 100_000_000}) {
            byte[] bytes = concat(write(Codecs::writeLength, length), new byte[64]);

            Throwable thrown = catchThrowable(() -> codec.reader().read(new DataInputDeserializer(bytes)));

            assertThat(thrown).as("length %s", length).isInstanceOfAny(EOFException.class, CorruptDataException.class);
            if (thrown instanceof CorruptDataException) {
                assertThat(thrown).hasMessageContaining(LOCATION);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("arrayCodecs")
    <A> void aTruncatedArrayEndsInAnEof(ArrayCodec<A> codec) throws IOException {
        for (int length : new int[] {3, 70_000}) {
            byte[] bytes = write(codec.writer(), codec.sample().apply(length));

            for (int cut : new int[] {0, 1, bytes.length / 2, bytes.length - 1}) {
                byte[] truncated = Arrays.copyOf(bytes, cut);

                assertThatThrownBy(() -> codec.reader().read(new DataInputDeserializer(truncated)))
                        .as("%s of %s bytes", cut, bytes.length)
                        .isInstanceOf(EOFException.class);
            }
        }
    }

    // ------------------------------------------------------------------------
    //  read failures
    // ------------------------------------------------------------------------

    @Test
    void aTruncationIsAnEofNamingTheType() {
        EOFException cause = new EOFException();

        IOException failure = Codecs.readFailure(LocalDate.class, cause);

        assertThat(failure).isExactlyInstanceOf(EOFException.class)
                .hasMessageContaining("java.time.LocalDate")
                .hasCause(cause);
    }

    @Test
    void corruptDataNamesTheTypeAndKeepsTheReason() {
        CorruptDataException cause = new CorruptDataException("Corrupt value of p.Foo.tier: ordinal 7 is not below 3");

        IOException failure = Codecs.readFailure(Thread.State.class, cause);

        assertThat(failure).isInstanceOf(CorruptDataException.class)
                .hasMessageContaining("java.lang.Thread.State")
                .hasMessageContaining("ordinal 7 is not below 3")
                .hasCause(cause);
    }

    @Test
    void anExceptionFromAConstructorOrFactoryIsCorruptData() {
        DateTimeException cause = new DateTimeException("Invalid value for MonthOfYear: 13");

        IOException failure = Codecs.readFailure(LocalDate.class, cause);

        assertThat(failure).isInstanceOf(CorruptDataException.class)
                .hasMessageContaining("java.time.LocalDate")
                .hasMessageContaining("MonthOfYear: 13")
                .hasCause(cause);
    }

    @Test
    void aFailureOfTheInputItselfIsNotCalledCorruptData() {
        IOException cause = new IOException("Connection reset");

        assertThat(Codecs.readFailure(LocalDate.class, cause)).isSameAs(cause);
    }

    @Test
    void nestingDeeperThanTheStackIsCorruptData() {
        StackOverflowError cause = new StackOverflowError();

        assertThat(Codecs.readFailure(LocalDate.class, cause)).isInstanceOf(CorruptDataException.class)
                .hasMessageContaining("java.time.LocalDate")
                .hasMessageContaining("deeper than the stack")
                .hasCause(cause);
    }

    @Test
    void aCauseWithoutMessageIsNamedByItsClass() {
        assertThat(Codecs.readFailure(LocalDate.class, new NullPointerException()))
                .hasMessage("Cannot read java.time.LocalDate: java.lang.NullPointerException");
    }

    @Test
    void aStringLengthBeyondIntIsCorruptNotNull() {
        assertThatThrownBy(() -> Codecs.readString(new DataInputDeserializer(bytes(0x80, 0x80, 0x80, 0x80, 0x10))))
                .isInstanceOf(CorruptDataException.class);
        assertThatThrownBy(() -> Codecs.readString(
                        new DataInputDeserializer(bytes(0x82, 0x80, 0x80, 0x80, 0x10, 'a'))))
                .isInstanceOf(CorruptDataException.class);
    }

    @Test
    void aStringCharacterBeyondCharIsCorrupt() {
        assertThatThrownBy(() -> Codecs.readString(new DataInputDeserializer(bytes(2, 0xFF, 0xFF, 0x07))))
                .isInstanceOf(CorruptDataException.class);
    }

    /** A held serializer failing on corrupt input: the failure names the field it was reading. */
    @Test
    void aHeldSerializersFailureOnCorruptInputNamesTheField() throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(4);
        out.writeInt(99);
        EnumSerializer<TimeUnit> units = new EnumSerializer<>(TimeUnit.class);

        assertThatThrownBy(() -> Codecs.readWith(units, new DataInputDeserializer(out.getCopyOfBuffer()), "p.Job.unit"))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageStartingWith("Corrupt input: cannot read p.Job.unit with its serializer "
                        + EnumSerializer.class.getName());
        assertThatThrownBy(() -> Codecs.readWith(units, new DataInputDeserializer(new byte[0]), "p.Job.unit"))
                .isInstanceOf(EOFException.class);
    }
}
