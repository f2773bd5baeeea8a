package io.github.typegen.runtime.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.base.BigDecSerializer;
import org.apache.flink.api.common.typeutils.base.ListSerializer;
import org.apache.flink.api.common.typeutils.base.LongSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.sql.AggregateStateSnapshot.Column;

/**
 * What a fused aggregation's state snapshot decides when a savepoint's columns differ from the current query's:
 * added aggregate columns, moved ones and widened types are read into the current layout (an added column from
 * its empty value, a widened one converted); every other change is refused naming the column. The accumulator
 * here is a list of the column values {@link AccumulatedColumn#read} gives, which the migration takes as they are:
 * what the generated accumulator makes of them is tested with the generated classes.
 */
class AggregateStateSnapshotTest {

    private static final TypeSerializer<List<Long>> CURRENT = new ListSerializer<>(LongSerializer.INSTANCE);

    /** An accumulator snapshot of {@code columns}, each {@code name|held|definition}. */
    private static final class Accumulator extends AggregateStateSnapshot<List<Long>> {
        final String[] spec;

        Accumulator(String... columns) {
            super("the accumulator of query stage 'summary'", layout(columns), () -> CURRENT,
                    Accumulator::migrate);
            this.spec = columns;
        }

        static List<Long> migrate(Object[] values) {
            // each value's text, as a long when it is one: enough to see which stored value went where
            List<Long> result = new ArrayList<>();
            for (Object value : values) {
                result.add(value == null ? null : value instanceof Number[] average
                        ? average[0].longValue() * 1000 + average[1].longValue()
                        : value instanceof BigDecimal decimal ? decimal.unscaledValue().longValue()
                        : ((Number) value).longValue());
            }
            return result;
        }
    }

    /** A group key snapshot of {@code columns}. */
    private static final class Key extends AggregateStateSnapshot<List<Long>> {
        final String[] spec;

        Key(String... columns) {
            super("the group key of query stage 'summary'", layout(columns), () -> CURRENT);
            this.spec = columns;
        }
    }

    private static List<Column> layout(String... columns) {
        List<Column> result = new ArrayList<>();
        for (String column : columns) {
            String[] parts = column.split("\\|", -1);
            result.add(new Column(parts[0], parts[1], parts[2]));
        }
        return result;
    }

    private static final String TOTAL = "total|SUM INT NOT NULL|SUM($amount)";
    private static final String ROWS = "rows|COUNT BIGINT NOT NULL|COUNT(*)";
    private static final String AVERAGE = "average|AVG INT|AVG($amount)";
    private static final String CREDITS = "credits|COUNT BIGINT NOT NULL FILTER|COUNT(*) FILTER (WHERE >($amount, 0))";
    private static final String AMOUNTS = "amounts|COUNT DISTINCT BIGINT NOT NULL|COUNT(DISTINCT $amount INT)";
    private static final String HIGHEST = "highest|MAX DECIMAL(10, 2)|MAX($price)";

    @Test
    void theSameColumnsRestoreAsTheyAre() throws IOException {
        Accumulator current = new Accumulator(TOTAL, ROWS, AMOUNTS);
        Accumulator stored = stored(new Accumulator(TOTAL, ROWS, AMOUNTS), TOTAL, ROWS, AMOUNTS);
        assertThat(current.resolveSchemaCompatibility(stored).isCompatibleAsIs()).isTrue();
        assertThat(stored.restoreSerializer()).isSameAs(CURRENT);
    }

