package io.github.typegen.runtime.serialization;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.URI;
import java.net.URL;
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
import java.util.BitSet;
import java.util.Currency;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.regex.Pattern;

import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.core.memory.DataOutputView;

import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.ValueKind;
import io.github.typegen.format.WireFormat;

/**
 * Rewrites one value from the serialized form of one layout into that of another, without the classes of
 * either: it reads the bytes by the {@code from} layout into a tree of plain values, then writes the tree
 * by the {@code to} layout. Fields are matched by name (or {@code @FormerName}), fields only {@code to}
 * has are written as {@code 0}, {@code false} or {@code null}, fields only {@code from} has are dropped,
 * primitives are widened, enum constants and sealed subtypes are matched by name.
 *
 * <p>The caller must have checked with {@link LayoutCompatibility} that {@code to} can read what {@code
 * from} wrote. Reading is as defensive as the generated readers: lengths, ordinals and tags are checked,
 * and collections grow only as their elements arrive.
 */
final class LayoutTranscoder {

    /** A value of a {@code @FlinkType} class: its class name and its field values in serialized order. */
    private record Instance(String className, Object[] values) {}

    /** The bytes of a value written by a nested serializer: copied as they are. */
    private record DelegatedBytes(byte[] bytes) {}

    private final SchemaLayout from;
    private final WireEncoding fromEncoding;
    private final SchemaLayout to;
    private final WireEncoding toEncoding;
    private final NestedSerializers nested;

    /**
     * @param fromEncoding how strings and ints are written in the {@code from} form, and {@code toEncoding} in the
     *     {@code to} form (the strings and ints inside value types, and the values of nested serializers, are the
     *     same in every form)
     * @param nested the serializers that read the values of {@link Layout.Delegated} nodes in the {@code from}
     *     form; their bytes are copied unchanged, so the reader of the {@code to} form must hold the same ones
     */
    LayoutTranscoder(SchemaLayout from, WireEncoding fromEncoding, SchemaLayout to, WireEncoding toEncoding,
            NestedSerializers nested) {
        this.from = from;
        this.fromEncoding = fromEncoding;
        this.to = to;
        this.toEncoding = toEncoding;
        this.nested = nested;
    }

    /** Reads one value of the root type in the {@code from} form and writes it in the {@code to} form. */
    void transcode(DataInputView source, DataOutputView target) throws IOException {
        Instance value = readType(from.root(), source);
        writeType(to.root(), value, target);
    }

    // ------------------------------------------------------------------------
    //  reading the old form
    // ------------------------------------------------------------------------

    private Instance readType(Layout.Type type, DataInputView in) throws IOException {
        if (type.sealed()) {
            int tag = Codecs.readOrdinal(in, type.subtypes().size(), type.className() + " tag");
            return readType(from.type(type.subtypes().get(tag).className()), in);
        }
        List<Layout.Field> fields = type.fields();
        long[] masks = readMasks(fields, in);
        Object[] values = new Object[fields.size()];
        int nullBit = 0;
        for (int i = 0; i < fields.size(); i++) {
            Layout.Field field = fields.get(i);
            ValueReader reader = new ValueReader(in, type.className() + "." + field.name());
            if (!field.nullable()) {
                values[i] = reader.read(field.type());
                continue;
            }
            boolean isNull = (masks[WireFormat.maskOf(nullBit)] & (1L << WireFormat.bitOf(nullBit))) != 0;
            nullBit++;
            values[i] = isNull ? null : reader.read(field.type());
        }
        return new Instance(type.className(), values);
    }

    /** The null masks: 64 bits each, the last one 8, 16, 32 or 64 bits wide, as the generated code writes. */
    private static long[] readMasks(List<Layout.Field> fields, DataInputView in) throws IOException {
        int nullable = nullableCount(fields);
        long[] masks = new long[WireFormat.maskCount(nullable)];
        for (int m = 0; m < masks.length; m++) {
            masks[m] = switch (WireFormat.maskBits(nullable, m)) {
                case 8 -> in.readUnsignedByte();
                case 16 -> in.readUnsignedShort();
                case 32 -> in.readInt() & 0xFFFFFFFFL;
                default -> in.readLong();
            };
        }
        return masks;
    }

