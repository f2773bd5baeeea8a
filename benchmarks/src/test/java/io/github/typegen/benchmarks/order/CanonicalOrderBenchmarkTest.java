package io.github.typegen.benchmarks.order;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.TreeSet;

import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

/**
 * Checks that {@link CanonicalOrderBenchmark} compares like with like: the iteration-order writer writes what the
 * generated serializer reads back as an equal value, in as many bytes, and the samples are not already in
 * canonical order (or there would be nothing to sort).
 */
class CanonicalOrderBenchmarkTest {

    @Test
    void bothWritersOfLabelsWriteTheSameValueInTheSameNumberOfBytes() throws IOException {
        Labels labels = CanonicalOrderBenchmark.labels();
        LabelsSerializer serializer = new LabelsSerializer();
        DataOutputSerializer canonical = new DataOutputSerializer(256);
        serializer.serialize(labels, canonical);
        DataOutputSerializer iterationOrder = new DataOutputSerializer(256);
        IterationOrder.write(labels, iterationOrder);

        assertThat(labels.tags()).hasSize(CanonicalOrderBenchmark.ENTRIES);
        assertThat(labels.counters()).hasSize(CanonicalOrderBenchmark.ENTRIES);
        assertThat(new ArrayList<>(labels.tags())).isNotEqualTo(new ArrayList<>(new TreeSet<>(labels.tags())));
        assertThat(iterationOrder.length()).isEqualTo(canonical.length());
        assertThat(serializer.deserialize(new DataInputDeserializer(iterationOrder.getCopyOfBuffer())))
                .isEqualTo(labels);
        assertThat(serializer.deserialize(new DataInputDeserializer(canonical.getCopyOfBuffer()))).isEqualTo(labels);
        assertThat(canonical.getCopyOfBuffer()).isNotEqualTo(iterationOrder.getCopyOfBuffer());
    }

    @Test
    void bothWritersOfSlotsWriteTheSameValueInTheSameNumberOfBytes() throws IOException {
        Slots slots = CanonicalOrderBenchmark.slots();
        SlotsSerializer serializer = new SlotsSerializer();
        DataOutputSerializer canonical = new DataOutputSerializer(256);
        serializer.serialize(slots, canonical);
        DataOutputSerializer iterationOrder = new DataOutputSerializer(256);
        IterationOrder.write(slots, iterationOrder);

        assertThat(slots.slots()).hasSize(CanonicalOrderBenchmark.ENTRIES);
        assertThat(slots.usage()).hasSize(CanonicalOrderBenchmark.ENTRIES);
        assertThat(iterationOrder.length()).isEqualTo(canonical.length());
        assertThat(serializer.deserialize(new DataInputDeserializer(iterationOrder.getCopyOfBuffer())))
                .isEqualTo(slots);
        assertThat(serializer.deserialize(new DataInputDeserializer(canonical.getCopyOfBuffer()))).isEqualTo(slots);
        assertThat(canonical.getCopyOfBuffer()).isNotEqualTo(iterationOrder.getCopyOfBuffer());
    }
}
