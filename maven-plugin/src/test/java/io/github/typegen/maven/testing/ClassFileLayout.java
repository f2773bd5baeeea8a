package io.github.typegen.maven.testing;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The raw regions of a class file (JVMS 4.1), to compare two class files byte for byte region by region: the
 * constant pool, the fields, the methods (with their Code attributes) and each class attribute.
 */
public final class ClassFileLayout {

    private final byte[] bytes;
    private final int constantPoolCount;
    private final int constantPoolEnd;
    private final int fieldsStart;
    private final int methodsStart;
    private final int attributesStart;
    private final Map<String, byte[]> attributes = new LinkedHashMap<>();

    public ClassFileLayout(byte[] bytes) {
        this.bytes = bytes;
        ByteBuffer in = ByteBuffer.wrap(bytes);
        in.position(8);
        constantPoolCount = Short.toUnsignedInt(in.getShort());
        String[] utf8 = new String[constantPoolCount];
        for (int i = 1; i < constantPoolCount; i++) {
            int tag = in.get();
            switch (tag) {
                case 1 -> {
                    int length = Short.toUnsignedInt(in.getShort());
                    byte[] text = new byte[length];
                    in.get(text);
                    utf8[i] = new String(text, java.nio.charset.StandardCharsets.UTF_8);
                }
                case 3, 4, 12, 17, 18 -> in.position(in.position() + 4);
                case 5, 6 -> {
                    in.position(in.position() + 8);
                    i++;
                }
                case 7, 8, 16, 19, 20 -> in.position(in.position() + 2);
                case 9, 10, 11 -> in.position(in.position() + 4);
                case 15 -> in.position(in.position() + 3);
                default -> throw new IllegalArgumentException("constant pool tag " + tag);
            }
        }
        constantPoolEnd = in.position();
        in.position(in.position() + 6); // access, this, super
        int interfaces = Short.toUnsignedInt(in.getShort());
        in.position(in.position() + 2 * interfaces);
        fieldsStart = in.position();
        skipMembers(in);
        methodsStart = in.position();
        skipMembers(in);
        attributesStart = in.position();
        int count = Short.toUnsignedInt(in.getShort());
        for (int i = 0; i < count; i++) {
            String name = utf8[Short.toUnsignedInt(in.getShort())];
            byte[] content = new byte[in.getInt()];
            in.get(content);
            attributes.put(name, content);
        }
    }

    private static void skipMembers(ByteBuffer in) {
        int members = Short.toUnsignedInt(in.getShort());
        for (int i = 0; i < members; i++) {
            in.position(in.position() + 6);
            int memberAttributes = Short.toUnsignedInt(in.getShort());
            for (int a = 0; a < memberAttributes; a++) {
                in.position(in.position() + 2);
                int length = in.getInt();
                in.position(in.position() + length);
            }
        }
    }

    /** The magic number and version. */
    public byte[] header() {
        return Arrays.copyOfRange(bytes, 0, 8);
    }

    public int constantPoolCount() {
        return constantPoolCount;
    }

    /** The constant pool entries, without their count. */
    public byte[] constantPool() {
        return Arrays.copyOfRange(bytes, 10, constantPoolEnd);
    }

    /** Access flags, this and super class, interfaces. */
    public byte[] classHeader() {
        return Arrays.copyOfRange(bytes, constantPoolEnd, fieldsStart);
    }

    public byte[] fields() {
        return Arrays.copyOfRange(bytes, fieldsStart, methodsStart);
    }

    /** The methods, with their code, exactly as stored. */
    public byte[] methods() {
        return Arrays.copyOfRange(bytes, methodsStart, attributesStart);
    }

    /** The class attributes by name, with their raw content. */
    public Map<String, byte[]> attributes() {
        return attributes;
    }
}
