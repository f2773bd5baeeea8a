package io.github.typegen.runtime.serialization;

import java.io.IOException;
import java.util.Arrays;

import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The {@code String} encoding of snapshot versions 3 and later ({@link WireEncoding#compactStrings()}), built for
 * speed on Flink's {@code DataOutputView} and {@code DataInputView}: one bulk write and one bulk read per string.
 *
 * <p>A string is a header, a var-int as {@link Codecs#writeLength} writes it but of up to 35 bits: 0 for null,
 * otherwise {@code (n + 1) << 1 | coder}; then {@code n} bytes. Coder 0: the string is Latin-1 (every char below
 * U+0100), one byte a char. Coder 1: it is not, and the bytes are its UTF-8, except that a surrogate that is not
 * part of a pair (a lone surrogate) is written on its own in three bytes, as Java's modified UTF-8 does, so that
 * every {@code String} reads back exactly. A pair is always written as one four-byte sequence.
 *
 * <p>Reading checks the bytes (any byte is a Latin-1 char): a header of a length beyond the largest array, and a
 * UTF-8 string with a bad lead or continuation byte, an overlong form, a code point above U+10FFFF, a sequence
 * cut off by the end of the string, or a pair written as two three-byte surrogates, are a {@link
 * CorruptDataException}; too few bytes are an {@code EOFException}. As every reader
 * here, it never trusts the length with an allocation: a buffer of this thread holds short strings, and a longer
 * one grows only as its bytes arrive. A reader of several strings (a list, an array, a map) looks the buffers up once
 * ({@link #buffers()}, {@link #read(DataInputView, Buffers)}).
 */
public final class Strings {

    /** The bytes a thread keeps for encoding and decoding; a longer string uses a buffer of its own. */
    static final int BUFFER_BYTES = 8192;

    /** The largest array the JVM allocates. */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    private static final int LATIN1 = 0;
    private static final int UTF8 = 1;

    private static final ThreadLocal<Buffers> BUFFERS = ThreadLocal.withInitial(Buffers::new);

    /** The buffers of a thread: bytes for both directions, chars for decoding UTF-8. */
    static final class Buffers {
        byte[] bytes = new byte[BUFFER_BYTES];
        char[] chars = new char[BUFFER_BYTES];
    }

    private Strings() {}

    /** Writes {@code value}, or null. */
    public static void write(DataOutputView out, String value) throws IOException {
        if (value == null) {
            out.writeByte(0);
            return;
        }
        int length = value.length();
        if (isLatin1(value, length)) {
            writeHeader(out, length, LATIN1);
            if (!(out instanceof DataOutputSerializer serializer) || !copyLatin1(serializer, value, length)) {
                byte[] bytes = length <= BUFFER_BYTES ? BUFFERS.get().bytes : new byte[length];
                latin1Bytes(value, length, bytes, 0);
                out.write(bytes, 0, length);
            }
            return;
        }
        long most = 3L * length;
        if (out instanceof DataOutputSerializer serializer && most <= BUFFER_BYTES
                && encodeInPlace(serializer, value, (int) most)) {
            return;
        }
        int capacity = most <= MAX_ARRAY ? (int) most : utf8Length(value);
        byte[] bytes = capacity <= BUFFER_BYTES ? BUFFERS.get().bytes : new byte[capacity];
        int n = encodeUtf8(value, bytes, 0);
        writeHeader(out, n, UTF8);
        out.write(bytes, 0, n);
    }

    /** Whether every char of {@code value} is below U+0100. */
    private static boolean isLatin1(String value, int length) {
        for (int i = 0; i < length; i++) {
            if (value.charAt(i) >= 0x100) {
                return false;
            }
        }
        return true;
    }

    /** The chars of a Latin-1 string as bytes, into {@code bytes} from {@code offset}. */
    @SuppressWarnings("deprecation") // the low byte of each char is exactly what a Latin-1 string needs
    private static void latin1Bytes(String value, int length, byte[] bytes, int offset) {
        value.getBytes(0, length, bytes, offset);
    }

    /**
     * Copies a Latin-1 string straight into the buffer of Flink's {@code DataOutputSerializer} (the view of heap
     * state, RocksDB keys and values and the network) when it has room; false if it has not.
     */
    private static boolean copyLatin1(DataOutputSerializer out, String value, int length) {
        byte[] target = out.getSharedBuffer();
        int position = out.length();
        if (target.length - position < length) {
            return false;
        }
        latin1Bytes(value, length, target, position);
        out.setPositionUnsafe(position + length);
        return true;
    }

    /**
     * Encodes a string that is not Latin-1 straight into the buffer of a {@code DataOutputSerializer}, behind room
     * for the widest header its {@code most} bytes can need, when the buffer has room; false if it has not. The
     * bytes then move up to the header of the size written, so that a string is always the same bytes (keys are
     * compared by their bytes).
     */
    private static boolean encodeInPlace(DataOutputSerializer out, String value, int most) {
        byte[] target = out.getSharedBuffer();
        int position = out.length();
        int room = headerBytes(most);
        if (target.length - position < room + most) {
            return false;
        }
        int n = encodeUtf8(value, target, position + room) - position - room;
        int headerBytes = headerBytes(n);
        if (headerBytes < room) {
            System.arraycopy(target, position + room, target, position + headerBytes, n);
        }
        long header = ((n + 1L) << 1) | UTF8;
        for (int i = 0; i < headerBytes - 1; i++) {
            target[position + i] = (byte) (header & 0x7F | 0x80);
            header >>>= 7;
        }
        target[position + headerBytes - 1] = (byte) header;
        out.setPositionUnsafe(position + headerBytes + n);
        return true;
    }

    /** The bytes of the header of a string of {@code n} bytes. */
    private static int headerBytes(int n) {
        long header = ((n + 1L) << 1) | UTF8;
        int bytes = 1;
        while ((header & ~0x7FL) != 0) {
            header >>>= 7;
            bytes++;
        }
        return bytes;
    }

    /**
     * Writes the UTF-8 of {@code value}, lone surrogates on their own, into {@code bytes} from {@code offset}; returns
     * the index after the last byte.
     */
    private static int encodeUtf8(String value, byte[] bytes, int offset) {
        int length = value.length();
        int n = offset;
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c < 0x80) {
                bytes[n++] = (byte) c;
            } else if (c < 0x800) {
                bytes[n++] = (byte) (0xC0 | c >> 6);
                bytes[n++] = (byte) (0x80 | c & 0x3F);
            } else if (Character.isHighSurrogate(c) && i + 1 < length
                    && Character.isLowSurrogate(value.charAt(i + 1))) {
                int codePoint = Character.toCodePoint(c, value.charAt(++i));
                bytes[n++] = (byte) (0xF0 | codePoint >> 18);
                bytes[n++] = (byte) (0x80 | codePoint >> 12 & 0x3F);
                bytes[n++] = (byte) (0x80 | codePoint >> 6 & 0x3F);
                bytes[n++] = (byte) (0x80 | codePoint & 0x3F);
            } else {
                // any other char, a lone surrogate included
                bytes[n++] = (byte) (0xE0 | c >> 12);
                bytes[n++] = (byte) (0x80 | c >> 6 & 0x3F);
                bytes[n++] = (byte) (0x80 | c & 0x3F);
            }
        }
        return n;
    }

    /** The number of bytes {@link #encodeUtf8} writes for {@code value}; too many for an array is an error. */
    private static int utf8Length(String value) {
        long n = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < 0x80) {
                n += 1;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < value.length()
                    && Character.isLowSurrogate(value.charAt(i + 1))) {
                n += 4;
                i++;
            } else {
                n += 3;
            }
        }
        if (n > MAX_ARRAY) {
            throw new IllegalArgumentException("A string of " + value.length() + " chars is " + n
                    + " bytes in UTF-8: too long to write");
        }
        return (int) n;
    }

    private static void writeHeader(DataOutputView out, int n, int coder) throws IOException {
        long remaining = ((n + 1L) << 1) | coder;
        while ((remaining & ~0x7FL) != 0) {
            out.writeByte((int) (remaining & 0x7F) | 0x80);
            remaining >>>= 7;
        }
        out.writeByte((int) remaining);
    }

    /** Reads a string written by {@link #write}; may return null. */
    public static String read(DataInputView in) throws IOException {
        long header = readHeader(in);
        return header == 0 ? null : readValue(in, header, BUFFERS.get());
    }

    /** The buffers of this thread, for {@link #read(DataInputView, Buffers)}. */
    static Buffers buffers() {
        return BUFFERS.get();
    }

    /**
     * Reads a string as {@link #read(DataInputView)} does, into the {@code buffers} of this thread that the caller
     * looked up once for all the strings it reads.
     */
    static String read(DataInputView in, Buffers buffers) throws IOException {
        long header = readHeader(in);
        return header == 0 ? null : readValue(in, header, buffers);
    }

    /** The header of a string: 0 for null, otherwise a length and a coder. */
    private static long readHeader(DataInputView in) throws IOException {
        int first = in.readUnsignedByte();
        long header = first < 0x80 ? first : readHeaderTail(in, first);
        if (header == 1) {
            throw new CorruptDataException("Corrupt string: header 1 is neither null nor a length");
        }
        return header;
    }

    /** The string of a header that is not null's. */
    private static String readValue(DataInputView in, long header, Buffers buffers) throws IOException {
        int n = (int) ((header >>> 1) - 1);
        byte[] bytes = readBytes(in, n, buffers);
        return (header & 1) == LATIN1 ? latin1String(bytes, n) : decodeUtf8(bytes, n, buffers);
    }

    /**
     * The string of {@code n} Latin-1 bytes, each byte the char of its value. The constructor that takes the high
     * byte of every char (here 0) copies the bytes as the one that takes {@code ISO_8859_1} does, and is small enough
     * for the JIT to inline into the reader; the one that takes a charset branches on it in a constructor too large
     * to inline, a call per string.
     */
    @SuppressWarnings("deprecation") // deprecated for bytes of another charset; these are Latin-1
    private static String latin1String(byte[] bytes, int n) {
        return new String(bytes, 0, 0, n);
    }

    /** The header of more than one byte, whose first byte was read; checked to fit an array's length. */
    private static long readHeaderTail(DataInputView in, int first) throws IOException {
        long header = first & 0x7F;
        for (int shift = 7; shift < 35; shift += 7) {
            int b = in.readUnsignedByte();
            header |= (long) (b & 0x7F) << shift;
            if (b < 0x80) {
                if ((header >>> 1) - 1 > MAX_ARRAY) {
                    break;
                }
                return header;
            }
        }
        throw new CorruptDataException("Corrupt string: its length is not a length up to " + MAX_ARRAY);
    }

    /**
     * The {@code n} bytes of a string: in this thread's buffer when they fit it, otherwise in an array that grows
     * as they arrive.
     */
    private static byte[] readBytes(DataInputView in, int n, Buffers buffers) throws IOException {
        if (n <= BUFFER_BYTES) {
            in.readFully(buffers.bytes, 0, n);
            return buffers.bytes;
        }
        byte[] bytes = new byte[BUFFER_BYTES];
        int read = 0;
        while (read < n) {
            if (read == bytes.length) {
                bytes = Arrays.copyOf(bytes, Codecs.grow(bytes.length, n));
            }
            int chunk = bytes.length - read;
            in.readFully(bytes, read, chunk);
            read += chunk;
        }
        return bytes;
    }

    /** Decodes {@code n} bytes of UTF-8 as {@link #write} writes it, checking every sequence. */
    private static String decodeUtf8(byte[] bytes, int n, Buffers buffers) throws IOException {
        // at most one char a byte
        char[] chars = n <= BUFFER_BYTES ? buffers.chars : new char[n];
        int length = 0;
        int i = 0;
        while (i < n) {
            int b = bytes[i];
            if (b >= 0) {
                chars[length++] = (char) b;
                i++;
                continue;
            }
            b &= 0xFF;
            if (b < 0xC2) {
                throw corrupt(b < 0xC0 ? "a continuation byte without a lead byte" : "an overlong form", i);
            }
            if (b < 0xE0) {
                requireBytes(i, 2, n);
                chars[length++] = (char) ((b & 0x1F) << 6 | continuation(bytes, i + 1));
                i += 2;
            } else if (b < 0xF0) {
                requireBytes(i, 3, n);
                int c = (b & 0x0F) << 12 | continuation(bytes, i + 1) << 6 | continuation(bytes, i + 2);
                if (c < 0x800) {
                    throw corrupt("an overlong form", i);
                }
                // a high surrogate before it was written on its own: a pair is one four-byte sequence
                if (Character.isLowSurrogate((char) c) && length > 0
                        && Character.isHighSurrogate(chars[length - 1])) {
                    throw corrupt("a surrogate pair written as two surrogates", i);
                }
                chars[length++] = (char) c;
                i += 3;
            } else if (b < 0xF5) {
                requireBytes(i, 4, n);
                int codePoint = (b & 0x07) << 18 | continuation(bytes, i + 1) << 12
                        | continuation(bytes, i + 2) << 6 | continuation(bytes, i + 3);
                if (codePoint < 0x10000) {
                    throw corrupt("an overlong form", i);
                }
                if (codePoint > Character.MAX_CODE_POINT) {
                    throw corrupt("a code point above U+10FFFF", i);
                }
                chars[length++] = Character.highSurrogate(codePoint);
                chars[length++] = Character.lowSurrogate(codePoint);
                i += 4;
            } else {
                throw corrupt("a byte that starts no UTF-8 sequence", i);
            }
        }
        return new String(chars, 0, length);
    }

    /** The six bits of a continuation byte. */
    private static int continuation(byte[] bytes, int i) throws CorruptDataException {
        int b = bytes[i];
        if ((b & 0xC0) != 0x80) {
            throw corrupt("a lead byte not followed by a continuation byte", i);
        }
        return b & 0x3F;
    }

    private static void requireBytes(int i, int sequence, int n) throws CorruptDataException {
        if (i + sequence > n) {
            throw corrupt("a sequence of " + sequence + " bytes cut off by the end of the string", i);
        }
    }

    private static CorruptDataException corrupt(String what, int index) {
        return new CorruptDataException("Corrupt string: its UTF-8 has " + what + " at byte " + index);
    }
}
