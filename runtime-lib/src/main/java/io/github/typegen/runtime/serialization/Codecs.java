package io.github.typegen.runtime.serialization;

import java.io.EOFException;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.Currency;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.UUID;
import java.util.regex.Pattern;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.core.memory.DataOutputView;
import org.apache.flink.types.StringValue;

/**
 * The building blocks that generated serializers call for lengths, ints, strings, value types and primitive
 * arrays.
 *
 * <p>Readers never trust a length prefix with an allocation: they allocate at most {@link
 * #MAX_INITIAL_CAPACITY} elements up front and grow only as bytes actually arrive, so a corrupt length
 * ends in an {@link EOFException} or a {@link CorruptDataException}, never in an {@link
 * OutOfMemoryError}. Every loop is bounded by a length that was checked.
 */
public final class Codecs {

    /** The most elements a reader allocates before the bytes for them have been read. */
    public static final int MAX_INITIAL_CAPACITY = 1024;

    private static final int MAX_CHUNK_BYTES = 1 << 16;
    private static final int HIGH_BIT = 0x80;

    private Codecs() {}

    // ------------------------------------------------------------------------
    //  lengths, ordinals and capacities
    // ------------------------------------------------------------------------

    /** Writes a non-negative length in 1 to 5 bytes. */
    public static void writeLength(DataOutputView out, int length) throws IOException {
        if (length < 0) {
            throw new IllegalArgumentException("A length cannot be negative: " + length);
        }
        int remaining = length;
        while ((remaining & ~0x7F) != 0) {
            out.writeByte((remaining & 0x7F) | HIGH_BIT);
            remaining >>>= 7;
        }
        out.writeByte(remaining);
    }

