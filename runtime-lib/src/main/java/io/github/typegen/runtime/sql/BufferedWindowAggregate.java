package io.github.typegen.runtime.sql;

/**
 * A fused window aggregation's keyed function whose rows accumulate in a {@link SliceBuffer}, which {@link
 * WindowAggregateOperator} writes to the function's state.
 *
 * @param <K> the group key
 * @param <A> the accumulator of a slice
 */
public interface BufferedWindowAggregate<K, A> {

    /** The buffer the function's rows accumulate in; created when the function opens. */
    SliceBuffer<K, A> buffer();

    /** Writes the accumulator of the current key's slice ending at {@code sliceEnd} to the function's state. */
    void store(long sliceEnd, A accumulator) throws Exception;
}
