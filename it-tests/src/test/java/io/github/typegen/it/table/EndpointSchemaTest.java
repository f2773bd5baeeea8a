package io.github.typegen.it.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Pattern;

import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.conversion.DataStructureConverter;
import org.apache.flink.table.data.conversion.DataStructureConverters;
import org.apache.flink.types.Row;
import org.junit.jupiter.api.Test;

import io.github.typegen.it.domain.Endpoint;
import io.github.typegen.it.serializers.TestData;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.TypegenSchema;

/**
 * The columns of the JDK value classes without a SQL type of their own: currencies, locales, URIs, URLs and
 * patterns as STRING (code, language tag, text), addresses and bit sets as BYTES, the primitive optionals as
 * their nullable number (empty is NULL), through Flink's own converters both ways.
 */
class EndpointSchemaTest {

    private static final TypegenSchema<Endpoint> SCHEMA = TypedTables.schemaOf(Endpoint.class);

    @Test
    void theColumnsAreStringsBytesAndNullableNumbers() {
        assertThat(SCHEMA.rowType().asSummaryString()).isEqualTo("ROW<`currency` STRING, `locale` STRING,"
                + " `uri` STRING, `url` STRING, `address` BYTES, `ports` BYTES, `priority` INT, `quota` BIGINT,"
                + " `weight` DOUBLE, `accepts` STRING>");
    }

    /** A null primitive optional reads back empty: both are NULL in the column. */
    @Test
    void valuesWithoutPatternFlagsReadBackThroughFlinksConverters() {
        DataStructureConverter<Object, Object> flink = DataStructureConverters.getConverter(SCHEMA.dataType());
        flink.open(getClass().getClassLoader());
        for (Endpoint value : TestData.endpoints()) {
            Endpoint unflagged = withoutFlags(value);
            Endpoint expected = withEmptyOptionals(unflagged);
            assertThat(SCHEMA.fromRowData(SCHEMA.toRowData(unflagged))).isEqualTo(expected);
            assertThat(SCHEMA.fromRow(SCHEMA.toRow(unflagged))).isEqualTo(expected);
            assertThat(SCHEMA.fromRowData((RowData) flink.toInternalOrNull(SCHEMA.toRow(unflagged))))
                    .isEqualTo(expected);
            assertThat(SCHEMA.fromRow((Row) flink.toExternalOrNull(SCHEMA.toRowData(unflagged))))
                    .isEqualTo(expected);
        }
    }

    @Test
    void anEmptyPrimitiveOptionalIsNullAndReadsBackEmpty() {
        Endpoint empty = TestData.endpoints()[1];
        RowData row = SCHEMA.toRowData(empty);

        assertThat(row.isNullAt(6)).isTrue();
        assertThat(SCHEMA.fromRowData(row).priority()).isEqualTo(OptionalInt.empty());
        assertThat(SCHEMA.fromRow(SCHEMA.toRow(empty)).quota()).isEqualTo(OptionalLong.empty());
        assertThat(SCHEMA.fromRow(SCHEMA.toRow(empty)).weight()).isEqualTo(OptionalDouble.empty());
    }

    @Test
    void aPatternWithFlagsIsRefusedNamingTheField() {
        Endpoint flagged = TestData.endpoints()[0];

        assertThatThrownBy(() -> SCHEMA.toRowData(flagged))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(Endpoint.class.getCanonicalName() + ".accepts")
                .hasMessageContaining("(?i)");
    }

    private static Endpoint withEmptyOptionals(Endpoint value) {
        return new Endpoint(value.currency(), value.locale(), value.uri(), value.url(), value.address(), value.ports(),
                value.priority() == null ? OptionalInt.empty() : value.priority(),
                value.quota() == null ? OptionalLong.empty() : value.quota(),
                value.weight() == null ? OptionalDouble.empty() : value.weight(), value.accepts());
    }

    private static Endpoint withoutFlags(Endpoint value) {
        Pattern accepts = value.accepts() == null ? null : Pattern.compile(value.accepts().pattern());
        return new Endpoint(value.currency(), value.locale(), value.uri(), value.url(), value.address(), value.ports(),
                value.priority(), value.quota(), value.weight(), accepts);
    }
}
