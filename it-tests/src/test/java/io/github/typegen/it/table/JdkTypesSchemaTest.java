package io.github.typegen.it.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Time;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;

import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.conversion.DataStructureConverter;
import org.apache.flink.table.data.conversion.DataStructureConverters;
import org.apache.flink.table.types.DataType;
import org.apache.flink.types.Row;
import org.junit.jupiter.api.Test;

import io.github.typegen.it.domain.Inventory;
import io.github.typegen.it.domain.LegacyTimes;
import io.github.typegen.it.domain.Tier;
import io.github.typegen.it.domain.Zones;
import io.github.typegen.it.serializers.TestData;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.TypegenSchema;

/**
 * The columns of the JDK types SQL has no Java type of its own for, checked against Flink's own {@code
 * DataStructureConverters}: where Flink has a conversion class ({@code java.sql.Date} of DATE, {@code Time} of
 * TIME, {@code Timestamp} of TIMESTAMP, {@code Period} of INTERVAL YEAR TO MONTH), the generated internal
 * value is the one Flink's converter of that class makes, and Flink's converter reads it back as the value;
 * the others are compared with Flink's conversion of the value Typegen documents for them.
 */
class JdkTypesSchemaTest {

    private static final TypegenSchema<LegacyTimes> TIMES = TypedTables.schemaOf(LegacyTimes.class);

    @Test
    void sqlDateTimeAndTimestampColumnsAreFlinksConversionsOfTheirConversionClasses() {
        LegacyTimes value = TestData.legacyTimes(1);
        RowData row = TIMES.toRowData(value);

        assertThat(row.getInt(1)).isEqualTo(flink(DataTypes.DATE().bridgedTo(java.sql.Date.class), value.day));
        assertThat(row.getInt(2)).isEqualTo(flink(DataTypes.TIME(0).bridgedTo(Time.class), value.time));
        assertThat(row.getTimestamp(3, 9))
                .isEqualTo(flink(DataTypes.TIMESTAMP(9).bridgedTo(Timestamp.class), value.stamp));
        assertThat(external(DataTypes.TIMESTAMP(9).bridgedTo(Timestamp.class), row.getTimestamp(3, 9)))
                .isEqualTo(value.stamp);
        assertThat(external(DataTypes.DATE().bridgedTo(java.sql.Date.class), row.getInt(1))).isEqualTo(value.day);
        assertThat(external(DataTypes.TIME(0).bridgedTo(Time.class), row.getInt(2))).isEqualTo(value.time);
    }

    @Test
    void aPeriodIsFlinksIntervalOfMonthsAndLosesItsDays() {
        LegacyTimes value = TestData.legacyTimes(0);
        DataType interval = DataTypes.INTERVAL(DataTypes.YEAR(4), DataTypes.MONTH());
        RowData row = TIMES.toRowData(value);

        assertThat(row.getInt(8)).isEqualTo(flink(interval, value.period)).isEqualTo(26);
        assertThat(TIMES.fromRowData(row).period).isEqualTo(Period.of(2, 2, 0))
                .isEqualTo(external(interval, row.getInt(8)));
    }

    @Test
    void instantsAreTimestampLtzColumnsAndReadBackAtOffsetZero() {
        LegacyTimes value = TestData.legacyTimes(2);
        RowData row = TIMES.toRowData(value);
        DataType ltz9 = DataTypes.TIMESTAMP_LTZ(9);

        assertThat(row.getTimestamp(0, 3)).isEqualTo(flink(DataTypes.TIMESTAMP_LTZ(3), value.created.toInstant()));
        assertThat(row.getTimestamp(4, 9)).isEqualTo(flink(ltz9, value.offsetAt.toInstant()));
        assertThat(row.getTimestamp(5, 9)).isEqualTo(flink(ltz9, value.zonedAt.toInstant()));
        LegacyTimes read = TIMES.fromRowData(row);
        assertThat(read.created).isEqualTo(value.created);
        assertThat(read.offsetAt).isEqualTo(value.offsetAt.withOffsetSameInstant(ZoneOffset.UTC));
        assertThat(read.zonedAt).isEqualTo(value.zonedAt.withZoneSameInstant(ZoneOffset.UTC));
    }

    @Test
    void zonesAreStringsYearsIntsAndYearMonthsTheFirstDayOfTheMonth() {
        LegacyTimes value = TestData.legacyTimes(1);
        RowData row = TIMES.toRowData(value);

        assertThat(row.getString(6).toString()).isEqualTo(value.zone.getId());
        assertThat(row.getString(7).toString()).isEqualTo(value.offset.getId());
        assertThat(row.getInt(9)).isEqualTo(1971);
        assertThat(row.getInt(10)).isEqualTo(flink(DataTypes.DATE(), LocalDate.of(2001, 12, 1)));
        LegacyTimes read = TIMES.fromRowData(row);
        assertThat(read.zone).isInstanceOf(ZoneOffset.class).isEqualTo(value.zone);
        assertThat(read.offset).isEqualTo(value.offset);
        assertThat(read.year).isEqualTo(value.year);
        assertThat(read.month).isEqualTo(value.month);
    }

