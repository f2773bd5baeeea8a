package io.github.typegen.processor;

import static io.github.typegen.processor.CompiledDomain.deserialize;
import static io.github.typegen.processor.CompiledDomain.serialize;
import static io.github.typegen.processor.CompiledDomain.serializer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.EOFException;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.typegen.processor.DomainSamples.Sample;
import io.github.typegen.runtime.serialization.Codecs;
import io.github.typegen.runtime.serialization.CorruptDataException;
import io.github.typegen.testdomain.Containers;
import io.github.typegen.testdomain.Holder;
import io.github.typegen.testdomain.JdkTypes;
import io.github.typegen.testdomain.Money;
import io.github.typegen.testdomain.Person;
import io.github.typegen.testdomain.Point;
import io.github.typegen.testdomain.PrimitiveArrays;
import io.github.typegen.testdomain.Shape;

/**
 * Layer 3, corrupt input: truncated bytes, huge length prefixes, bad ordinals and tags, and impossible
 * values make the generated {@code deserialize} throw an {@link IOException} naming the type (and the field
 * where it is known), never allocate by an unchecked length, and never return a value.
 *
 * <p>The corrupt bytes are made from bytes the serializer wrote: a value with a single non-null field is
 * written, so that the field's encoding is at the end of the bytes, and that end is then replaced.
 */
class CorruptInputTest {

    private static final int SMALL = 4096;

    static Stream<Sample> samples() {
        return DomainSamples.all();
    }

    /** Every strict prefix of the bytes of a value (a few prefixes of the large ones) ends in an EOF. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void truncatedInputEndsInAnEofExceptionNamingTheType(Sample sample) throws IOException {
        TypeSerializer<Object> serializer = serializer(sample.type());
        byte[] bytes = serialize(serializer, sample.value());
        int[] lengths = bytes.length <= SMALL
                ? java.util.stream.IntStream.range(0, bytes.length).toArray()
                : new int[] {0, 1, 2, 100, bytes.length / 3, bytes.length / 2, bytes.length - 2, bytes.length - 1};

        for (int length : lengths) {
            Throwable thrown = catchThrowable(() -> deserialize(serializer, Arrays.copyOf(bytes, length)));

            assertThat(thrown)
                    .as("reading %s of %s bytes", length, bytes.length)
                    .isInstanceOf(EOFException.class)
                    .hasMessageContaining(sample.type().getCanonicalName());
        }
    }

    /**
     * A container field, written empty: its length is the last byte. Replaced by a length of {@code
     * Integer.MAX_VALUE} followed by nothing, reading must fail on the missing bytes, not allocate for them.
     *
     * @param name for the test name
     * @param type the serialized type
     * @param value a value whose bytes end with the length (or, for a string, its header: 2 for the empty string) of an empty
     *     container
     */
    record HugeLength(String name, Class<?> type, Object value) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<HugeLength> hugeLengths() {
        return Stream.of(
                containers("List field", c -> c.names = new ArrayList<>()),
                containers("ArrayList field", c -> c.numbers = new ArrayList<>()),
                containers("Set field", c -> c.tags = new LinkedHashSet<>()),
                containers("HashSet field", c -> c.ids = new HashSet<>()),
                containers("LinkedHashSet field", c -> c.uuids = new LinkedHashSet<>()),
                containers("Map field", c -> c.counts = new LinkedHashMap<>()),
                containers("HashMap field", c -> c.series = new HashMap<>()),
                containers("LinkedHashMap field", c -> c.byTier = new LinkedHashMap<>()),
                containers("List in a HashMap", c -> {
                    c.series = new HashMap<>();
                    c.series.put("", new ArrayList<>());
                }),
                containers("Map in a Map", c -> {
                    c.nestedMaps = new LinkedHashMap<>();
                    c.nestedMaps.put("", new LinkedHashMap<>());
                }),
                containers("List in a List", c -> c.listOfLists = new ArrayList<>(List.of(new ArrayList<>()))),
                containers("List in an Optional", c -> c.route = java.util.Optional.of(new ArrayList<>())),
                containers("String in a List", c -> c.names = new ArrayList<>(List.of(""))),
                containers("String array field", c -> c.labels = new String[0]),
                containers("record array field", c -> c.points = new Point[0]),
                containers("array of int arrays", c -> c.matrix = new int[0][]),
                containers("int array in an array", c -> c.matrix = new int[][] {new int[0]}),
                containers("array in an array in an array", c -> c.cube = new String[][][] {{new String[0]}}),
                containers("int array in a List", c -> c.rows = new ArrayList<>(List.of(new int[0]))),
                containers("byte array in a Map", c -> {
                    c.blobs = new LinkedHashMap<>();
                    c.blobs.put("", new byte[0]);
                }),
                arrays("boolean array", 0),
                arrays("byte array", 1),
                arrays("short array", 2),
                arrays("char array", 3),
                arrays("int array", 4),
                arrays("long array", 5),
                arrays("float array", 6),
                arrays("double array", 7),
                new HugeLength("String field", Holder.Item.class, new Holder.Item("", null, null)));
    }

