package io.github.typegen.processor.pipeline;

import java.util.List;

import com.squareup.javapoet.TypeName;

/**
 * One state parameter of a {@code @Stage.Process} method (or of its timer method), or a {@code TimerService}
 * parameter.
 *
 * @param parameter the parameter name
 * @param type the declared parameter type, e.g. {@code ValueState<Tally>}
 * @param kind which state it is
 * @param typeInfos the type information of each type argument, in order; empty for a timer service
 */
public record StateModel(String parameter, TypeName type, Kind kind, List<TypeInfoModel> typeInfos) {

    /** The kinds of keyed state a stage can declare, and the timer service. */
    public enum Kind {
        VALUE,
        LIST,
        MAP,
        TIMER_SERVICE
    }

    public boolean isTimerService() {
        return kind == Kind.TIMER_SERVICE;
    }
}
