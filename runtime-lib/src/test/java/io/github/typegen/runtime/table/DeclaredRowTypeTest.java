package io.github.typegen.runtime.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;

import org.apache.flink.table.data.RowData;
import org.apache.flink.table.runtime.typeutils.RowDataSerializer;
import org.apache.flink.table.types.logical.BigIntType;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.LocalZonedTimestampType;
import org.apache.flink.table.types.logical.VarCharType;
import org.junit.jupiter.api.Test;

/** Re-declared columns: which are accepted, and the values written in the declared types. */
class DeclaredRowTypeTest {

    private static final AtomicSchema<Instant> INSTANT = AtomicSchema.of(Instant.class);

    @Test
    void aLowerTimestampPrecisionTruncatesAsFlinksCast() {
        Instant value = Instant.parse("1969-12-31T23:59:58.987654321Z");
        assertThat(read(value, 3)).isEqualTo(Instant.parse("1969-12-31T23:59:58.987Z"));
        assertThat(read(value, 6)).isEqualTo(Instant.parse("1969-12-31T23:59:58.987654Z"));
        assertThat(read(value, 0)).isEqualTo(Instant.parse("1969-12-31T23:59:58Z"));
        assertThat(read(value, 9)).isEqualTo(value);
    }

    /** Through a binary row of the declared type, as Flink reads the rows of the stream. */
    private static Instant read(Instant value, int precision) {
        LocalZonedTimestampType declared = new LocalZonedTimestampType(precision);
        DeclaredRowType rowType = DeclaredRowType.of(INSTANT, Map.of("f0", declared));
        assertThat(rowType.problems()).isEmpty();
        RowData binary = new RowDataSerializer(rowType.rowType()).toBinaryRow(rowType.adjust(INSTANT.toRowData(value)));
        return binary.getTimestamp(0, precision).toInstant();
    }

    @Test
    void aDecimalIsRoundedToTheDeclaredScale() {
        AtomicSchema<BigDecimal> decimals = AtomicSchema.of(BigDecimal.class);
        DeclaredRowType rowType = DeclaredRowType.of(decimals, Map.of("f0", new DecimalType(10, 2)));

        RowData row = rowType.adjust(decimals.toRowData(new BigDecimal("12.345")));

        assertThat(row.getDecimal(0, 10, 2).toBigDecimal()).isEqualTo(new BigDecimal("12.35"));
    }

    @Test
    void aStringsLengthAndNullabilityNeedNoConversion() {
        AtomicSchema<String> strings = AtomicSchema.of(String.class);
        DeclaredRowType rowType = DeclaredRowType.of(strings, Map.of("f0", new VarCharType(false, 200)));

        assertThat(rowType.problems()).isEmpty();
        assertThat(rowType.rowType().getTypeAt(0)).isEqualTo(new VarCharType(false, 200));
        RowData row = strings.toRowData("Alice");
        assertThat(rowType.adjust(row)).isSameAs(row);
    }

    @Test
    void anotherTypeNeedsACast() {
        DeclaredRowType rowType = DeclaredRowType.of(INSTANT, Map.of("f0", new BigIntType()));

        assertThat(rowType.problems()).containsExactly("it declares column `f0` BIGINT, but Instant's column is"
                + " TIMESTAMP_LTZ(9): a declared type may change nullability, length or precision only; cast in a"
                + " computed column (columnByExpression(\"f02\", \"CAST(f0 AS BIGINT)\")) or set the field's type"
                + " with @Column(type = ...)");
    }
}