    private static HugeLength containers(String name, Consumer<Containers> setField) {
        Containers value = new Containers();
        setField.accept(value);
        return new HugeLength(name, Containers.class, value);
    }

    private static HugeLength arrays(String name, int index) {
        Object[] arrays = {null, null, null, null, null, null, null, null};
        arrays[index] = java.lang.reflect.Array.newInstance(
                PrimitiveArrays.class.getRecordComponents()[index].getType().getComponentType(), 0);
        try {
            Object value = PrimitiveArrays.class.getConstructors()[0].newInstance(arrays);
            return new HugeLength(name, PrimitiveArrays.class, value);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hugeLengths")
    void aHugeLengthWithoutTheBytesEndsInAnExceptionNotAnOutOfMemoryError(HugeLength huge) throws IOException {
        TypeSerializer<Object> serializer = serializer(huge.type());
        byte[] bytes = serialize(serializer, huge.value());
        assertThat(bytes[bytes.length - 1]).as("the length of the empty container").isIn((byte) 0, (byte) 1, (byte) 2);
        byte[] corrupt = replaceEnd(bytes, 1, maxVarint());

        Throwable thrown = catchThrowable(() -> deserialize(serializer, corrupt));

        assertThat(thrown)
                .isInstanceOfAny(EOFException.class, CorruptDataException.class)
                .hasMessageContaining(huge.type().getCanonicalName());
    }

    @Test
    void aListLengthOfMoreThanFiveBytesIsCorrupt() throws IOException {
        TypeSerializer<Object> serializer = serializer(Containers.class);
        Containers value = new Containers();
        value.names = new ArrayList<>();
        byte[] bytes = serialize(serializer, value);
        byte[] corrupt = replaceEnd(bytes, 1, new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff,
                (byte) 0xff, (byte) 0x01});

        Throwable thrown = catchThrowable(() -> deserialize(serializer, corrupt));

        assertThat(thrown)
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(Containers.class.getCanonicalName())
                .hasMessageContaining("names");
    }

    @Test
    void aNegativeStringLengthIsCorrupt() throws IOException {
        TypeSerializer<Object> serializer = serializer(Holder.Item.class);
        byte[] bytes = serialize(serializer, new Holder.Item("", null, null));
        // 0xffffffff as a varint: the length + 1 of the string is -1
        byte[] corrupt = replaceEnd(bytes, 1, new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x0f});

        Throwable thrown = catchThrowable(() -> deserialize(serializer, corrupt));

        assertThat(thrown)
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(Holder.Item.class.getCanonicalName());
    }

    @Test
    void aBadEnumOrdinalNamesTypeAndField() throws IOException {
        TypeSerializer<Object> serializer = serializer(Holder.Item.class);
        byte[] bytes = serialize(serializer, new Holder.Item(null, Holder.Color.BLUE, null));
        assertThat(bytes[bytes.length - 1]).as("the ordinal of BLUE").isEqualTo((byte) 2);

        for (byte[] ordinal : List.of(new byte[] {3}, new byte[] {0x7f}, varint(Integer.MAX_VALUE))) {
            byte[] corrupt = replaceEnd(bytes, 1, ordinal);

            Throwable thrown = catchThrowable(() -> deserialize(serializer, corrupt));

            assertThat(thrown)
                    .isInstanceOf(CorruptDataException.class)
                    .hasMessageContaining(Holder.Item.class.getCanonicalName() + ".color");
        }
    }

