package io.github.typegen.processor.pipeline;

import java.util.List;

import com.squareup.javapoet.TypeName;

/**
 * One state parameter of a {@code @Stage.Process} method (or of its timer method), or a parameter given from the
 * keyed context: a {@code TimerService} or an {@code EventTime}.
 *
 * @param parameter the parameter name
 * @param type the declared parameter type, e.g. {@code ValueState<Tally>}
 * @param kind which state it is
 * @param typeInfos the type information of each type argument, in order; empty for a timer service and an
 *     event time
 */
public record StateModel(String parameter, TypeName type, Kind kind, List<TypeInfoModel> typeInfos) {

    /** The kinds of keyed state a stage can declare, and what the keyed context gives it. */
    public enum Kind {
        VALUE,
        LIST,
        MAP,
        /** Flink's {@code TimerService} of the current key: its timers, the watermark, the processing time. */
        TIMER_SERVICE,
        /** {@code EventTime}: the timestamp of the element processed, or of the timer that fires. */
        EVENT_TIME
    }

    /** Whether the parameter is given from the keyed context, not registered as state. */
    public boolean isContext() {
        return kind == Kind.TIMER_SERVICE || kind == Kind.EVENT_TIME;
    }
}