    @Test
    void aSnapshotOfVersionOneHasNoDefinitionsAndRestoresAsItIs() throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        out.writeInt(2);
        for (String[] column : new String[][] {{"total", "SUM INT NOT NULL"}, {"rows", "COUNT BIGINT NOT NULL"}}) {
            out.writeUTF(column[0]);
            out.writeUTF(column[1]);
        }
        Accumulator stored = new Accumulator(TOTAL, ROWS);
        stored.readSnapshot(1, new DataInputDeserializer(out.getCopyOfBuffer()), getClass().getClassLoader());
        assertThat(stored.columns()).extracting(Column::definition).containsExactly("", "");
        assertThat(new Accumulator(TOTAL, ROWS).resolveSchemaCompatibility(stored).isCompatibleAsIs()).isTrue();
        assertThat(stored.restoreSerializer()).isSameAs(CURRENT);
    }

    @Test
    void addedMovedAndWidenedColumnsAreMigrated() throws IOException {
        // total widened to BIGINT, average to BIGINT, highest to DECIMAL(12, 2) and nullable stays; rows moved
        // after average; credits added; amounts (a distinct count) stays in its place
        Accumulator current = new Accumulator("total|SUM BIGINT NOT NULL|SUM($amount)",
                "average|AVG BIGINT|AVG($amount)", ROWS, AMOUNTS, "highest|MAX DECIMAL(12, 2)|MAX($price)", CREDITS);
        Accumulator stored = stored(current, TOTAL, ROWS, AVERAGE, AMOUNTS, HIGHEST);
        assertThat(current.resolveSchemaCompatibility(stored).isCompatibleAfterMigration()).isTrue();

        DataOutputSerializer bytes = new DataOutputSerializer(64);
        bytes.writeInt(-7);          // total, an INT
        bytes.writeBoolean(true);    // ... which has a value
        bytes.writeLong(3);          // rows
        bytes.writeLong(-9);         // average's sum
        bytes.writeLong(3);          // average's count
        bytes.writeLong(2);          // amounts
        BigDecSerializer.INSTANCE.serialize(new BigDecimal("12.34"), bytes);
        TypeSerializer<List<Long>> restore = stored.restoreSerializer();
        List<Long> migrated = restore.deserialize(new DataInputDeserializer(bytes.getCopyOfBuffer()));
        assertThat(migrated).containsExactly(-7L, -9L * 1000 + 3, 3L, 2L, 1234L, null);

        // copied as the stored layout holds it
        DataOutputSerializer copy = new DataOutputSerializer(64);
        restore.copy(new DataInputDeserializer(bytes.getCopyOfBuffer()), copy);
        assertThat(copy.getCopyOfBuffer()).isEqualTo(bytes.getCopyOfBuffer());
    }

    @Test
    void aWindowsCountOfRowsMovesAfterAnAddedColumn() throws IOException {
        // a window aggregation's accumulator ends with the count of its slice's rows, recorded as COUNT(*)
        String windowRows = "window rows|COUNT(*) BIGINT NOT NULL|COUNT(*)";
        Accumulator current = new Accumulator("total|SUM BIGINT NOT NULL|SUM($amount)", CREDITS, windowRows);
        Accumulator stored = stored(current, TOTAL, windowRows);
        assertThat(current.resolveSchemaCompatibility(stored).isCompatibleAfterMigration()).isTrue();

        DataOutputSerializer bytes = new DataOutputSerializer(32);
        bytes.writeInt(41);          // total, an INT
        bytes.writeBoolean(true);    // ... which has a value
        bytes.writeLong(5);          // window rows
        assertThat(stored.restoreSerializer().deserialize(new DataInputDeserializer(bytes.getCopyOfBuffer())))
                .containsExactly(41L, null, 5L);
    }

    @Test
    void aSumWithoutAValueStaysWithoutOne() throws IOException {
        Accumulator current = new Accumulator("total|SUM BIGINT|SUM($amount)");
        Accumulator stored = stored(current, "total|SUM INT|SUM($amount)");
        DataOutputSerializer bytes = new DataOutputSerializer(8);
        bytes.writeInt(0);
        bytes.writeBoolean(false);
        assertThat(stored.restoreSerializer().deserialize(new DataInputDeserializer(bytes.getCopyOfBuffer())))
                .containsExactly((Long) null);
    }

    @Test
    void everyOtherChangeIsRefusedNamingTheColumn() throws IOException {
        refused(new String[] {TOTAL, ROWS}, new String[] {TOTAL},
                "column 'rows' (COUNT BIGINT NOT NULL: COUNT(*)) was removed, and its state would be lost");
        refused(new String[] {"total|SUM BIGINT NOT NULL|SUM($amount)"}, new String[] {TOTAL},
                "column 'total' changed from SUM BIGINT NOT NULL to SUM INT NOT NULL");
        refused(new String[] {CREDITS}, new String[] {"credits|COUNT BIGINT NOT NULL FILTER|COUNT(*) FILTER (WHERE"
                + " >($amount, 100))"}, "column 'credits' changed from COUNT(*) FILTER (WHERE >($amount, 0)) to"
                + " COUNT(*) FILTER (WHERE >($amount, 100))");
        refused(new String[] {ROWS}, new String[] {"rows|COUNT BIGINT NOT NULL FILTER|COUNT(*) FILTER (WHERE"
                + " >($amount, 0))"}, "column 'rows' changed from COUNT BIGINT NOT NULL to COUNT BIGINT NOT NULL FILTER");
        refused(new String[] {TOTAL}, new String[] {"total|MAX INT NOT NULL|MAX($amount)"},
                "column 'total' changed from SUM INT NOT NULL to MAX INT NOT NULL");
        refused(new String[] {TOTAL}, new String[] {"total|SUM INT NOT NULL|SUM($price)"},
                "column 'total' changed from SUM($amount) to SUM($price)");
        refused(new String[] {HIGHEST}, new String[] {"highest|MAX DECIMAL(12, 3)|MAX($price)"},
                "column 'highest' changed from MAX DECIMAL(10, 2) to MAX DECIMAL(12, 3)");
        refused(new String[] {"total|SUM INT|SUM($amount)"}, new String[] {TOTAL},
                "column 'total' changed from SUM INT to SUM INT NOT NULL");
        refused(new String[] {"total|SUM DOUBLE NOT NULL|SUM($amount)"},
                new String[] {"total|SUM BIGINT NOT NULL|SUM($amount)"},
                "column 'total' changed from SUM DOUBLE NOT NULL to SUM BIGINT NOT NULL");
        refused(new String[] {TOTAL, AMOUNTS}, new String[] {AMOUNTS, TOTAL},
                "column 'amounts' (COUNT DISTINCT BIGINT NOT NULL: COUNT(DISTINCT $amount INT)) moved from position"
                + " 2 to 1 among the aggregates, and its distinct values are kept by position");
        refused(new String[] {AMOUNTS}, new String[] {"amounts|COUNT DISTINCT BIGINT NOT NULL|COUNT(DISTINCT"
                + " $amount BIGINT)"}, "column 'amounts' changed from COUNT(DISTINCT $amount INT) to COUNT(DISTINCT"
                + " $amount BIGINT)");
    }

    @Test
    void aGroupKeyRestoresOnlyAsItIs() throws IOException {
        Key current = new Key("accountId|BIGINT NOT NULL|$accountId", "hour|TIMESTAMP(3)|FLOOR($ts, HOUR)");
        Key same = stored(current, "accountId|BIGINT NOT NULL|$accountId", "hour|TIMESTAMP(3)|FLOOR($ts, HOUR)");
        assertThat(current.resolveSchemaCompatibility(same).isCompatibleAsIs()).isTrue();

        Key changed = stored(current, "accountId|BIGINT NOT NULL|$accountId", "hour|TIMESTAMP(3)|FLOOR($ts, DAY)");
        assertThat(current.resolveSchemaCompatibility(changed).isIncompatible()).isTrue();
        assertThatThrownBy(changed::restoreSerializer).hasMessageContaining(
                "The state of the group key of query stage 'summary' was written for a query with other columns")
                .hasMessageContaining("column 'hour' changed from FLOOR($ts, DAY) to FLOOR($ts, HOUR)")
                .hasMessageNotContaining("'accountId'");

        Key fewer = stored(current, "accountId|BIGINT NOT NULL|$accountId");
        assertThat(current.resolveSchemaCompatibility(fewer).isIncompatible()).isTrue();
        assertThatThrownBy(fewer::restoreSerializer).hasMessageContaining(
                "column 'hour' (TIMESTAMP(3): FLOOR($ts, HOUR)) was added");
    }

    /** Refuses a savepoint of {@code old} for {@code now}, with a message holding {@code problem}. */
    private static void refused(String[] old, String[] now, String problem) throws IOException {
        Accumulator current = new Accumulator(now);
        Accumulator stored = stored(current, old);
        TypeSerializerSchemaCompatibility<List<Long>> compatibility = current.resolveSchemaCompatibility(stored);
        assertThat(compatibility.isIncompatible()).as("%s into %s", Arrays.asList(old), Arrays.asList(now)).isTrue();
        assertThatThrownBy(stored::restoreSerializer).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("The state of the accumulator of query stage 'summary' was written for a query"
                        + " with other columns, and cannot be read")
                .hasMessageContaining(problem);
    }

    /**
     * A snapshot of {@code columns} as a savepoint holds it, read into an instance of the current class (as Flink
     * reads a stored snapshot into the current class of its name).
     */
    @SuppressWarnings("unchecked")
    private static <S extends AggregateStateSnapshot<List<Long>>> S stored(S current, String... columns)
            throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(256);
        (current instanceof Key ? new Key(columns) : new Accumulator(columns)).writeSnapshot(out);
        S target = (S) (current instanceof Key key ? new Key(key.spec)
                : new Accumulator(((Accumulator) current).spec));
        target.readSnapshot(AggregateStateSnapshot.VERSION, new DataInputDeserializer(out.getCopyOfBuffer()),
                AggregateStateSnapshotTest.class.getClassLoader());
        return target;
    }
}
