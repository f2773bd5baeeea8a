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
 * @param states for {@code @Stage.Process}, its state parameters in order; empty otherwise
 * @param query for {@code @Stage.Sql}, the query; null otherwise
 */
public record StageModel(ExecutableElement method, StageKind kind, TypeName output, List<StateModel> states,
        String query) {

    public String name() {
        return method.getSimpleName().toString();
    }
}
