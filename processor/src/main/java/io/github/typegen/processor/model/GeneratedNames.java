package io.github.typegen.processor.model;

import javax.lang.model.element.TypeElement;

import com.squareup.javapoet.ClassName;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;

/**
 * A {@code @FlinkType} class and the names of the classes generated for it, by the rule of {@link
 * GeneratedClass}: in its package, the prefix its {@code @FlinkType(prefix = ...)} chooses, else its simple
 * names joined by {@code _}, then each kind's suffix.
 *
 * @param type the annotated class
 * @param chosenPrefix the prefix chosen by {@code @FlinkType(prefix = ...)}; empty when none is
 */
public record GeneratedNames(ClassName type, String chosenPrefix) {

    /** The names for {@code element}, reading its {@code @FlinkType(prefix)}. */
    public static GeneratedNames of(TypeElement element) {
        FlinkType annotation = element.getAnnotation(FlinkType.class);
        return new GeneratedNames(ClassName.get(element), annotation == null ? "" : annotation.prefix());
    }

    /** The prefix of the generated names: {@code Foo}, {@code Outer_Foo}, or the chosen one. */
    public String prefix() {
        return GeneratedClass.prefix(type.simpleNames(), chosenPrefix);
    }

    /** The class of kind {@code kind} generated for the type: {@code FooSerializer}, {@code Outer_FooTypeInfo}. */
    public ClassName get(GeneratedClass kind) {
        return ClassName.get(type.packageName(), kind.simpleName(type.simpleNames(), chosenPrefix));
    }
}
