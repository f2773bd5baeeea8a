package io.github.typegen.it.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.data.GenericRowData;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.StringData;
import org.apache.flink.table.data.binary.BinaryRowData;
import org.apache.flink.table.data.conversion.DataStructureConverter;
import org.apache.flink.table.data.conversion.DataStructureConverters;
import org.apache.flink.table.runtime.typeutils.RowDataSerializer;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.types.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.typegen.it.domain.Customer;
import io.github.typegen.it.domain.Drawing;
import io.github.typegen.it.domain.Journey;
import io.github.typegen.it.domain.LineItem;
import io.github.typegen.it.domain.Money;
import io.github.typegen.it.domain.Order;
import io.github.typegen.it.domain.Shape;
import io.github.typegen.it.serializers.TestData;
import io.github.typegen.it.sql.Moment;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.TypegenSchema;

/**
 * The generated converters of the serializer test domain (records, immutable classes, POJOs, sealed
 * hierarchies as columns, nested classes, collections, maps, optionals), checked against Flink's own
 * understanding of the generated {@code DataType}: Flink's {@code DataStructureConverters} turn the
 * generated {@code Row} into an internal row that the generated {@code fromRowData} reads back, and the
 * generated {@code RowData} into a {@code Row} that the generated {@code fromRow} reads back.
 */
class SchemaConvertersTest {

