package io.github.typegen.runtime.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;

import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.table.data.TimestampData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The columns {@code MIN} and {@code MAX} hold besides numbers: each value, and the column without one, read back
 * as written; which types widen into which.
 */
class AccumulatedColumnTest {

    @Test
    void minAndMaxOfEveryOrderedTypeReadBackAsWritten() throws IOException {
        Object[][] cases = {
            {"MAX VARCHAR(10)", "abc"}, {"MIN STRING", "\u00df\uD83D\uDE00"}, {"MAX CHAR(3)", "ab "},
            {"MIN TIMESTAMP(9)", TimestampData.fromEpochMillis(-1_234L, 999_999)},
            {"MAX TIMESTAMP_LTZ(3)", TimestampData.fromEpochMillis(1_700_000_000_000L)},
            {"MIN BOOLEAN", true}, {"MAX BOOLEAN", false}, {"MAX TINYINT", (byte) -7}, {"MIN SMALLINT", (short) 300},
            {"MIN DATE NOT NULL", 19_000}, {"MAX TIME(0)", 86_399_000},
        };
        for (Object[] row : cases) {
            AccumulatedColumn column = AccumulatedColumn.parse((String) row[0]).orElseThrow();
            assertThat(roundTrip(column, row[1])).as((String) row[0]).isEqualTo(row[1]);
            assertThat(roundTrip(column, null)).as("%s without a value", row[0]).isNull();
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "MAX VARCHAR(10); MAX STRING; true", "MAX STRING; MAX VARCHAR(10); false",
        "MIN CHAR(3); MIN CHAR(5); false", "MIN CHAR(3); MIN CHAR(3); true",
        "MAX TIMESTAMP(3); MAX TIMESTAMP(9); true", "MAX TIMESTAMP(9); MAX TIMESTAMP(3); false",
        "MIN TIMESTAMP(3); MIN TIMESTAMP_LTZ(3); false", "MIN DATE NOT NULL; MIN DATE; true",
        "MIN BOOLEAN; MAX BOOLEAN; false", "MAX TINYINT; MAX SMALLINT; false"})
    void widens(String old, String current, boolean widens) {
        assertThat(AccumulatedColumn.parse(current).orElseThrow()
                .widens(AccumulatedColumn.parse(old).orElseThrow())).isEqualTo(widens);
    }

    private static Object roundTrip(AccumulatedColumn column, Object value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(32);
        column.write(value, out);
        DataInputDeserializer in = new DataInputDeserializer(out.getCopyOfBuffer());
        Object read = column.read(in);
        assertThat(in.available()).isZero();
        return read;
    }
}