    @Test
    void aBadEnumOrdinalOfAMapKeyNamesTheField() throws IOException {
        TypeSerializer<Object> serializer = serializer(Holder.Basket.class);
        Holder.Basket basket = new Holder.Basket();
        basket.countByColor = new LinkedHashMap<>(Map.of(Holder.Color.BLUE, 1));
        byte[] bytes = serialize(serializer, basket);
        // ..., key present, ordinal of BLUE, value present, the int 1 (a var-int of one byte)
        assertThat(bytes[bytes.length - 3]).as("the ordinal of BLUE").isEqualTo((byte) 2);
        byte[] corrupt = bytes.clone();
        corrupt[bytes.length - 3] = 3;

        Throwable thrown = catchThrowable(() -> deserialize(serializer, corrupt));

        assertThat(thrown)
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(Holder.Basket.class.getCanonicalName() + ".countByColor");
    }

    @Test
    void aVarIntOfMoreThan32BitsInAnIntFieldNamesTheField() throws IOException {
        TypeSerializer<Object> serializer = serializer(Point.class);
        byte[] bytes = serialize(serializer, new Point(1, 2));
        assertThat(bytes).as("x and y as zig-zag var-ints").containsExactly(2, 4);

        for (byte[] y : List.of(new byte[] {-1, -1, -1, -1, 0x1F}, new byte[] {-1, -1, -1, -1, -1, 0x00},
                new byte[] {-128, -128, -128, -128, -128, 0x00})) {
            Throwable thrown = catchThrowable(() -> deserialize(serializer, replaceEnd(bytes, 1, y)));

            assertThat(thrown)
                    .isInstanceOf(CorruptDataException.class)
                    .hasMessageContaining(Point.class.getCanonicalName() + ".y");
        }
        assertThat(catchThrowable(() -> deserialize(serializer, replaceEnd(bytes, 1, new byte[] {-1, -1}))))
                .as("a var-int cut off").isInstanceOf(EOFException.class);
    }

    @Test
    void aVarIntOfMoreThan32BitsInAMapValueNamesTheField() throws IOException {
        TypeSerializer<Object> serializer = serializer(Holder.Basket.class);
        Holder.Basket basket = new Holder.Basket();
        basket.countByColor = new LinkedHashMap<>(Map.of(Holder.Color.BLUE, -1));
        byte[] bytes = serialize(serializer, basket);
        assertThat(bytes[bytes.length - 1]).as("-1 as a zig-zag var-int").isEqualTo((byte) 1);

        Throwable thrown = catchThrowable(
                () -> deserialize(serializer, replaceEnd(bytes, 1, new byte[] {-1, -1, -1, -1, 0x10})));

        assertThat(thrown)
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(Holder.Basket.class.getCanonicalName() + ".countByColor");
    }

    @Test
    void aBadTagOfASealedTypeNamesTheType() throws IOException {
        TypeSerializer<Object> serializer = serializer(Shape.class);
        byte[] circle = serialize(serializer, new Shape.Circle(null, 1));
        byte[] triangle = serialize(serializer, DomainSamples.triangle());
        assertThat(circle[0]).as("the tag of Circle").isEqualTo((byte) 0);
        assertThat(triangle[0]).as("the tag of Polygon").isEqualTo((byte) 2);
        circle[0] = 3;
        triangle[1] = 2;

        assertThat(catchThrowable(() -> deserialize(serializer, circle)))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(Shape.class.getCanonicalName());
        assertThat(catchThrowable(() -> deserialize(serializer, triangle)))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(Shape.Polygon.class.getCanonicalName());
    }

