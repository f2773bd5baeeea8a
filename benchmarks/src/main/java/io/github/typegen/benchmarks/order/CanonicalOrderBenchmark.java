package io.github.typegen.benchmarks.order;

import java.io.IOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.concurrent.TimeUnit;

import org.apache.flink.core.memory.DataOutputSerializer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of writing hash sets and maps in a canonical order: a value with a {@code HashSet} of 8 elements and
 * a {@code HashMap} of 8 entries, written by the generated serializer (canonical order) and by the code generated
 * before (iteration order, {@link IterationOrder}), in average nanoseconds per value. {@link Labels} holds
 * strings, put in their natural order; {@link Slots} holds records, put in the order of their bytes.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(3)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@State(Scope.Thread)
public class CanonicalOrderBenchmark {

    static final int ENTRIES = 8;

    private final Labels labels = labels();
    private final Slots slots = slots();
    private final LabelsSerializer labelsSerializer = new LabelsSerializer();
    private final SlotsSerializer slotsSerializer = new SlotsSerializer();
    private final DataOutputSerializer out = new DataOutputSerializer(1024);

    static Labels labels() {
        HashSet<String> tags = new HashSet<>();
        HashMap<String, Long> counters = new HashMap<>();
        for (int i = 0; i < ENTRIES; i++) {
            tags.add("tag-" + (i * 7919 % 1000));
            counters.put("counter-" + (i * 104729 % 1000), i * 1_000_003L);
        }
        return new Labels("labels-42", tags, counters);
    }

    static Slots slots() {
        HashSet<Slots.Slot> slotSet = new HashSet<>();
        HashMap<Slots.Slot, Long> usage = new HashMap<>();
        for (int i = 0; i < ENTRIES; i++) {
            slotSet.add(new Slots.Slot("slot-" + (i * 7919 % 1000), i * 31));
            usage.put(new Slots.Slot("use-" + (i * 104729 % 1000), i), i * 1_000_003L);
        }
        return new Slots("slots-42", slotSet, usage);
    }

    @Benchmark
    public int labelsCanonicalOrder() throws IOException {
        out.clear();
        labelsSerializer.serialize(labels, out);
        return out.length();
    }

    @Benchmark
    public int labelsIterationOrder() throws IOException {
        out.clear();
        IterationOrder.write(labels, out);
        return out.length();
    }

    @Benchmark
    public int slotsCanonicalOrder() throws IOException {
        out.clear();
        slotsSerializer.serialize(slots, out);
        return out.length();
    }

    @Benchmark
    public int slotsIterationOrder() throws IOException {
        out.clear();
        IterationOrder.write(slots, out);
        return out.length();
    }
}
