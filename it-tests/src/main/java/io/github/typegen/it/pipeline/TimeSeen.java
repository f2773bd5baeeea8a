package io.github.typegen.it.pipeline;

import io.github.typegen.annotations.FlinkType;

/**
 * What a {@code @Stage.Process} stage (or its timer method) saw of event time, as {@link EventTimePipelines}
 * record it.
 *
 * @param sensor the key
 * @param event {@code "element"} for a reading, {@code "timer"} for a timer that fired
 * @param time the reading's own time field, or the timer's time as the timer method's {@code long} parameter
 * @param timestamp what the stage's {@code EventTime} parameter held: the element's or the timer's timestamp
 * @param watermark what the stage's {@code TimerService} said the current watermark was
 */
@FlinkType
public record TimeSeen(String sensor, String event, long time, Long timestamp, long watermark) {}