    @Test
    void anImpossibleDateIsCorrupt() throws IOException {
        TypeSerializer<Object> serializer = serializer(Person.class);
        Person person = new Person();
        person.setBirthday(LocalDate.of(2000, 12, 31));
        byte[] bytes = serialize(serializer, person);
        // ..., year, month, day
        assertThat(bytes[bytes.length - 2]).as("the month").isEqualTo((byte) 12);
        byte[] corrupt = bytes.clone();
        corrupt[bytes.length - 2] = 13;

        Throwable thrown = catchThrowable(() -> deserialize(serializer, corrupt));

        assertThat(thrown)
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(Person.class.getCanonicalName());
    }

    @Test
    void anEmptyBigIntegerIsCorrupt() throws IOException {
        TypeSerializer<Object> serializer = serializer(Money.class);
        byte[] bytes = serialize(serializer, new Money(null, BigDecimal.ZERO));
        // null mask, length 1 of the unscaled value, its byte 0, the scale 0
        assertThat(bytes).containsExactly(bytes[0], 1, 0, 0, 0, 0, 0);
        byte[] corrupt = {bytes[0], 0, 0, 0, 0, 0};

        Throwable thrown = catchThrowable(() -> deserialize(serializer, corrupt));

        assertThat(thrown)
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(Money.class.getCanonicalName() + ".amount");
    }

    @Test
    void aTimestampWithNanosBeyondASecondIsCorrupt() throws IOException {
        TypeSerializer<Object> serializer = serializer(JdkTypes.class);
        JdkTypes value = new JdkTypes();
        value.timestamp = new java.sql.Timestamp(0L);
        value.timestamp.setNanos(999_999_999);
        byte[] bytes = serialize(serializer, value);
        // ..., the long milliseconds, the int nanos
        byte[] corrupt = replaceEnd(bytes, 4, new byte[] {0x3b, (byte) 0x9a, (byte) 0xca, 0x00});

        assertThat(catchThrowable(() -> deserialize(serializer, corrupt)))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(JdkTypes.class.getCanonicalName())
                .hasMessageContaining("1000000000");
    }

    @Test
    void anUnknownZoneIdIsCorrupt() throws IOException {
        TypeSerializer<Object> serializer = serializer(JdkTypes.class);
        JdkTypes value = new JdkTypes();
        value.zoneId = java.time.ZoneId.of("UTC");
        byte[] bytes = serialize(serializer, value);
        assertThat(bytes[bytes.length - 1]).as("the C of UTC").isEqualTo((byte) 'C');

        assertThat(catchThrowable(() -> deserialize(serializer, replaceEnd(bytes, 1, new byte[] {'X'}))))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(JdkTypes.class.getCanonicalName())
                .hasMessageContaining("UTX");
    }

    /** An enum set never holds null, so an absent element is corrupt rather than read into it. */
    @Test
    void anAbsentElementOfAnEnumSetIsCorrupt() throws IOException {
        TypeSerializer<Object> serializer = serializer(JdkTypes.class);
        JdkTypes value = new JdkTypes();
        value.tiers = java.util.EnumSet.of(io.github.typegen.testdomain.Tier.GOLD);
        byte[] bytes = serialize(serializer, value);
        // ..., length 1, present, the ordinal of GOLD
        assertThat(Arrays.copyOfRange(bytes, bytes.length - 3, bytes.length)).containsExactly(1, 1, 2);

        assertThat(catchThrowable(() -> deserialize(serializer, replaceEnd(bytes, 2, new byte[] {0}))))
                .isInstanceOf(CorruptDataException.class)
                .hasMessageContaining(JdkTypes.class.getCanonicalName());
    }

    /** The bytes with their last {@code count} bytes replaced by {@code end}. */
    private static byte[] replaceEnd(byte[] bytes, int count, byte[] end) {
        byte[] result = Arrays.copyOf(bytes, bytes.length - count + end.length);
        System.arraycopy(end, 0, result, bytes.length - count, end.length);
        return result;
    }

    private static byte[] maxVarint() {
        return varint(Integer.MAX_VALUE);
    }

    private static byte[] varint(int value) {
        DataOutputSerializer out = new DataOutputSerializer(5);
        try {
            Codecs.writeLength(out, value);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out.getCopyOfBuffer();
    }
}