    /**
     * Reads a length written by {@link #writeLength}.
     *
     * @param location the type and field being read, for the error message
     * @throws CorruptDataException if the bytes do not encode a non-negative int
     */
    public static int readLength(DataInputView in, String location) throws IOException {
        int result = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            int b = in.readUnsignedByte();
            result |= (b & 0x7F) << shift;
            if (b < HIGH_BIT) {
                if (result < 0 || (shift == 28 && b > 0x07)) {
                    break;
                }
                return result;
            }
        }
        throw new CorruptDataException("Corrupt length of " + location + ": not a non-negative int");
    }

    /** Writes the ordinal of an enum constant, as a length. */
    public static void writeOrdinal(DataOutputView out, int ordinal) throws IOException {
        writeLength(out, ordinal);
    }

    /** Writes the tag of a sealed type's permitted subtype (its index in declaration order), as a length. */
    public static void writeTag(DataOutputView out, int tag) throws IOException {
        writeLength(out, tag);
    }

    /**
     * Reads a tag written by {@link #writeTag}; the caller checks it against the number of subtypes.
     *
     * @throws CorruptDataException if the bytes do not encode a non-negative int
     */
    public static int readTag(DataInputView in, String location) throws IOException {
        return readLength(in, location);
    }

    /**
     * Reads an ordinal or tag written by {@link #writeOrdinal} or {@link #writeTag} and checks it is below
     * {@code bound}.
     *
     * @throws CorruptDataException if it is out of range
     */
    public static int readOrdinal(DataInputView in, int bound, String location) throws IOException {
        int ordinal = readLength(in, location);
        if (ordinal >= bound) {
            throw new CorruptDataException(
                    "Corrupt value of " + location + ": ordinal " + ordinal + " is not below " + bound);
        }
        return ordinal;
    }

    /** The capacity to allocate for {@code length} elements before any of them has been read. */
    public static int initialCapacity(int length) {
        return Math.min(length, MAX_INITIAL_CAPACITY);
    }

    /** The initial capacity of a hash map or set that will hold {@code length} entries. */
    public static int hashCapacity(int length) {
        return initialCapacity(length) * 4 / 3 + 1;
    }

    /** The next capacity of an array being filled up to {@code length}: doubles, capped at length. */
    public static int grow(int capacity, int length) {
        return (int) Math.min(length, Math.max(capacity * 2L, 1L));
    }

    // ------------------------------------------------------------------------
    //  ints
    // ------------------------------------------------------------------------

    /** The most bytes of a zig-zag var-int: 32 bits in groups of 7. */
    private static final int MAX_VAR_INT_BYTES = 5;

    /**
     * Writes an {@code int} value of a generated serializer (a field, an element, a map key or value, a tuple
     * element, an {@code Optional}'s content) in the serializer's {@code encoding}: a zig-zag var-int ({@link
     * #writeVarInt}), or four bytes before snapshot version 4.
     */
    public static void writeInt(DataOutputView out, int value, WireEncoding encoding) throws IOException {
        if (encoding.varInts()) {
            writeVarInt(out, value);
        } else {
            out.writeInt(value);
        }
    }

    /**
     * Reads an {@code int} written by {@link #writeInt(DataOutputView, int, WireEncoding)}.
     *
     * @param location the type and field being read, for the error message
     * @throws CorruptDataException if the bytes of a var-int do not encode an int
     */
    public static int readInt(DataInputView in, WireEncoding encoding, String location) throws IOException {
        return encoding.varInts() ? readVarInt(in, location) : in.readInt();
    }

    /**
     * Writes {@code value} as a zig-zag var-int, protobuf's {@code sint32}: {@code (value << 1) ^ (value >> 31)},
     * which maps 0, -1, 1, -2, ... to 0, 1, 2, 3, ..., in groups of 7 bits, the least significant first, each in a
     * byte whose high bit says that another follows: 1 byte from -64 to 63, 5 bytes at most. Into the buffer of
     * Flink's {@code DataOutputSerializer} (the view of heap state, RocksDB keys and values and the network) when it
     * has room for five bytes, byte by byte otherwise.
     */
    public static void writeVarInt(DataOutputView out, int value) throws IOException {
        int zigZag = (value << 1) ^ (value >> 31);
        if (out instanceof DataOutputSerializer serializer && putVarInt(serializer, zigZag)) {
            return;
        }
        while ((zigZag & ~0x7F) != 0) {
            out.writeByte((zigZag & 0x7F) | HIGH_BIT);
            zigZag >>>= 7;
        }
        out.writeByte(zigZag);
    }

    /** Puts the var-int {@code zigZag} straight into the buffer of {@code out}; false if it has no room for five. */
    private static boolean putVarInt(DataOutputSerializer out, int zigZag) {
        byte[] buffer = out.getSharedBuffer();
        int position = out.length();
        if (buffer.length - position < MAX_VAR_INT_BYTES) {
            return false;
        }
        while ((zigZag & ~0x7F) != 0) {
            buffer[position++] = (byte) ((zigZag & 0x7F) | HIGH_BIT);
            zigZag >>>= 7;
        }
        buffer[position++] = (byte) zigZag;
        out.setPositionUnsafe(position);
        return true;
    }

    /**
     * Reads a zig-zag var-int written by {@link #writeVarInt}.
     *
     * @param location the type and field being read, for the error message
     * @throws CorruptDataException if the bytes run over five, or the fifth holds bits beyond the 32 of an int
     */
    public static int readVarInt(DataInputView in, String location) throws IOException {
        int b = in.readUnsignedByte();
        if (b < HIGH_BIT) {
            return (b >>> 1) ^ -(b & 1);
        }
        return readVarIntTail(in, b & 0x7F, location);
    }

    /** The rest of a var-int of more than one byte, whose first seven bits are {@code low}. */
    private static int readVarIntTail(DataInputView in, int low, String location) throws IOException {
        int zigZag = low;
        for (int shift = 7; shift < 35; shift += 7) {
            int b = in.readUnsignedByte();
            if (shift == 28 && b > 0x0F) {
                break;
            }
            zigZag |= (b & 0x7F) << shift;
            if (b < HIGH_BIT) {
                return (zigZag >>> 1) ^ -(zigZag & 1);
            }
        }
        throw new CorruptDataException("Corrupt int of " + location + ": a var-int of more than 32 bits");
    }

    // ------------------------------------------------------------------------
    //  strings
    // ------------------------------------------------------------------------

    /**
     * Writes a {@code String} value of a generated serializer (a field, an element, a map key), or null, in the
     * serializer's {@code encoding}.
     */
    public static void writeString(DataOutputView out, String value, WireEncoding encoding) throws IOException {
        if (encoding.compactStrings()) {
            Strings.write(out, value);
        } else {
            StringValue.writeString(value, out);
        }
    }

    /** Reads a string written by {@link #writeString(DataOutputView, String, WireEncoding)}; may return null. */
    public static String readString(DataInputView in, WireEncoding encoding) throws IOException {
        return encoding.compactStrings() ? Strings.read(in) : readString(in);
    }

    /**
     * Writes a string, or null, in the format of Flink's {@code StringSerializer} ({@code StringValue}: a var-int of
     * the length plus one, then each char as a var-int): the strings of snapshots, and those inside value types
     * ({@code Currency}, {@code ZoneId}, ...), in every version.
     */
    public static void writeString(DataOutputView out, String value) throws IOException {
        StringValue.writeString(value, out);
    }

    /** Reads a string written by {@link #writeString(DataOutputView, String)}; may return null. */
    public static String readString(DataInputView in) throws IOException {
        int lengthPlusOne = readStringValueVarInt(in, 5, Integer.MAX_VALUE, "string length");
        if (lengthPlusOne == 0) {
            return null;
        }
        int length = lengthPlusOne - 1;
        // Short strings are decoded into this thread's buffer, which new String copies; longer ones grow
        // from it only as their characters arrive, so a corrupt length allocates nothing up front.
        char[] chars = STRING_BUFFER.get();
        for (int i = 0; i < length; i++) {
            if (i == chars.length) {
                chars = Arrays.copyOf(chars, grow(chars.length, length));
            }
            int c = in.readUnsignedByte();
            chars[i] = (char) (c < HIGH_BIT ? c : readVarCharTail(in, c));
        }
        return new String(chars, 0, length);
    }

    /** A per-thread buffer for decoding strings of up to {@link #MAX_INITIAL_CAPACITY} characters. */
    private static final ThreadLocal<char[]> STRING_BUFFER =
            ThreadLocal.withInitial(() -> new char[MAX_INITIAL_CAPACITY]);

    /** The rest of a character of two or three bytes, whose first byte {@code first} was read. */
    private static int readVarCharTail(DataInputView in, int first) throws IOException {
        int value = first & 0x7F;
        int second = in.readUnsignedByte();
        value |= (second & 0x7F) << 7;
        if (second < HIGH_BIT) {
            return value;
        }
        int third = in.readUnsignedByte();
        value |= third << 14;
        if (third >= HIGH_BIT || value > Character.MAX_VALUE) {
            throw new CorruptDataException("Corrupt string character: not a value up to " + (int) Character.MAX_VALUE);
        }
        return value;
    }

    /** Reads StringValue's variable-length int of at most {@code maxBytes} and {@code maxValue}. */
    private static int readStringValueVarInt(DataInputView in, int maxBytes, int maxValue, String what)
            throws IOException {
        int first = in.readUnsignedByte();
        if (first < HIGH_BIT) {
            return first;
        }
        long value = first & 0x7F;
        for (int i = 1, shift = 7; i < maxBytes; i++, shift += 7) {
            int b = in.readUnsignedByte();
            value |= (long) (b & 0x7F) << shift;
            if (b < HIGH_BIT) {
                if (value > maxValue) {
                    break;
                }
                return (int) value;
            }
        }
        throw new CorruptDataException("Corrupt " + what + ": not a value up to " + maxValue);
    }

    // ------------------------------------------------------------------------
    //  value types
    // ------------------------------------------------------------------------

    public static void writeBigInteger(DataOutputView out, BigInteger value) throws IOException {
        byte[] bytes = value.toByteArray();
        writeLength(out, bytes.length);
        out.write(bytes);
    }

    public static BigInteger readBigInteger(DataInputView in, String location) throws IOException {
        byte[] bytes = readByteArray(in, location);
        if (bytes.length == 0) {
            throw new CorruptDataException("Corrupt value of " + location + ": empty BigInteger");
        }
        return new BigInteger(bytes);
    }

    public static void writeBigDecimal(DataOutputView out, BigDecimal value) throws IOException {
        writeBigInteger(out, value.unscaledValue());
        out.writeInt(value.scale());
    }

    public static BigDecimal readBigDecimal(DataInputView in, String location) throws IOException {
        BigInteger unscaled = readBigInteger(in, location);
        return new BigDecimal(unscaled, in.readInt());
    }

    public static void writeUuid(DataOutputView out, UUID value) throws IOException {
        out.writeLong(value.getMostSignificantBits());
        out.writeLong(value.getLeastSignificantBits());
    }

    public static UUID readUuid(DataInputView in) throws IOException {
        long mostSignificantBits = in.readLong();
        return new UUID(mostSignificantBits, in.readLong());
    }

    public static void writeInstant(DataOutputView out, Instant value) throws IOException {
        out.writeLong(value.getEpochSecond());
        out.writeInt(value.getNano());
    }

    public static Instant readInstant(DataInputView in) throws IOException {
        long seconds = in.readLong();
        return Instant.ofEpochSecond(seconds, in.readInt());
    }

    public static void writeDuration(DataOutputView out, Duration value) throws IOException {
        out.writeLong(value.getSeconds());
        out.writeInt(value.getNano());
    }

    public static Duration readDuration(DataInputView in) throws IOException {
        long seconds = in.readLong();
        return Duration.ofSeconds(seconds, in.readInt());
    }

    public static void writeLocalDate(DataOutputView out, LocalDate value) throws IOException {
        out.writeInt(value.getYear());
        out.writeByte(value.getMonthValue());
        out.writeByte(value.getDayOfMonth());
    }

    public static LocalDate readLocalDate(DataInputView in) throws IOException {
        int year = in.readInt();
        int month = in.readByte();
        return LocalDate.of(year, month, in.readByte());
    }

    public static void writeLocalTime(DataOutputView out, LocalTime value) throws IOException {
        out.writeByte(value.getHour());
        out.writeByte(value.getMinute());
        out.writeByte(value.getSecond());
        out.writeInt(value.getNano());
    }

    public static LocalTime readLocalTime(DataInputView in) throws IOException {
        int hour = in.readByte();
        int minute = in.readByte();
        int second = in.readByte();
        return LocalTime.of(hour, minute, second, in.readInt());
    }

    public static void writeLocalDateTime(DataOutputView out, LocalDateTime value) throws IOException {
        writeLocalDate(out, value.toLocalDate());
        writeLocalTime(out, value.toLocalTime());
    }

    public static LocalDateTime readLocalDateTime(DataInputView in) throws IOException {
        LocalDate date = readLocalDate(in);
        return LocalDateTime.of(date, readLocalTime(in));
    }

    /** Writes epoch milliseconds, as Flink's {@code DateSerializer} does. */
    public static void writeDate(DataOutputView out, Date value) throws IOException {
        out.writeLong(value.getTime());
    }

    public static Date readDate(DataInputView in) throws IOException {
        return new Date(in.readLong());
    }

    public static Date copyDate(Date value) {
        return new Date(value.getTime());
    }

    /** Writes epoch milliseconds, as Flink's {@code SqlDateSerializer} does. */
    public static void writeSqlDate(DataOutputView out, java.sql.Date value) throws IOException {
        out.writeLong(value.getTime());
    }

    public static java.sql.Date readSqlDate(DataInputView in) throws IOException {
        return new java.sql.Date(in.readLong());
    }

    public static java.sql.Date copySqlDate(java.sql.Date value) {
        return new java.sql.Date(value.getTime());
    }

    /** Writes epoch milliseconds, as Flink's {@code SqlTimeSerializer} does. */
    public static void writeSqlTime(DataOutputView out, java.sql.Time value) throws IOException {
        out.writeLong(value.getTime());
    }

    public static java.sql.Time readSqlTime(DataInputView in) throws IOException {
        return new java.sql.Time(in.readLong());
    }

    public static java.sql.Time copySqlTime(java.sql.Time value) {
        return new java.sql.Time(value.getTime());
    }

    /**
     * Writes epoch milliseconds, then the nanoseconds of the second, as Flink's {@code SqlTimestampSerializer}
     * does: the nanoseconds below a millisecond are kept.
     */
    public static void writeSqlTimestamp(DataOutputView out, java.sql.Timestamp value) throws IOException {
        out.writeLong(value.getTime());
        out.writeInt(value.getNanos());
    }

    /** @throws CorruptDataException if the nanoseconds are not those of a second */
    public static java.sql.Timestamp readSqlTimestamp(DataInputView in) throws IOException {
        java.sql.Timestamp value = new java.sql.Timestamp(in.readLong());
        int nanos = in.readInt();
        if (nanos < 0 || nanos > 999_999_999) {
            throw new CorruptDataException("Corrupt Timestamp: " + nanos + " is not a nanosecond of a second");
        }
        value.setNanos(nanos);
        return value;
    }

    public static java.sql.Timestamp copySqlTimestamp(java.sql.Timestamp value) {
        java.sql.Timestamp copy = new java.sql.Timestamp(value.getTime());
        copy.setNanos(value.getNanos());
        return copy;
    }

    /** Writes the local date-time, then the offset's total seconds. */
    public static void writeOffsetDateTime(DataOutputView out, OffsetDateTime value) throws IOException {
        writeLocalDateTime(out, value.toLocalDateTime());
        out.writeInt(value.getOffset().getTotalSeconds());
    }

    public static OffsetDateTime readOffsetDateTime(DataInputView in) throws IOException {
        LocalDateTime dateTime = readLocalDateTime(in);
        return OffsetDateTime.of(dateTime, ZoneOffset.ofTotalSeconds(in.readInt()));
    }

    /**
     * Writes the local date-time, the offset's total seconds, then the zone id: a region zone reads back as
     * that region, and the offset picks the same instant in an overlap.
     */
    public static void writeZonedDateTime(DataOutputView out, ZonedDateTime value) throws IOException {
        writeLocalDateTime(out, value.toLocalDateTime());
        out.writeInt(value.getOffset().getTotalSeconds());
        writeString(out, value.getZone().getId());
    }

    public static ZonedDateTime readZonedDateTime(DataInputView in, String location) throws IOException {
        LocalDateTime dateTime = readLocalDateTime(in);
        ZoneOffset offset = ZoneOffset.ofTotalSeconds(in.readInt());
        return ZonedDateTime.ofLocal(dateTime, readZoneId(in, location), offset);
    }

    /** Writes the zone id: {@code +02:00} for an offset, {@code Europe/Paris} for a region. */
    public static void writeZoneId(DataOutputView out, ZoneId value) throws IOException {
        writeString(out, value.getId());
    }

    /** @throws CorruptDataException if the id is missing */
    public static ZoneId readZoneId(DataInputView in, String location) throws IOException {
        String id = readString(in);
        if (id == null) {
            throw new CorruptDataException("Corrupt value of " + location + ": a null zone id");
        }
        return ZoneId.of(id);
    }

    /** Writes the offset's total seconds. */
    public static void writeZoneOffset(DataOutputView out, ZoneOffset value) throws IOException {
        out.writeInt(value.getTotalSeconds());
    }

    public static ZoneOffset readZoneOffset(DataInputView in) throws IOException {
        return ZoneOffset.ofTotalSeconds(in.readInt());
    }

    /** Writes {@code int} years, months and days. */
    public static void writePeriod(DataOutputView out, Period value) throws IOException {
        out.writeInt(value.getYears());
        out.writeInt(value.getMonths());
        out.writeInt(value.getDays());
    }

    public static Period readPeriod(DataInputView in) throws IOException {
        int years = in.readInt();
        int months = in.readInt();
        return Period.of(years, months, in.readInt());
    }

    public static void writeYear(DataOutputView out, Year value) throws IOException {
        out.writeInt(value.getValue());
    }

    public static Year readYear(DataInputView in) throws IOException {
        return Year.of(in.readInt());
    }

    /** Writes the {@code int} year, then the {@code byte} month. */
    public static void writeYearMonth(DataOutputView out, YearMonth value) throws IOException {
        out.writeInt(value.getYear());
        out.writeByte(value.getMonthValue());
    }

    public static YearMonth readYearMonth(DataInputView in) throws IOException {
        int year = in.readInt();
        return YearMonth.of(year, in.readByte());
    }

    /** Writes the ISO 4217 currency code. */
    public static void writeCurrency(DataOutputView out, Currency value) throws IOException {
        writeString(out, value.getCurrencyCode());
    }

    /** @throws CorruptDataException if the code is missing or not that of a currency this JDK knows */
    public static Currency readCurrency(DataInputView in, String location) throws IOException {
        String code = requiredString(in, location, "currency code");
        try {
            return Currency.getInstance(code);
        } catch (IllegalArgumentException e) {
            throw new CorruptDataException("Corrupt value of " + location + ": '" + code
                    + "' is not a currency code this JDK knows", e);
        }
    }

    /**
     * Writes the IETF BCP 47 language tag, as {@code Locale.toLanguageTag} makes it: parts of the locale that are
     * not well-formed in a tag are left out, so such a locale reads back without them.
     */
    public static void writeLocale(DataOutputView out, Locale value) throws IOException {
        writeString(out, value.toLanguageTag());
    }

    /** @throws CorruptDataException if the tag is missing */
    public static Locale readLocale(DataInputView in, String location) throws IOException {
        return Locale.forLanguageTag(requiredString(in, location, "language tag"));
    }

    /** Writes the URI's text. */
    public static void writeUri(DataOutputView out, URI value) throws IOException {
        writeString(out, value.toString());
    }

    /** @throws CorruptDataException if the text is missing or not a URI */
    public static URI readUri(DataInputView in, String location) throws IOException {
        String text = requiredString(in, location, "URI");
        try {
            return new URI(text);
        } catch (URISyntaxException e) {
            throw new CorruptDataException("Corrupt value of " + location + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes the URL's text ({@code toExternalForm}). Reading makes a URL of the text with the default stream
     * handler of its protocol; neither asks a name service.
     */
    public static void writeUrl(DataOutputView out, URL value) throws IOException {
        writeString(out, value.toExternalForm());
    }

    /** @throws CorruptDataException if the text is missing or not a URL this JDK can open */
    public static URL readUrl(DataInputView in, String location) throws IOException {
        String text = requiredString(in, location, "URL");
        try {
            return new URL(text);
        } catch (MalformedURLException e) {
            throw new CorruptDataException("Corrupt value of " + location + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes the raw address, 4 bytes for IPv4 and 16 for IPv6, as a length and the bytes. The host name and an
     * IPv6 scope are not written: the address reads back without them, and reading never asks a name service.
     */
    public static void writeInetAddress(DataOutputView out, InetAddress value) throws IOException {
        writeByteArray(out, value.getAddress());
    }

    /** @throws CorruptDataException if the length is neither 4 nor 16 */
    public static InetAddress readInetAddress(DataInputView in, String location) throws IOException {
        int length = readLength(in, location);
        if (length != 4 && length != 16) {
            throw new CorruptDataException("Corrupt value of " + location + ": an address of " + length
                    + " bytes, not 4 or 16");
        }
        byte[] address = readBytes(in, length);
        return InetAddress.getByAddress(address);
    }

    /** Writes the words of the bit set ({@code toLongArray}): a length, then the {@code long}s. */
    public static void writeBitSet(DataOutputView out, BitSet value) throws IOException {
        writeLongArray(out, value.toLongArray());
    }

    public static BitSet readBitSet(DataInputView in, String location) throws IOException {
        return BitSet.valueOf(readLongArray(in, location));
    }

    public static BitSet copyBitSet(BitSet value) {
        return (BitSet) value.clone();
    }

    /** Writes a presence flag, then the {@code int} if there is one. */
    public static void writeOptionalInt(DataOutputView out, OptionalInt value) throws IOException {
        out.writeBoolean(value.isPresent());
        if (value.isPresent()) {
            out.writeInt(value.getAsInt());
        }
    }

    public static OptionalInt readOptionalInt(DataInputView in) throws IOException {
        return in.readBoolean() ? OptionalInt.of(in.readInt()) : OptionalInt.empty();
    }

    /** Writes a presence flag, then the {@code long} if there is one. */
    public static void writeOptionalLong(DataOutputView out, OptionalLong value) throws IOException {
        out.writeBoolean(value.isPresent());
        if (value.isPresent()) {
            out.writeLong(value.getAsLong());
        }
    }

    public static OptionalLong readOptionalLong(DataInputView in) throws IOException {
        return in.readBoolean() ? OptionalLong.of(in.readLong()) : OptionalLong.empty();
    }

    /** Writes a presence flag, then the {@code double} if there is one. */
    public static void writeOptionalDouble(DataOutputView out, OptionalDouble value) throws IOException {
        out.writeBoolean(value.isPresent());
        if (value.isPresent()) {
            out.writeDouble(value.getAsDouble());
        }
    }

    public static OptionalDouble readOptionalDouble(DataInputView in) throws IOException {
        return in.readBoolean() ? OptionalDouble.of(in.readDouble()) : OptionalDouble.empty();
    }

    /** Writes the pattern's text, then its flags ({@code Pattern.flags()}). */
    public static void writePattern(DataOutputView out, Pattern value) throws IOException {
        writeString(out, value.pattern());
        out.writeInt(value.flags());
    }

    /** @throws CorruptDataException if the text is missing, or the text and flags do not compile */
    public static Pattern readPattern(DataInputView in, String location) throws IOException {
        String text = requiredString(in, location, "pattern");
        int flags = in.readInt();
        try {
            return Pattern.compile(text, flags);
        } catch (IllegalArgumentException e) {
            throw new CorruptDataException("Corrupt value of " + location + ": the pattern does not compile with"
                    + " flags " + flags + ": " + e.getMessage(), e);
        }
    }

    /** Reads a string that a value's codec wrote, so cannot be null. */
    private static String requiredString(DataInputView in, String location, String what) throws IOException {
        String text = readString(in);
        if (text == null) {
            throw new CorruptDataException("Corrupt value of " + location + ": a null " + what);
        }
        return text;
    }

    // ------------------------------------------------------------------------
    //  sorted collections
    // ------------------------------------------------------------------------

    /**
     * Checks that a sorted set to be written is in natural order: a reader creates it without a comparator,
     * so writing one that has a comparator would silently reorder it.
     *
     * @param location the type and field being written, for the error message
     * @throws IllegalArgumentException if it has a comparator
     */
    public static void requireNaturalOrder(SortedSet<?> value, String location) {
        if (value.comparator() != null) {
            throw new IllegalArgumentException(comparatorMessage(location, value.getClass(), value.comparator()));
        }
    }

    /** As {@link #requireNaturalOrder(SortedSet, String)}, for a sorted map. */
    public static void requireNaturalOrder(SortedMap<?, ?> value, String location) {
        if (value.comparator() != null) {
            throw new IllegalArgumentException(comparatorMessage(location, value.getClass(), value.comparator()));
        }
    }

    /**
     * Reads a value written by a serializer the generated one holds (a type argument's, a generic use's, a
     * {@code @TypeInfo} factory's). Whatever that serializer fails with on corrupt input, other than the end of
     * the input, becomes a {@link CorruptDataException} naming the field.
     *
     * @param location the type and field being read, for the error message
     */
    public static <T> T readWith(TypeSerializer<T> serializer, DataInputView source, String location)
            throws IOException {
        try {
            return serializer.deserialize(source);
        } catch (EOFException truncated) {
            throw truncated;
        } catch (IOException | RuntimeException e) {
            throw new CorruptDataException("Corrupt input: cannot read " + location + " with its serializer "
                    + serializer.getClass().getName() + ": " + e, e);
        }
    }

    /**
     * The stored form a {@code FlinkConverter} returned for a non-null value, which must not be null: a null field
     * or element is written as null without calling the converter, so a null stored form would read back as a
     * null value.
     *
     * @param converter the converter that returned it, named in the error
     * @param location the type and field being written, for the error message
     * @throws IllegalArgumentException if it is null
     */
    public static <S> S requireStored(S stored, Object converter, String location) {
        if (stored == null) {
            throw new IllegalArgumentException("Cannot write " + location + ": " + converter.getClass().getName()
                    + ".toStored returned null for a value; return a stored form for every value (a null value is"
                    + " written as null without calling the converter)");
        }
        return stored;
    }

    /**
     * Checks that a tuple is of the class its field declares, not a subclass of it: Typegen writes and copies the
     * declared class, so a subclass would read back, or be copied, as a plain tuple.
     *
     * @param location the type and field being written or copied, for the error message
     * @throws IllegalArgumentException if it is of a subclass
     */
    public static void requireTupleClass(Object value, Class<?> declared, String location) {
        if (value.getClass() != declared) {
            throw new IllegalArgumentException("Cannot write or copy " + location + ": it holds a "
                    + value.getClass().getName() + ", a subclass of " + declared.getSimpleName()
                    + ", which would come back as a plain " + declared.getSimpleName() + "; hold a "
                    + declared.getSimpleName() + " there, or make " + value.getClass().getSimpleName()
                    + " a @FlinkType and declare the field with it");
        }
    }

    private static String comparatorMessage(String location, Class<?> type, Object comparator) {
        return "Cannot write " + location + ": the " + type.getName() + " has the comparator "
                + comparator.getClass().getName() + ", and Typegen writes sorted sets and maps in the natural"
                + " order of their elements only, so it would read back reordered; use a natural-order "
                + type.getSimpleName() + " or a List";
    }

    // ------------------------------------------------------------------------
    //  lists and maps of strings and boxed numbers: the loops generated serializers write for the most common
    //  container fields, in the same bytes. A length, then each element (each key, then its value): a string
    //  carries its own null, a boxed number is a presence flag, then the number when present.
    // ------------------------------------------------------------------------

    /** Writes the number of {@code values}, then each string (null allowed) in iteration order. */
    public static void writeStrings(DataOutputView out, Collection<String> values, WireEncoding encoding)
            throws IOException {
        writeLength(out, values.size());
        for (String value : values) {
            writeString(out, value, encoding);
        }
    }

    /**
     * Reads strings written by {@link #writeStrings} into a new {@code ArrayList}.
     *
     * @param location the type and field being read, for the error message
     */
    public static ArrayList<String> readStringList(DataInputView in, WireEncoding encoding, String location)
            throws IOException {
        int size = readLength(in, location);
        ArrayList<String> values = new ArrayList<>(initialCapacity(size));
        Strings.Buffers buffers = compactBuffers(encoding);
        for (int i = 0; i < size; i++) {
            values.add(readString(in, buffers));
        }
        return values;
    }

    /** Writes the length of {@code values}, then each string (null allowed): a {@code String[]}. */
    public static void writeStringArray(DataOutputView out, String[] values, WireEncoding encoding)
            throws IOException {
        writeLength(out, values.length);
        for (String value : values) {
            writeString(out, value, encoding);
        }
    }

    /**
     * Reads strings written by {@link #writeStringArray} into a new array, grown as they arrive.
     *
     * @param location the type and field being read, for the error message
     */
    public static String[] readStringArray(DataInputView in, WireEncoding encoding, String location)
            throws IOException {
        int size = readLength(in, location);
        String[] values = new String[initialCapacity(size)];
        Strings.Buffers buffers = compactBuffers(encoding);
        for (int i = 0; i < size; i++) {
            if (i == values.length) {
                values = Arrays.copyOf(values, grow(values.length, size));
            }
            values[i] = readString(in, buffers);
        }
        return values;
    }

    /**
     * The buffers of this thread when the strings are compact ({@link WireEncoding#compactStrings()}), looked up once
     * for all the strings of a container; null for the strings of Flink's {@code StringValue} format, which reads
     * without them.
     */
    private static Strings.Buffers compactBuffers(WireEncoding encoding) {
        return encoding.compactStrings() ? Strings.buffers() : null;
    }

    /** Reads a string of a container, compact when {@code buffers} is not null ({@link #compactBuffers}). */
    private static String readString(DataInputView in, Strings.Buffers buffers) throws IOException {
        return buffers != null ? Strings.read(in, buffers) : readString(in);
    }

    /** Writes the number of {@code values}, then each {@code Long} (null allowed) in iteration order. */
    public static void writeLongs(DataOutputView out, Collection<Long> values) throws IOException {
        writeLength(out, values.size());
        for (Long value : values) {
            if (value == null) {
                out.writeBoolean(false);
            } else {
                out.writeBoolean(true);
                out.writeLong(value);
            }
        }
    }

    /**
     * Reads longs written by {@link #writeLongs} into a new {@code ArrayList}.
     *
     * @param location the type and field being read, for the error message
     */
    public static ArrayList<Long> readLongList(DataInputView in, String location) throws IOException {
        int size = readLength(in, location);
        ArrayList<Long> values = new ArrayList<>(initialCapacity(size));
        for (int i = 0; i < size; i++) {
            values.add(in.readBoolean() ? in.readLong() : null);
        }
        return values;
    }

    /**
     * Writes the number of {@code values}, then each {@code Integer} (null allowed) in iteration order, in {@code
     * encoding}.
     */
    public static void writeInts(DataOutputView out, Collection<Integer> values, WireEncoding encoding)
            throws IOException {
        writeLength(out, values.size());
        for (Integer value : values) {
            if (value == null) {
                out.writeBoolean(false);
            } else {
                out.writeBoolean(true);
                writeInt(out, value, encoding);
            }
        }
    }

    /**
     * Reads ints written by {@link #writeInts} into a new {@code ArrayList}.
     *
     * @param location the type and field being read, for the error message
     */
    public static ArrayList<Integer> readIntList(DataInputView in, WireEncoding encoding, String location)
            throws IOException {
        int size = readLength(in, location);
        ArrayList<Integer> values = new ArrayList<>(initialCapacity(size));
        for (int i = 0; i < size; i++) {
            values.add(in.readBoolean() ? readInt(in, encoding, location) : null);
        }
        return values;
    }

    /** Writes the number of {@code values}, then each {@code Double} (null allowed) in iteration order. */
    public static void writeDoubles(DataOutputView out, Collection<Double> values) throws IOException {
        writeLength(out, values.size());
        for (Double value : values) {
            if (value == null) {
                out.writeBoolean(false);
            } else {
                out.writeBoolean(true);
                out.writeDouble(value);
            }
        }
    }

    /**
     * Reads doubles written by {@link #writeDoubles} into a new {@code ArrayList}.
     *
     * @param location the type and field being read, for the error message
     */
    public static ArrayList<Double> readDoubleList(DataInputView in, String location) throws IOException {
        int size = readLength(in, location);
        ArrayList<Double> values = new ArrayList<>(initialCapacity(size));
        for (int i = 0; i < size; i++) {
            values.add(in.readBoolean() ? in.readDouble() : null);
        }
        return values;
    }

    /**
     * Writes the number of {@code entries}, then each key and value, strings both (null allowed), in iteration
     * order: the caller passes a map's entries in the order its kind is written in.
     */
    public static void writeStringEntries(DataOutputView out, Collection<Map.Entry<String, String>> entries,
            WireEncoding encoding) throws IOException {
        writeLength(out, entries.size());
        for (Map.Entry<String, String> entry : entries) {
            writeString(out, entry.getKey(), encoding);
            writeString(out, entry.getValue(), encoding);
        }
    }

    /**
     * Reads entries written by {@link #writeStringEntries} into a new {@code LinkedHashMap}.
     *
     * @param location the type and field being read, for the error message
     */
    public static LinkedHashMap<String, String> readStringMap(DataInputView in, WireEncoding encoding,
            String location) throws IOException {
        int size = readLength(in, location);
        LinkedHashMap<String, String> map = new LinkedHashMap<>(hashCapacity(size));
        Strings.Buffers buffers = compactBuffers(encoding);
        for (int i = 0; i < size; i++) {
            String key = readString(in, buffers);
            map.put(key, readString(in, buffers));
        }
        return map;
    }

    /** As {@link #writeStringEntries}, with {@code Long} values (null allowed), each as {@link #writeLongs} does. */
    public static void writeStringLongEntries(DataOutputView out, Collection<Map.Entry<String, Long>> entries,
            WireEncoding encoding) throws IOException {
        writeLength(out, entries.size());
        for (Map.Entry<String, Long> entry : entries) {
            writeString(out, entry.getKey(), encoding);
            Long value = entry.getValue();
            if (value == null) {
                out.writeBoolean(false);
            } else {
                out.writeBoolean(true);
                out.writeLong(value);
            }
        }
    }

    /**
     * Reads entries written by {@link #writeStringLongEntries} into a new {@code LinkedHashMap}.
     *
     * @param location the type and field being read, for the error message
     */
    public static LinkedHashMap<String, Long> readStringLongMap(DataInputView in, WireEncoding encoding,
            String location) throws IOException {
        int size = readLength(in, location);
        LinkedHashMap<String, Long> map = new LinkedHashMap<>(hashCapacity(size));
        Strings.Buffers buffers = compactBuffers(encoding);
        for (int i = 0; i < size; i++) {
            String key = readString(in, buffers);
            map.put(key, in.readBoolean() ? in.readLong() : null);
        }
        return map;
    }

    /** As {@link #writeStringEntries}, with {@code Integer} values (null allowed), each as {@link #writeInts} does. */
    public static void writeStringIntEntries(DataOutputView out, Collection<Map.Entry<String, Integer>> entries,
            WireEncoding encoding) throws IOException {
        writeLength(out, entries.size());
        for (Map.Entry<String, Integer> entry : entries) {
            writeString(out, entry.getKey(), encoding);
            Integer value = entry.getValue();
            if (value == null) {
                out.writeBoolean(false);
            } else {
                out.writeBoolean(true);
                writeInt(out, value, encoding);
            }
        }
    }

    /**
     * Reads entries written by {@link #writeStringIntEntries} into a new {@code LinkedHashMap}.
     *
     * @param location the type and field being read, for the error message
     */
    public static LinkedHashMap<String, Integer> readStringIntMap(DataInputView in, WireEncoding encoding,
            String location) throws IOException {
        int size = readLength(in, location);
        LinkedHashMap<String, Integer> map = new LinkedHashMap<>(hashCapacity(size));
        Strings.Buffers buffers = compactBuffers(encoding);
        for (int i = 0; i < size; i++) {
            String key = readString(in, buffers);
            map.put(key, in.readBoolean() ? readInt(in, encoding, location) : null);
        }
        return map;
    }

    /**
     * As {@link #writeStringEntries}, with {@code Double} values (null allowed), each as {@link #writeDoubles}
     * does.
     */
    public static void writeStringDoubleEntries(DataOutputView out, Collection<Map.Entry<String, Double>> entries,
            WireEncoding encoding) throws IOException {
        writeLength(out, entries.size());
        for (Map.Entry<String, Double> entry : entries) {
            writeString(out, entry.getKey(), encoding);
            Double value = entry.getValue();
            if (value == null) {
                out.writeBoolean(false);
            } else {
                out.writeBoolean(true);
                out.writeDouble(value);
            }
        }
    }

    /**
     * Reads entries written by {@link #writeStringDoubleEntries} into a new {@code LinkedHashMap}.
     *
     * @param location the type and field being read, for the error message
     */
    public static LinkedHashMap<String, Double> readStringDoubleMap(DataInputView in, WireEncoding encoding,
            String location) throws IOException {
        int size = readLength(in, location);
        LinkedHashMap<String, Double> map = new LinkedHashMap<>(hashCapacity(size));
        Strings.Buffers buffers = compactBuffers(encoding);
        for (int i = 0; i < size; i++) {
            String key = readString(in, buffers);
            map.put(key, in.readBoolean() ? in.readDouble() : null);
        }
        return map;
    }

    // ------------------------------------------------------------------------
    //  primitive arrays: a length, then the elements in DataOutput's big-endian format
    // ------------------------------------------------------------------------

    public static void writeByteArray(DataOutputView out, byte[] value) throws IOException {
        writeLength(out, value.length);
        out.write(value);
    }

    public static byte[] readByteArray(DataInputView in, String location) throws IOException {
        return readBytes(in, readLength(in, location));
    }

    public static void writeBooleanArray(DataOutputView out, boolean[] value) throws IOException {
        writeLength(out, value.length);
        for (boolean element : value) {
            out.writeBoolean(element);
        }
    }

    public static boolean[] readBooleanArray(DataInputView in, String location) throws IOException {
        byte[] bytes = readByteArray(in, location);
        boolean[] result = new boolean[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            result[i] = bytes[i] != 0;
        }
        return result;
    }

    public static void writeShortArray(DataOutputView out, short[] value) throws IOException {
        writeLength(out, value.length);
        for (short element : value) {
            out.writeShort(element);
        }
    }

    public static short[] readShortArray(DataInputView in, String location) throws IOException {
        ByteBuffer bytes = readElementBytes(in, Short.BYTES, location);
        short[] result = new short[bytes.remaining() / Short.BYTES];
        bytes.asShortBuffer().get(result);
        return result;
    }

    public static void writeCharArray(DataOutputView out, char[] value) throws IOException {
        writeLength(out, value.length);
        for (char element : value) {
            out.writeChar(element);
        }
    }

    public static char[] readCharArray(DataInputView in, String location) throws IOException {
        ByteBuffer bytes = readElementBytes(in, Character.BYTES, location);
        char[] result = new char[bytes.remaining() / Character.BYTES];
        bytes.asCharBuffer().get(result);
        return result;
    }

    public static void writeIntArray(DataOutputView out, int[] value) throws IOException {
        writeLength(out, value.length);
        for (int element : value) {
            out.writeInt(element);
        }
    }

    public static int[] readIntArray(DataInputView in, String location) throws IOException {
        ByteBuffer bytes = readElementBytes(in, Integer.BYTES, location);
        int[] result = new int[bytes.remaining() / Integer.BYTES];
        bytes.asIntBuffer().get(result);
        return result;
    }

    public static void writeLongArray(DataOutputView out, long[] value) throws IOException {
        writeLength(out, value.length);
        for (long element : value) {
            out.writeLong(element);
        }
    }

    public static long[] readLongArray(DataInputView in, String location) throws IOException {
        ByteBuffer bytes = readElementBytes(in, Long.BYTES, location);
        long[] result = new long[bytes.remaining() / Long.BYTES];
        bytes.asLongBuffer().get(result);
        return result;
    }

    public static void writeFloatArray(DataOutputView out, float[] value) throws IOException {
        writeLength(out, value.length);
        for (float element : value) {
            out.writeFloat(element);
        }
    }

    public static float[] readFloatArray(DataInputView in, String location) throws IOException {
        ByteBuffer bytes = readElementBytes(in, Float.BYTES, location);
        float[] result = new float[bytes.remaining() / Float.BYTES];
        bytes.asFloatBuffer().get(result);
        return result;
    }

    public static void writeDoubleArray(DataOutputView out, double[] value) throws IOException {
        writeLength(out, value.length);
        for (double element : value) {
            out.writeDouble(element);
        }
    }

    public static double[] readDoubleArray(DataInputView in, String location) throws IOException {
        ByteBuffer bytes = readElementBytes(in, Double.BYTES, location);
        double[] result = new double[bytes.remaining() / Double.BYTES];
        bytes.asDoubleBuffer().get(result);
        return result;
    }

    /** Reads a length of elements of {@code elementBytes} each, then their bytes. */
    private static ByteBuffer readElementBytes(DataInputView in, int elementBytes, String location)
            throws IOException {
        int length = readLength(in, location);
        if (length > Integer.MAX_VALUE / elementBytes) {
            throw new CorruptDataException(
                    "Corrupt length of " + location + ": " + length + " elements do not fit an array");
        }
        return ByteBuffer.wrap(readBytes(in, length * elementBytes));
    }

    /** Reads {@code count} bytes, allocating no more than the bytes that actually arrive. */
    private static byte[] readBytes(DataInputView in, int count) throws IOException {
        if (count <= MAX_CHUNK_BYTES) {
            byte[] bytes = new byte[count];
            in.readFully(bytes);
            return bytes;
        }
        byte[] bytes = new byte[MAX_CHUNK_BYTES];
        int read = 0;
        while (read < count) {
            if (read == bytes.length) {
                bytes = Arrays.copyOf(bytes, grow(bytes.length, count));
            }
            int chunk = Math.min(bytes.length, count) - read;
            in.readFully(bytes, read, chunk);
            read += chunk;
        }
        return bytes;
    }

    // ------------------------------------------------------------------------
    //  failures
    // ------------------------------------------------------------------------

    /**
     * The exception a generated serializer throws when reading a {@code type} failed, naming the type and
     * keeping the original as the cause: an {@link EOFException} for truncated input; a {@link
     * CorruptDataException} for bytes that cannot be a value (a bad length, ordinal, tag or value, or
     * nesting deeper than the stack); any other {@link IOException}, a failure of the input itself, as it is.
     */
    public static IOException readFailure(Class<?> type, Throwable cause) {
        if (cause instanceof EOFException) {
            EOFException truncated = new EOFException("Truncated input: the bytes ended while reading " + name(type));
            truncated.initCause(cause);
            return truncated;
        }
        if (cause instanceof StackOverflowError) {
            return new CorruptDataException(
                    "Cannot read " + name(type) + ": the input nests values deeper than the stack allows", cause);
        }
        if (cause instanceof IOException io && !(cause instanceof CorruptDataException)) {
            return io;
        }
        String detail = cause.getMessage() != null ? cause.getMessage() : cause.getClass().getName();
        return new CorruptDataException("Cannot read " + name(type) + ": " + detail, cause);
    }

    /**
     * The exception a generated serializer throws when writing a {@code type} overflowed the stack: a cycle
     * in the object graph, or a chain of nested values deeper than the stack.
     */
    public static IllegalArgumentException nestedTooDeeply(Class<?> type, StackOverflowError cause) {
        return new IllegalArgumentException("Cannot write " + name(type) + ": its values nest deeper than the"
                + " stack allows; a cycle in the object graph cannot be serialized", cause);
    }

    private static String name(Class<?> type) {
        return type.getCanonicalName() != null ? type.getCanonicalName() : type.getName();
    }
}
