package io.github.typegen.runtime.sql;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The accumulators of a fused window aggregation's slices that rows changed since they were last written to state,
 * by key and slice end, each with the event-time timer its rows need: Flink's window buffer
 * ({@code RecordsWindowBuffer}), which combines a key's rows on the heap and writes its state once a slice, not once
 * a row. {@link WindowAggregateOperator} writes the buffer to state when it is full, before a watermark that could
 * fire one of its timers, and before a checkpoint.
 *
 * <p>A key's slices are a short chain (one for a tumbling window, a few for a hopping or cumulating one while a
 * watermark lags), looked up without allocating.
 *
 * @param <K> the group key
 * @param <A> the accumulator of a slice
 */
public final class SliceBuffer<K, A> {

    /** The slices a buffer holds before it is written to state: Flink's window buffer holds 100,000 rows. */
    public static final int CAPACITY = 10_000;

    private final Map<K, Slice<A>> keys = new LinkedHashMap<>();

    private int size;

    private long earliestTimer = Long.MAX_VALUE;

    /** One slice of a key: its end, its accumulator, its timer, and the key's next buffered slice. */
    private record Slice<A>(long end, A accumulator, long timer, Slice<A> next) {}

    /** What writing the buffer does with each key and each of its slices. */
    public interface Writer<K, A> {

        /** The slices that follow are {@code key}'s. */
        void key(K key) throws Exception;

        /** The accumulator of the slice ending at {@code sliceEnd}, and the timer its rows need. */
        void slice(long sliceEnd, A accumulator, long timer) throws Exception;
    }

    /** The buffered accumulator of {@code key}'s slice ending at {@code sliceEnd}, or null. */
    public A get(K key, long sliceEnd) {
        for (Slice<A> slice = keys.get(key); slice != null; slice = slice.next) {
            if (slice.end == sliceEnd) {
                return slice.accumulator;
            }
        }
        return null;
    }

    /**
     * Buffers {@code accumulator} as the one of {@code key}'s slice ending at {@code sliceEnd}, which is not in the
     * buffer yet; {@code timer} is the event-time timer its rows need (each row of a slice, between two watermarks,
     * needs the same).
     */
    public void put(K key, long sliceEnd, A accumulator, long timer) {
        keys.put(key, new Slice<>(sliceEnd, accumulator, timer, keys.get(key)));
        size++;
        earliestTimer = Math.min(earliestTimer, timer);
    }

    /** Whether the buffer holds as many slices as it should before it is written. */
    public boolean isFull() {
        return size >= CAPACITY;
    }

    /**
     * Whether a watermark of {@code timestamp} could fire a timer that reads a buffered slice: a window's timer is
     * never before the timers of the slices it reads.
     */
    public boolean isDue(long timestamp) {
        return timestamp >= earliestTimer;
    }

    /** Hands every buffered key and slice to {@code writer}, in the order the keys came, then empties the buffer. */
    public void writeTo(Writer<K, A> writer) throws Exception {
        for (Map.Entry<K, Slice<A>> key : keys.entrySet()) {
            writer.key(key.getKey());
            for (Slice<A> slice = key.getValue(); slice != null; slice = slice.next) {
                writer.slice(slice.end, slice.accumulator, slice.timer);
            }
        }
        keys.clear();
        size = 0;
        earliestTimer = Long.MAX_VALUE;
    }
}
