package io.github.typegen.processor.pipeline;

import java.util.List;

import javax.lang.model.element.ExecutableElement;

import com.squareup.javapoet.TypeName;

/**
 * One stage method of a {@code @Pipeline} class, checked.
 *
 * @param method the annotated method
 * @param kind what it does
 * @param output what it hands to the next stage: the mapped value, the collected or iterated element, the
 *     key of a {@code KeyBy}; for a filter, its input type (possibly primitive)
 * @param states for {@code @Stage.Process}, its parameters between the value and the collector, in order:
 *     states and timer services; empty otherwise
 * @param query for {@code @Stage.Sql}, the query; null otherwise
 * @param timer for {@code @Stage.Process(onTimer = ...)}, the timer method; null otherwise
 * @param timerArguments the timer method's parameters between the timestamp and the collector: the stage's
 *     own states, by name, and timer services
 */
public record StageModel(ExecutableElement method, StageKind kind, TypeName output, List<StateModel> states,
        String query, ExecutableElement timer, List<StateModel> timerArguments) {

    public StageModel(ExecutableElement method, StageKind kind, TypeName output, List<StateModel> states,
            String query) {
        this(method, kind, output, states, query, null, List.of());
    }

    public String name() {
        return method.getSimpleName().toString();
    }
}