    /**
     * Reads the value of one field, and the values inside it, as plain values: boxed primitives, strings, enum
     * constant names, arrays of primitives, lists (of {@code Object[]} key-value pairs for maps; of the elements
     * for tuples), optionals and
     * {@link Instance}s. {@code location} names the class and field in messages.
     */
    private final class ValueReader implements Layout.Visitor<Object, IOException> {
        private final DataInputView in;
        private final String location;

        ValueReader(DataInputView in, String location) {
            this.in = in;
            this.location = location;
        }

        Object read(Layout node) throws IOException {
            return node.accept(this);
        }

        public Object primitive(Layout.Primitive node) throws IOException {
            return readPrimitive(node.kind(), in, fromEncoding, location);
        }

        public Object boxed(Layout.Boxed node) throws IOException {
            return readPrimitive(node.kind(), in, fromEncoding, location);
        }

        public Object string(Layout.Str node) throws IOException {
            return Codecs.readString(in, fromEncoding);
        }

        public Object enumType(Layout.EnumNode node) throws IOException {
            return node.constants().get(Codecs.readOrdinal(in, node.constants().size(), location));
        }

        public Object value(Layout.Value node) throws IOException {
            return readValueKind(node.kind(), in, location);
        }

        public Object primitiveArray(Layout.PrimitiveArray node) throws IOException {
            return readPrimitiveArray(node.component(), in, location);
        }

        public Object objectArray(Layout.ObjectArray node) throws IOException {
            return elements(node.component());
        }

        public Object collection(Layout.CollectionNode node) throws IOException {
            return elements(node.element());
        }

        public Object map(Layout.MapNode node) throws IOException {
            int size = Codecs.readLength(in, location);
            List<Object[]> entries = new ArrayList<>(Codecs.initialCapacity(size));
            for (int i = 0; i < size; i++) {
                Object key = element(node.key());
                Object value = element(node.value());
                entries.add(new Object[] {key, value});
            }
            return entries;
        }

        public Object optional(Layout.OptionalNode node) throws IOException {
            return in.readBoolean() ? Optional.of(read(node.element())) : Optional.empty();
        }

        public Object nested(Layout.Nested node) throws IOException {
            return readType(from.type(node.className()), in);
        }

        public Object delegated(Layout.Delegated node) throws IOException {
            DataOutputSerializer bytes = new DataOutputSerializer(32);
            nested.get(node.name()).copy(in, bytes);
            return new DelegatedBytes(bytes.getCopyOfBuffer());
        }

        public Object tuple(Layout.TupleNode node) throws IOException {
            List<Object> elements = new ArrayList<>(node.elements().size());
            for (Layout element : node.elements()) {
                elements.add(element(element));
            }
            return elements;
        }

        private List<Object> elements(Layout element) throws IOException {
            int size = Codecs.readLength(in, location);
            List<Object> elements = new ArrayList<>(Codecs.initialCapacity(size));
            for (int i = 0; i < size; i++) {
                elements.add(element(element));
            }
            return elements;
        }

        /** An element of an array, collection or map: some kinds carry their own null, others a presence flag. */
        private Object element(Layout node) throws IOException {
            if (node.nodeKind().carriesOwnNull()) {
                return read(node);
            }
            return in.readBoolean() ? read(node) : null;
        }
    }

    /** Reads a primitive value of {@code kind}, an {@code int} in {@code encoding}. */
    private static Object readPrimitive(PrimitiveKind kind, DataInputView in, WireEncoding encoding, String location)
            throws IOException {
        return switch (kind) {
            case BOOLEAN -> in.readBoolean();
            case BYTE -> in.readByte();
            case SHORT -> in.readShort();
            case CHAR -> in.readChar();
            case INT -> Codecs.readInt(in, encoding, location);
            case LONG -> in.readLong();
            case FLOAT -> in.readFloat();
            case DOUBLE -> in.readDouble();
        };
    }

