package io.github.typegen.runtime.pipeline;

/**
 * The timestamp Flink carries with the element a {@code @Stage.Process} stage is processing, as {@code
 * KeyedProcessFunction.Context.timestamp()} gives it: declare a parameter of this type between the value and
 * the collector (beside the states and a {@code TimerService}) and the generated operator passes it for each
 * element. In the stage's timer method it is the time of the timer that fires, as {@code
 * OnTimerContext.timestamp()} gives it.
 *
 * <p>The timestamp is the element's event time when the source or a {@code WatermarkStrategy} assigned one, and
 * null when the element carries none. As in Flink's own {@code Context}, a {@code Source} that assigns no timestamp,
 * read with no timestamp assigner, gives its records {@code TimestampAssigner.NO_TIMESTAMP} ({@code
 * Long.MIN_VALUE}), which is a timestamp, not null. The current watermark is the {@code TimerService}'s: {@code
 * timers.currentWatermark()}.
 *
 * <p>A plain value, so that a stage can be called in a unit test with {@code new EventTime(42L)}.
 *
 * @param timestamp the element's timestamp in milliseconds since the epoch, or the firing timer's; null when
 *     the element has none
 */
public record EventTime(Long timestamp) {

    /** Whether the element carries a timestamp: false when {@link #timestamp()} is null. */
    public boolean hasTimestamp() {
        return timestamp != null;
    }
}