    static Stream<Arguments> samples() {
        return Stream.of(
                Arguments.of(Money.class, List.of(TestData.moneys())),
                Arguments.of(LineItem.class, List.of(TestData.lineItems())),
                Arguments.of(Shape.class, List.of(TestData.shapes())),
                Arguments.of(Drawing.class, List.of(TestData.drawings())),
                Arguments.of(Customer.class, List.of(TestData.customers())),
                Arguments.of(Order.class, List.of(TestData.orders())),
                Arguments.of(Journey.class, List.of(TestData.journeys())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    <T> void generatedRowDataReadsBack(Class<T> type, List<T> values) {
        TypegenSchema<T> schema = TypedTables.schemaOf(type);
        for (T value : representable(schema, values)) {
            assertSameValue(schema.fromRowData(schema.toRowData(value)), value);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    <T> void flinkConvertsTheGeneratedRowToTheInternalRowTheGeneratedCodeReads(Class<T> type, List<T> values) {
        TypegenSchema<T> schema = TypedTables.schemaOf(type);
        DataStructureConverter<Object, Object> flink = DataStructureConverters.getConverter(schema.dataType());
        flink.open(getClass().getClassLoader());
        for (T value : representable(schema, values)) {
            RowData internal = (RowData) flink.toInternalOrNull(schema.toRow(value));
            assertSameValue(schema.fromRowData(internal), value);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    <T> void flinkConvertsTheGeneratedRowDataToTheRowTheGeneratedCodeReads(Class<T> type, List<T> values) {
        TypegenSchema<T> schema = TypedTables.schemaOf(type);
        DataStructureConverter<Object, Object> flink = DataStructureConverters.getConverter(schema.dataType());
        flink.open(getClass().getClassLoader());
        for (T value : representable(schema, values)) {
            Row external = (Row) flink.toExternalOrNull(schema.toRowData(value));
            assertSameValue(schema.fromRow(external), value);
        }
    }

    /** The values whose columns can hold them: DECIMAL(38, 18) has 20 integer digits. */
    private static <T> List<T> representable(TypegenSchema<T> schema, List<T> values) {
        List<T> result = new ArrayList<>();
        for (T value : values) {
            try {
                schema.toRowData(value);
                result.add(value);
            } catch (IllegalArgumentException tooLarge) {
                assertThat(tooLarge).hasMessageContaining("does not fit DECIMAL(38, 18)")
                        .hasMessageStartingWith(schema.typeClass().getPackageName());
            }
        }
        assertThat(result).isNotEmpty();
        return result;
    }

    /**
     * Equal field by field, up to what the SQL types keep, as Flink's own conversions do: decimals by value
     * (rounded to DECIMAL(38, 18) as Flink rounds, the scale not kept), TIME and INTERVAL in milliseconds (Flink's internal
     * representation), and a null {@code Optional} read back as an empty one (both are SQL NULL).
     */
    /**
     * A tuple column holds the fields Flink's own type extraction gives the same tuple ({@code
     * TypeInfoDataTypeConverter}, through {@code fromDataStream}): {@code f0}, {@code f1}, ... of the same types;
     * Typegen's are all nullable, since its tuple elements may be null.
     */
    @Test
    void aTupleColumnHasTheFieldsFlinkGivesTheTuple() {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table flinks = tableEnv.fromDataStream(env.fromData(List.of(Tuple2.of("a", 1)),
                Types.TUPLE(Types.STRING, Types.INT)));
        List<String> flinkFields = flinks.getResolvedSchema().getColumns().stream()
                .map(c -> c.getName() + " " + c.getDataType().getLogicalType().copy(true).asSummaryString())
                .toList();

        RowType route = TypedTables.schemaOf(Journey.class).rowType();
        RowType origin = (RowType) route.getTypeAt(route.getFieldIndex("origin"));
        List<String> typegenFields = origin.getFields().stream()
                .map(f -> f.getName() + " " + f.getType().asSummaryString())
                .toList();

        assertThat(typegenFields).containsExactly("f0 STRING", "f1 INT").isEqualTo(flinkFields);
    }

    /** An internal row reads a null BIGINT or INT as 0; the generated reader refuses it instead, naming the field. */
    /**
     * A timestamp column of precision 3 or less holds milliseconds in Flink's binary row; the generated {@code
     * toRowData} holds no more, so that a table sees the same value whether the row goes as it is (object reuse
     * on) or as binary (off), and a {@code TIMESTAMP(9)} column keeps every digit.
     */
    @Test
    void aTimestampColumnOfPrecision3HoldsWhatTheBinaryRowHolds() {
        TypegenSchema<Moment> schema = TypedTables.schemaOf(Moment.class);
        LocalDateTime stamp = LocalDateTime.of(1969, 12, 31, 23, 59, 59, 123_456_789);
        Instant instant = Instant.parse("2024-02-29T12:00:00.000000001Z");
        RowData row = schema.toRowData(new Moment(1, null, null, stamp, stamp, instant, instant));
        BinaryRowData binary = new RowDataSerializer(schema.rowType()).toBinaryRow(row);

        for (int column = 0; column < row.getArity(); column++) {
            assertThat(RowData.createFieldGetter(schema.rowType().getTypeAt(column), column).getFieldOrNull(row))
                    .as("column %s", schema.rowType().getFieldNames().get(column))
                    .isEqualTo(RowData.createFieldGetter(schema.rowType().getTypeAt(column), column)
                            .getFieldOrNull(binary));
        }
        assertThat(schema.fromRowData(row).milli()).isEqualTo(stamp.withNano(123_000_000));
        assertThat(schema.fromRowData(row).stamp()).isEqualTo(stamp);
    }

    @Test
    void aNullReadIntoAPrimitiveFieldNamesTheField() {
        RowData lineItem = GenericRowData.of(StringData.fromString("sku-1"), null, null);

        assertThatThrownBy(() -> TypedTables.schemaOf(LineItem.class).fromRowData(lineItem))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("io.github.typegen.it.domain.LineItem.quantity: the column is null but the Java type"
                        + " cannot be null");
    }

    @Test
    void aNullReadIntoAPrimitiveFieldOfANestedRowNamesTheNestedField() {
        RowData circle = GenericRowData.of(GenericRowData.of(null, 2), 1.5);

        assertThatThrownBy(() -> TypedTables.schemaOf(Shape.Circle.class).fromRowData(circle))
                .isInstanceOf(NullPointerException.class)
                .hasMessageStartingWith("io.github.typegen.it.domain.Point.x: ");
    }

    private static void assertSameValue(Object actual, Object expected) {
        assertThat(actual)
                .usingRecursiveComparison()
                .withComparatorForType(Comparator.comparing((BigDecimal d) -> d.setScale(18, RoundingMode.HALF_UP)),
                        BigDecimal.class)
                .withComparatorForType(Double::compare, Double.class)
                .withComparatorForType(
                        Comparator.comparing((LocalTime t) -> t.truncatedTo(ChronoUnit.MILLIS)), LocalTime.class)
                .withComparatorForType(Comparator.comparing(Duration::toMillis), Duration.class)
                .withEqualsForFields((a, b) -> absentAsEmpty(a).equals(absentAsEmpty(b)), "samples")
                .withEqualsForFields(SchemaConvertersTest::sameOptional, "discount", "note")
                .isEqualTo(expected);
    }

    private static boolean sameOptional(Object actual, Object expected) {
        Optional<?> a = actual == null ? Optional.empty() : (Optional<?>) actual;
        Optional<?> e = expected == null ? Optional.empty() : (Optional<?>) expected;
        if (a.isEmpty() || e.isEmpty()) {
            return a.isEmpty() && e.isEmpty();
        }
        try {
            assertSameValue(a.get(), e.get());
            return true;
        } catch (AssertionError different) {
            return false;
        }
    }

    private static List<?> absentAsEmpty(Object list) {
        return list == null ? List.of()
                : ((List<?>) list).stream().map(o -> o == null ? Optional.empty() : o).collect(Collectors.toList());
    }
}