    private static Object readValueKind(ValueKind kind, DataInputView in, String location)
            throws IOException {
        return switch (kind) {
            case BIG_DECIMAL -> Codecs.readBigDecimal(in, location);
            case BIG_INTEGER -> Codecs.readBigInteger(in, location);
            case UUID_ -> Codecs.readUuid(in);
            case INSTANT -> Codecs.readInstant(in);
            case LOCAL_DATE -> Codecs.readLocalDate(in);
            case LOCAL_TIME -> Codecs.readLocalTime(in);
            case LOCAL_DATE_TIME -> Codecs.readLocalDateTime(in);
            case DURATION -> Codecs.readDuration(in);
            case DATE -> Codecs.readDate(in);
            case SQL_DATE -> Codecs.readSqlDate(in);
            case SQL_TIME -> Codecs.readSqlTime(in);
            case SQL_TIMESTAMP -> Codecs.readSqlTimestamp(in);
            case OFFSET_DATE_TIME -> Codecs.readOffsetDateTime(in);
            case ZONED_DATE_TIME -> Codecs.readZonedDateTime(in, location);
            case ZONE_ID -> Codecs.readZoneId(in, location);
            case ZONE_OFFSET -> Codecs.readZoneOffset(in);
            case PERIOD -> Codecs.readPeriod(in);
            case YEAR -> Codecs.readYear(in);
            case YEAR_MONTH -> Codecs.readYearMonth(in);
            case CURRENCY -> Codecs.readCurrency(in, location);
            case LOCALE -> Codecs.readLocale(in, location);
            case URI_ -> Codecs.readUri(in, location);
            case URL_ -> Codecs.readUrl(in, location);
            case INET_ADDRESS -> Codecs.readInetAddress(in, location);
            case BIT_SET -> Codecs.readBitSet(in, location);
            case OPTIONAL_INT -> Codecs.readOptionalInt(in);
            case OPTIONAL_LONG -> Codecs.readOptionalLong(in);
            case OPTIONAL_DOUBLE -> Codecs.readOptionalDouble(in);
            case PATTERN -> Codecs.readPattern(in, location);
        };
    }

    private static Object readPrimitiveArray(PrimitiveKind kind, DataInputView in, String location)
            throws IOException {
        return switch (kind) {
            case BOOLEAN -> Codecs.readBooleanArray(in, location);
            case BYTE -> Codecs.readByteArray(in, location);
            case SHORT -> Codecs.readShortArray(in, location);
            case CHAR -> Codecs.readCharArray(in, location);
            case INT -> Codecs.readIntArray(in, location);
            case LONG -> Codecs.readLongArray(in, location);
            case FLOAT -> Codecs.readFloatArray(in, location);
            case DOUBLE -> Codecs.readDoubleArray(in, location);
        };
    }

    // ------------------------------------------------------------------------
    //  writing the new form
    // ------------------------------------------------------------------------

