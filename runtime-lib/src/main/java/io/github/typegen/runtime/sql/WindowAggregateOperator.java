package io.github.typegen.runtime.sql;

import org.apache.flink.runtime.state.VoidNamespaceSerializer;
import org.apache.flink.streaming.api.SimpleTimerService;
import org.apache.flink.streaming.api.TimerService;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.operators.KeyedProcessOperator;
import org.apache.flink.streaming.api.watermark.Watermark;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;

/**
 * The operator of a fused window aggregation: Flink's keyed process operator around the generated function, which
 * also writes the function's {@link SliceBuffer} to its state, as Flink's window operator flushes its window buffer
 * ({@code WindowAggOperator}): when the buffer is full, before a watermark that could fire a buffered slice's timer,
 * and before a checkpoint's barrier, so that a snapshot holds every row. Each buffered slice costs its state one read
 * (when its first row arrives) and one write, and registers its timer once, instead of a read, a write and a timer
 * for each row.
 *
 * <p>Its state is the keyed process operator's: the function's states and the timers under the name
 * {@code "user-timers"}, so savepoints taken before the buffer existed restore into it.
 *
 * @param <K> the group key
 * @param <I> the input
 * @param <O> the output
 * @param <A> the accumulator of a slice
 */
public final class WindowAggregateOperator<K, I, O, A> extends KeyedProcessOperator<K, I, O> {

    private static final long serialVersionUID = 1L;

    private final BufferedWindowAggregate<K, A> aggregate;

    private transient SliceBuffer<K, A> buffer;

    private transient SliceBuffer.Writer<K, A> toState;

    /** The operator of {@code function}. */
    public <F extends KeyedProcessFunction<K, I, O> & BufferedWindowAggregate<K, A>> WindowAggregateOperator(
            F function) {
        super(function);
        this.aggregate = function;
    }

    @Override
    public void open() throws Exception {
        super.open();
        buffer = aggregate.buffer();
        // the keyed process operator's timer service: the same name, so the same timers
        TimerService timers = new SimpleTimerService(getInternalTimerService("user-timers",
                VoidNamespaceSerializer.INSTANCE, this));
        toState = new SliceBuffer.Writer<>() {
            @Override
            public void key(K key) {
                setCurrentKey(key);
            }

            @Override
            public void slice(long sliceEnd, A accumulator, long timer) throws Exception {
                aggregate.store(sliceEnd, accumulator);
                timers.registerEventTimeTimer(timer);
            }
        };
    }

    @Override
    public void processElement(StreamRecord<I> element) throws Exception {
        super.processElement(element);
        if (buffer.isFull()) {
            buffer.writeTo(toState);
        }
    }

    @Override
    public void processWatermark(Watermark mark) throws Exception {
        if (buffer.isDue(mark.getTimestamp())) {
            buffer.writeTo(toState);
        }
        super.processWatermark(mark);
    }

    @Override
    public void prepareSnapshotPreBarrier(long checkpointId) throws Exception {
        buffer.writeTo(toState);
        super.prepareSnapshotPreBarrier(checkpointId);
    }

    @Override
    public void finish() throws Exception {
        buffer.writeTo(toState);
        super.finish();
    }
}
