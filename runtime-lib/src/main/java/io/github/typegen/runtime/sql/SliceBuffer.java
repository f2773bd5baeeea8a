package io.github.typegen.runtime.sql;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The accumulators of a fused window aggregation's slices that rows changed since they were last written to state,
 * by key and slice end, each with the event-time timer its rows need: Flink's window buffer
 * ({@code RecordsWindowBuffer}), which combines a key's rows on the heap and writes its state once a slice, not once
 * a row. {@link WindowAggregateOperator} writes the buffer to state when it is full, before a watermark that could
 * fire one of its timers, and before a checkpoint.
 *
 * <p>A key's slices are in arrays in the order they came, with the latest slice end: rows in order of time find
 * their slice last, and a row of a new, later slice finds it absent at once, whatever the number of slices a lagging
 * watermark leaves in the buffer; only an older slice's row looks further back.
 *
 * @param <K> the group key
 * @param <A> the accumulator of a slice
 */
public final class SliceBuffer<K, A> {

    /** The slices a buffer holds before it is written to state: Flink's window buffer holds 100,000 rows. */
    public static final int CAPACITY = 10_000;

    private final Map<K, Slices<A>> keys = new LinkedHashMap<>();

    private int size;

    private long earliestTimer = Long.MAX_VALUE;

    /** The buffered slices of a key: their ends, accumulators and timers, in the order they came. */
    private static final class Slices<A> {
        long[] ends = new long[4];
        long[] timers = new long[4];
        Object[] accumulators = new Object[4];
        int size;
        long latest = Long.MIN_VALUE;

        void add(long end, A accumulator, long timer) {
            if (size == ends.length) {
                ends = Arrays.copyOf(ends, size * 2);
                timers = Arrays.copyOf(timers, size * 2);
                accumulators = Arrays.copyOf(accumulators, size * 2);
            }
            ends[size] = end;
            timers[size] = timer;
            accumulators[size] = accumulator;
            size++;
            latest = Math.max(latest, end);
        }
    }

    /** What writing the buffer does with each key and each of its slices. */
    public interface Writer<K, A> {

        /** The slices that follow are {@code key}'s. */
        void key(K key) throws Exception;

        /** The accumulator of the slice ending at {@code sliceEnd}, and the timer its rows need. */
        void slice(long sliceEnd, A accumulator, long timer) throws Exception;
    }

    /** The buffered accumulator of {@code key}'s slice ending at {@code sliceEnd}, or null. */
    @SuppressWarnings("unchecked") // each accumulator was put as an A
    public A get(K key, long sliceEnd) {
        Slices<A> slices = keys.get(key);
        if (slices == null || sliceEnd > slices.latest) {
            return null;
        }
        for (int i = slices.size - 1; i >= 0; i--) {
            if (slices.ends[i] == sliceEnd) {
                return (A) slices.accumulators[i];
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
        keys.computeIfAbsent(key, k -> new Slices<>()).add(sliceEnd, accumulator, timer);
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

    /** Hands every buffered key and slice to {@code writer}, in the order they came, then empties the buffer. */
    @SuppressWarnings("unchecked") // each accumulator was put as an A
    public void writeTo(Writer<K, A> writer) throws Exception {
        for (Map.Entry<K, Slices<A>> key : keys.entrySet()) {
            writer.key(key.getKey());
            Slices<A> slices = key.getValue();
            for (int i = 0; i < slices.size; i++) {
                writer.slice(slices.ends[i], (A) slices.accumulators[i], slices.timers[i]);
            }
        }
        keys.clear();
        size = 0;
        earliestTimer = Long.MAX_VALUE;
    }
}
