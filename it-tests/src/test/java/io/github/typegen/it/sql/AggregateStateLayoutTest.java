package io.github.typegen.it.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;

import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.sql.AggregateStateSnapshot;

/**
 * The layout a fused aggregation's state snapshot records: the query's columns. A savepoint's snapshot is read by
 * Flink into the current class of the same name, the rebuilt query's: rebuilt unchanged, it restores the current
 * serializer as is; rebuilt with {@code total} summed as {@code INT} instead of {@code BIGINT} ({@link
 * FusedAggregates.SpendSummaryChanged}, whose snapshot stands for the rebuilt class here), the restore fails
 * naming the column, while the group key, unchanged, still restores; the other way round, summed as {@code INT}
 * first and as {@code BIGINT} after, the accumulators restore with the stored values widened.
 */
class AggregateStateLayoutTest {

    @Test
    void theSameQueryRestoresItsState() throws IOException {
        var accumulator = new FusedAggregates_SpendSummaryFused.SummaryAccumulatorSerializerSnapshot();
        var restored = roundTrip(accumulator);
        assertThat(restored).isInstanceOf(FusedAggregates_SpendSummaryFused.SummaryAccumulatorSerializerSnapshot.class);
        assertThat(restored.restoreSerializer())
                .isSameAs(FusedAggregates_SpendSummaryFused.SummaryAccumulatorSerializer.INSTANCE);
        assertThat(accumulator.resolveSchemaCompatibility(restored).isCompatibleAsIs()).isTrue();
        assertThat(((AggregateStateSnapshot<?>) restored).columns()).extracting(AggregateStateSnapshot.Column::name)
                .containsExactly("total", "rows", "lowest", "highest", "average", "credits", "amounts");
        assertThat(((AggregateStateSnapshot<?>) restored).columns().get(0).held()).isEqualTo("SUM BIGINT NOT NULL");

        var key = new FusedAggregates_SpendSummaryFused.SummaryKeySerializerSnapshot();
        var restoredKey = roundTrip(key);
        assertThat(restoredKey.restoreSerializer())
                .isSameAs(FusedAggregates_SpendSummaryFused.SummaryKeySerializer.INSTANCE);
        assertThat(key.resolveSchemaCompatibility(restoredKey).isCompatibleAsIs()).isTrue();
        assertThat(key.columns()).extracting(AggregateStateSnapshot.Column::name).containsExactly("accountId", "logTs");
    }

    @Test
    void aChangedAggregateColumnFailsTheRestoreNamingIt() throws IOException {
        var rebuilt = new FusedAggregates_SpendSummaryChangedFused.SummaryAccumulatorSerializerSnapshot();
        var fromSavepoint = new FusedAggregates_SpendSummaryChangedFused.SummaryAccumulatorSerializerSnapshot();
        readInto(fromSavepoint, new FusedAggregates_SpendSummaryFused.SummaryAccumulatorSerializerSnapshot());

        assertThatThrownBy(fromSavepoint::restoreSerializer)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("The state of the accumulator of query stage 'summary' was written for a query"
                        + " with other columns")
                .hasMessageContaining("column 'total' changed from SUM BIGINT NOT NULL to SUM INT NOT NULL")
                .hasMessageNotContaining("'rows'");
        assertThat(rebuilt.resolveSchemaCompatibility(fromSavepoint).isIncompatible()).isTrue();

        // the group key did not change
        var keyFromSavepoint = new FusedAggregates_SpendSummaryChangedFused.SummaryKeySerializerSnapshot();
        readInto(keyFromSavepoint, new FusedAggregates_SpendSummaryFused.SummaryKeySerializerSnapshot());
        assertThat(keyFromSavepoint.restoreSerializer())
                .isSameAs(FusedAggregates_SpendSummaryChangedFused.SummaryKeySerializer.INSTANCE);
    }

    @Test
    void aSumWidenedFromIntToBigintRestoresTheStoredValues() throws IOException {
        // SpendSummaryChanged sums the amounts as INT: SpendSummary, which sums them as BIGINT, reads its state
        var fromSavepoint = new FusedAggregates_SpendSummaryFused.SummaryAccumulatorSerializerSnapshot();
        readInto(fromSavepoint, new FusedAggregates_SpendSummaryChangedFused.SummaryAccumulatorSerializerSnapshot());
        var stored = new FusedAggregates_SpendSummaryChangedFused.SummaryAccumulator();
        stored.sum0 = Integer.MIN_VALUE;
        stored.sum0IsSet = true;
        stored.count1 = 4;
        stored.min2 = -7;
        stored.min2IsSet = true;
        stored.max3 = 9;
        stored.max3IsSet = true;
        stored.avg4Sum = 11;
        stored.avg4Count = 4;
        stored.count5 = 2;
        stored.count6 = 3;
        DataOutputSerializer bytes = new DataOutputSerializer(64);
        FusedAggregates_SpendSummaryChangedFused.SummaryAccumulatorSerializer.INSTANCE.serialize(stored, bytes);

        var restored = fromSavepoint.restoreSerializer().deserialize(new DataInputDeserializer(bytes.getCopyOfBuffer()));
        assertThat(restored).isInstanceOf(FusedAggregates_SpendSummaryFused.SummaryAccumulator.class);
        assertThat(restored.sum0).isEqualTo((long) Integer.MIN_VALUE);
        assertThat(restored.sum0IsSet).isTrue();
        assertThat(List.of(restored.count1, restored.min2, restored.max3, restored.avg4Sum, restored.avg4Count,
                restored.count5, restored.count6)).containsExactly(4L, -7L, 9L, 11L, 4L, 2L, 3L);
        assertThat(List.of(restored.min2IsSet, restored.max3IsSet)).containsExactly(true, true);

        // a sum without a value stays without one
        stored.sum0 = 0;
        stored.sum0IsSet = false;
        bytes.clear();
        FusedAggregates_SpendSummaryChangedFused.SummaryAccumulatorSerializer.INSTANCE.serialize(stored, bytes);
        assertThat(fromSavepoint.restoreSerializer().deserialize(new DataInputDeserializer(bytes.getCopyOfBuffer()))
                .sum0IsSet).isFalse();
    }

    /** Written as a savepoint stores it (the class's name, the version, the snapshot), and read back. */
    private static <T> TypeSerializerSnapshot<T> roundTrip(TypeSerializerSnapshot<T> snapshot) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, snapshot);
        return TypeSerializerSnapshot.readVersionedSnapshot(new DataInputDeserializer(out.getCopyOfBuffer()),
                AggregateStateLayoutTest.class.getClassLoader());
    }

    /** Reads what {@code written} writes into {@code target}, as Flink reads a stored snapshot into a new class. */
    private static void readInto(TypeSerializerSnapshot<?> target, TypeSerializerSnapshot<?> written)
            throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(256);
        written.writeSnapshot(out);
        target.readSnapshot(written.getCurrentVersion(), new DataInputDeserializer(out.getCopyOfBuffer()),
                AggregateStateLayoutTest.class.getClassLoader());
    }
}