    /** A Date field may hold a java.sql.Date, whose toInstant() throws: its column is its milliseconds. */
    @Test
    void aDateFieldHoldingASqlDateIsItsMilliseconds() {
        LegacyTimes value = new LegacyTimes();
        value.created = java.sql.Date.valueOf(LocalDate.of(2024, 5, 6));
        DataStructureConverter<Object, Object> flink = DataStructureConverters.getConverter(TIMES.dataType());
        flink.open(getClass().getClassLoader());

        RowData internal = (RowData) flink.toInternalOrNull(TIMES.toRow(value));

        assertThat(internal.getTimestamp(0, 3).getMillisecond()).isEqualTo(value.created.getTime());
        assertThat(TIMES.toRowData(value).getTimestamp(0, 3).getMillisecond()).isEqualTo(value.created.getTime());
    }

    /** Through Flink's converters both ways: the generated Row and RowData agree with Flink's reading of them. */
    @Test
    void theGeneratedRowAndRowDataAgreeThroughFlinksConverters() {
        DataStructureConverter<Object, Object> flink = DataStructureConverters.getConverter(TIMES.dataType());
        flink.open(getClass().getClassLoader());
        for (LegacyTimes value : List.of(TestData.legacyTimes(0), TestData.legacyTimes(1), new LegacyTimes())) {
            LegacyTimes expected = TIMES.fromRowData(TIMES.toRowData(value));
            assertThat(TIMES.fromRowData((RowData) flink.toInternalOrNull(TIMES.toRow(value)))).isEqualTo(expected);
            assertThat(TIMES.fromRow((Row) flink.toExternalOrNull(TIMES.toRowData(value)))).isEqualTo(expected);
        }
    }

    @Test
    void zonesRecordsReadBackThroughFlinksConverters() {
        TypegenSchema<Zones> schema = TypedTables.schemaOf(Zones.class);
        DataStructureConverter<Object, Object> flink = DataStructureConverters.getConverter(schema.dataType());
        flink.open(getClass().getClassLoader());
        Zones value = new Zones(ZoneId.of("Asia/Kolkata"), ZoneOffset.ofHours(-3),
                ZonedDateTime.of(LocalDateTime.of(2024, 6, 1, 8, 0), ZoneId.of("Australia/Lord_Howe")),
                OffsetDateTime.of(LocalDateTime.of(1969, 12, 31, 23, 59, 59, 999_999_999), ZoneOffset.ofHours(14)),
                Period.ofMonths(-13), Year.of(-44), YearMonth.of(1, 1));
        Zones expected = new Zones(value.zone(), value.offset(), value.at().withZoneSameInstant(ZoneOffset.UTC),
                value.offsetAt().withOffsetSameInstant(ZoneOffset.UTC), Period.of(-1, -1, 0), value.year(),
                value.month());

        assertThat(schema.fromRowData(schema.toRowData(value))).isEqualTo(expected);
        assertThat(schema.fromRow((Row) flink.toExternalOrNull(schema.toRowData(value)))).isEqualTo(expected);
        assertThat(schema.fromRowData((RowData) flink.toInternalOrNull(schema.toRow(value)))).isEqualTo(expected);
    }

    /** Sorted, enum and queue collections are ARRAY and MAP columns and read back as their declared classes. */
    @Test
    void collectionsAreArraysAndMapsAndReadBackAsTheirDeclaredClasses() {
        TypegenSchema<Inventory> schema = TypedTables.schemaOf(Inventory.class);
        DataStructureConverter<Object, Object> flink = DataStructureConverters.getConverter(schema.dataType());
        flink.open(getClass().getClassLoader());
        Inventory value = TestData.inventory(1);
        value.log.removeLast(); // a null Optional reads back empty: both are SQL NULL

        Inventory viaRowData = schema.fromRowData(schema.toRowData(value));
        Inventory viaFlink = schema.fromRow((Row) flink.toExternalOrNull(schema.toRowData(value)));
        Inventory viaRow = schema.fromRowData((RowData) flink.toInternalOrNull(schema.toRow(value)));

        for (Inventory read : List.of(viaRowData, viaFlink, viaRow)) {
            assertThat(read).isEqualTo(value);
            assertThat(read.stock).isInstanceOf(TreeMap.class);
            assertThat(read.tiers).isInstanceOf(TreeSet.class);
            assertThat(read.flags).isInstanceOf(EnumSet.class).containsExactlyElementsOf(EnumSet.allOf(Tier.class));
            assertThat(new ArrayList<>(read.recent)).isEqualTo(Arrays.asList("x", "y", "zz"));
        }
        assertThat(schema.dataType().getChildren().get(6).toString()).isEqualTo("ARRAY<STRING>");
        assertThat(schema.dataType().getChildren().get(7).toString()).isEqualTo("MAP<STRING, TIMESTAMP_LTZ(3)>");
    }

    @SuppressWarnings("unchecked")
    private static Object flink(DataType type, Object external) {
        DataStructureConverter<Object, Object> converter =
                (DataStructureConverter<Object, Object>) (DataStructureConverter<?, ?>)
                        DataStructureConverters.getConverter(type);
        converter.open(JdkTypesSchemaTest.class.getClassLoader());
        return converter.toInternal(external);
    }

    @SuppressWarnings("unchecked")
    private static Object external(DataType type, Object internal) {
        DataStructureConverter<Object, Object> converter =
                (DataStructureConverter<Object, Object>) (DataStructureConverter<?, ?>)
                        DataStructureConverters.getConverter(type);
        converter.open(JdkTypesSchemaTest.class.getClassLoader());
        return converter.toExternal(internal);
    }
}