    /** Writes {@code value}, read as an instance of an old class, as the current {@code type}. */
    private void writeType(Layout.Type type, Instance value, DataOutputView out) throws IOException {
        if (type.sealed()) {
            int tag = indexOfSubtype(type, value.className());
            Codecs.writeTag(out, tag);
            writeType(to.type(value.className()), value, out);
            return;
        }
        Layout.Type oldType = from.type(value.className());
        List<Layout.Field> fields = type.fields();
        Object[] values = new Object[fields.size()];
        Layout[] oldNodes = new Layout[fields.size()];
        for (int i = 0; i < fields.size(); i++) {
            Layout.Field field = fields.get(i);
            Layout.Field former = LayoutCompatibility.formerField(oldType, type, field).orElse(null);
            if (former != null) {
                oldNodes[i] = former.type();
                values[i] = value.values()[oldType.fields().indexOf(former)];
            }
        }
        int nullable = nullableCount(fields);
        long[] masks = new long[WireFormat.maskCount(nullable)];
        int nullBit = 0;
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).nullable()) {
                if (values[i] == null) {
                    masks[WireFormat.maskOf(nullBit)] |= 1L << WireFormat.bitOf(nullBit);
                }
                nullBit++;
            }
        }
        for (int m = 0; m < masks.length; m++) {
            switch (WireFormat.maskBits(nullable, m)) {
                case 8 -> out.writeByte((int) masks[m]);
                case 16 -> out.writeShort((int) masks[m]);
                case 32 -> out.writeInt((int) masks[m]);
                default -> out.writeLong(masks[m]);
            }
        }
        for (int i = 0; i < fields.size(); i++) {
            Layout.Field field = fields.get(i);
            if (values[i] != null || !field.nullable()) {
                field.type().accept(new ValueWriter(values[i], out));
            }
        }
    }

    private static int indexOfSubtype(Layout.Type sealed, String className) {
        for (int tag = 0; tag < sealed.subtypes().size(); tag++) {
            if (sealed.subtypes().get(tag).className().equals(className)) {
                return tag;
            }
        }
        throw new IllegalStateException(className + " is not a permitted subtype of " + sealed.className());
    }

    /**
     * Writes a value read by a {@link ValueReader} as the node visited. The value is not null, except for a
     * string element, which carries its own null, and for a primitive field the old class did not have, which
     * is written as the Java default.
     */
    private final class ValueWriter implements Layout.Visitor<Void, IOException> {
        private final Object value;
        private final DataOutputView out;

        ValueWriter(Object value, DataOutputView out) {
            this.value = value;
            this.out = out;
        }

        public Void primitive(Layout.Primitive node) throws IOException {
            writePrimitive(node.kind(), value == null ? zero(node.kind()) : value, out, toEncoding);
            return null;
        }

        public Void boxed(Layout.Boxed node) throws IOException {
            writePrimitive(node.kind(), value, out, toEncoding);
            return null;
        }

        public Void string(Layout.Str node) throws IOException {
            Codecs.writeString(out, (String) value, toEncoding);
            return null;
        }

        public Void enumType(Layout.EnumNode node) throws IOException {
            int ordinal = node.constants().indexOf((String) value);
            if (ordinal < 0) {
                throw new IllegalStateException(node.className() + " has no constant " + value);
            }
            Codecs.writeOrdinal(out, ordinal);
            return null;
        }

        public Void value(Layout.Value node) throws IOException {
            writeValueKind(node.kind(), value, out);
            return null;
        }

        public Void primitiveArray(Layout.PrimitiveArray node) throws IOException {
            writePrimitiveArray(node.component(), value, out);
            return null;
        }

        public Void objectArray(Layout.ObjectArray node) throws IOException {
            writeElements(node.component(), (List<?>) value, out);
            return null;
        }

        public Void collection(Layout.CollectionNode node) throws IOException {
            writeElements(node.element(), (List<?>) value, out);
            return null;
        }

        public Void map(Layout.MapNode node) throws IOException {
            List<?> entries = (List<?>) value;
            Codecs.writeLength(out, entries.size());
            for (Object entry : entries) {
                Object[] pair = (Object[]) entry;
                writeElement(node.key(), pair[0], out);
                writeElement(node.value(), pair[1], out);
            }
            return null;
        }

        public Void optional(Layout.OptionalNode node) throws IOException {
            Optional<?> optional = (Optional<?>) value;
            out.writeBoolean(optional.isPresent());
            if (optional.isPresent()) {
                node.element().accept(new ValueWriter(optional.get(), out));
            }
            return null;
        }

        public Void nested(Layout.Nested node) throws IOException {
            writeType(to.type(node.className()), (Instance) value, out);
            return null;
        }

        public Void delegated(Layout.Delegated node) throws IOException {
            out.write(((DelegatedBytes) value).bytes());
            return null;
        }

        public Void tuple(Layout.TupleNode node) throws IOException {
            List<?> elements = (List<?>) value;
            for (int i = 0; i < node.elements().size(); i++) {
                writeElement(node.elements().get(i), elements.get(i), out);
            }
            return null;
        }
    }

    private void writeElements(Layout element, List<?> elements, DataOutputView out) throws IOException {
        Codecs.writeLength(out, elements.size());
        for (Object e : elements) {
            writeElement(element, e, out);
        }
    }

    private void writeElement(Layout node, Object element, DataOutputView out) throws IOException {
        if (node.nodeKind().carriesOwnNull()) {
            node.accept(new ValueWriter(element, out));
        } else if (element == null) {
            out.writeBoolean(false);
        } else {
            out.writeBoolean(true);
            node.accept(new ValueWriter(element, out));
        }
    }

    /**
     * Writes a primitive value as {@code kind}, widening it first (a Java widening conversion), an {@code int} in
     * {@code encoding}.
     */
    private static void writePrimitive(PrimitiveKind kind, Object value, DataOutputView out, WireEncoding encoding)
            throws IOException {
        if (kind == PrimitiveKind.BOOLEAN) {
            out.writeBoolean((Boolean) value);
            return;
        }
        if (kind == PrimitiveKind.CHAR) {
            out.writeChar((Character) value);
            return;
        }
        Number number = value instanceof Character c ? Integer.valueOf(c) : (Number) value;
        switch (kind) {
            case BYTE -> out.writeByte(number.byteValue());
            case SHORT -> out.writeShort(number.shortValue());
            case INT -> Codecs.writeInt(out, number.intValue(), encoding);
            case LONG -> out.writeLong(number.longValue());
            case FLOAT -> out.writeFloat(number.floatValue());
            case DOUBLE -> out.writeDouble(number.doubleValue());
            default -> throw new IllegalStateException("Not a number kind: " + kind);
        }
    }

    /** The Java default of a primitive field the old class did not have. */
    private static Object zero(PrimitiveKind kind) {
        return switch (kind) {
            case BOOLEAN -> false;
            case CHAR -> '\0';
            default -> 0;
        };
    }

    private static void writeValueKind(ValueKind kind, Object value, DataOutputView out) throws IOException {
        switch (kind) {
            case BIG_DECIMAL -> Codecs.writeBigDecimal(out, (BigDecimal) value);
            case BIG_INTEGER -> Codecs.writeBigInteger(out, (BigInteger) value);
            case UUID_ -> Codecs.writeUuid(out, (UUID) value);
            case INSTANT -> Codecs.writeInstant(out, (Instant) value);
            case LOCAL_DATE -> Codecs.writeLocalDate(out, (LocalDate) value);
            case LOCAL_TIME -> Codecs.writeLocalTime(out, (LocalTime) value);
            case LOCAL_DATE_TIME -> Codecs.writeLocalDateTime(out, (LocalDateTime) value);
            case DURATION -> Codecs.writeDuration(out, (Duration) value);
            case DATE -> Codecs.writeDate(out, (Date) value);
            case SQL_DATE -> Codecs.writeSqlDate(out, (java.sql.Date) value);
            case SQL_TIME -> Codecs.writeSqlTime(out, (java.sql.Time) value);
            case SQL_TIMESTAMP -> Codecs.writeSqlTimestamp(out, (java.sql.Timestamp) value);
            case OFFSET_DATE_TIME -> Codecs.writeOffsetDateTime(out, (OffsetDateTime) value);
            case ZONED_DATE_TIME -> Codecs.writeZonedDateTime(out, (ZonedDateTime) value);
            case ZONE_ID -> Codecs.writeZoneId(out, (ZoneId) value);
            case ZONE_OFFSET -> Codecs.writeZoneOffset(out, (ZoneOffset) value);
            case PERIOD -> Codecs.writePeriod(out, (Period) value);
            case YEAR -> Codecs.writeYear(out, (Year) value);
            case YEAR_MONTH -> Codecs.writeYearMonth(out, (YearMonth) value);
            case CURRENCY -> Codecs.writeCurrency(out, (Currency) value);
            case LOCALE -> Codecs.writeLocale(out, (Locale) value);
            case URI_ -> Codecs.writeUri(out, (URI) value);
            case URL_ -> Codecs.writeUrl(out, (URL) value);
            case INET_ADDRESS -> Codecs.writeInetAddress(out, (InetAddress) value);
            case BIT_SET -> Codecs.writeBitSet(out, (BitSet) value);
            case OPTIONAL_INT -> Codecs.writeOptionalInt(out, (OptionalInt) value);
            case OPTIONAL_LONG -> Codecs.writeOptionalLong(out, (OptionalLong) value);
            case OPTIONAL_DOUBLE -> Codecs.writeOptionalDouble(out, (OptionalDouble) value);
            case PATTERN -> Codecs.writePattern(out, (Pattern) value);
        }
    }

    private static void writePrimitiveArray(PrimitiveKind kind, Object value, DataOutputView out)
            throws IOException {
        switch (kind) {
            case BOOLEAN -> Codecs.writeBooleanArray(out, (boolean[]) value);
            case BYTE -> Codecs.writeByteArray(out, (byte[]) value);
            case SHORT -> Codecs.writeShortArray(out, (short[]) value);
            case CHAR -> Codecs.writeCharArray(out, (char[]) value);
            case INT -> Codecs.writeIntArray(out, (int[]) value);
            case LONG -> Codecs.writeLongArray(out, (long[]) value);
            case FLOAT -> Codecs.writeFloatArray(out, (float[]) value);
            case DOUBLE -> Codecs.writeDoubleArray(out, (double[]) value);
        }
    }

    // ------------------------------------------------------------------------

    private static int nullableCount(List<Layout.Field> fields) {
        int count = 0;
        for (Layout.Field field : fields) {
            if (field.nullable()) {
                count++;
            }
        }
        return count;
    }
}
