package io.github.typegen.benchmarks.order;

import java.io.IOException;
import java.util.Map;

import org.apache.flink.core.memory.DataOutputView;

import io.github.typegen.runtime.serialization.Codecs;
import io.github.typegen.runtime.serialization.WireEncoding;

/**
 * The write methods generated for {@link Labels} and {@link Slots} before sets and maps were written in a
 * canonical order: the same bytes for each element, in iteration order. The baseline of {@link
 * CanonicalOrderBenchmark}.
 */
final class IterationOrder {

    private static final int NULL_ID = 1;
    private static final int NULL_SET = 1 << 1;
    private static final int NULL_MAP = 1 << 2;

    private IterationOrder() {}

    static void write(Labels value, DataOutputView target) throws IOException {
        target.writeByte((value.id() == null ? NULL_ID : 0) | (value.tags() == null ? NULL_SET : 0)
                | (value.counters() == null ? NULL_MAP : 0));
        if (value.id() != null) {
            Codecs.writeString(target, value.id(), WireEncoding.VAR_INTS);
        }
        if (value.tags() != null) {
            Codecs.writeLength(target, value.tags().size());
            for (String tag : value.tags()) {
                Codecs.writeString(target, tag, WireEncoding.VAR_INTS);
            }
        }
        if (value.counters() != null) {
            Codecs.writeLength(target, value.counters().size());
            for (Map.Entry<String, Long> entry : value.counters().entrySet()) {
                Codecs.writeString(target, entry.getKey(), WireEncoding.VAR_INTS);
                writeLong(target, entry.getValue());
            }
        }
    }

    static void write(Slots value, DataOutputView target) throws IOException {
        target.writeByte((value.id() == null ? NULL_ID : 0) | (value.slots() == null ? NULL_SET : 0)
                | (value.usage() == null ? NULL_MAP : 0));
        if (value.id() != null) {
            Codecs.writeString(target, value.id(), WireEncoding.VAR_INTS);
        }
        if (value.slots() != null) {
            Codecs.writeLength(target, value.slots().size());
            for (Slots.Slot slot : value.slots()) {
                writeSlot(target, slot);
            }
        }
        if (value.usage() != null) {
            Codecs.writeLength(target, value.usage().size());
            for (Map.Entry<Slots.Slot, Long> entry : value.usage().entrySet()) {
                writeSlot(target, entry.getKey());
                writeLong(target, entry.getValue());
            }
        }
    }

    /** A {@code Slot} as an element: a presence flag, then the slot as {@code Slots_SlotSerializer} writes it. */
    private static void writeSlot(DataOutputView target, Slots.Slot slot) throws IOException {
        if (slot == null) {
            target.writeBoolean(false);
            return;
        }
        target.writeBoolean(true);
        Slots_SlotSerializer.write(slot, target, WireEncoding.VAR_INTS);
    }

    /** A {@code Long} as an element: a presence flag, then the long. */
    private static void writeLong(DataOutputView target, Long value) throws IOException {
        if (value == null) {
            target.writeBoolean(false);
            return;
        }
        target.writeBoolean(true);
        target.writeLong(value);
    }
}
