package io.github.typegen.processor.model;

import java.util.List;

import javax.lang.model.element.TypeElement;

import com.squareup.javapoet.ClassName;

import io.github.typegen.format.GeneratedClass;
import io.github.typegen.format.Shape;

/**
 * Everything the emitters need to know about one {@code @FlinkType}, extracted once.
 *
 * @param element the annotated class
 * @param type its name
 * @param names the classes generated for it
 * @param shape how instances are taken apart and built
 * @param fields the serialized fields, in declaration order (superclass fields first)
 * @param constructorArguments for records and immutable classes, the fields in constructor order
 * @param subtypes for sealed types, the permitted subtypes in declaration order (their tags), with their
 *     generated classes
 * @param immutable whether every reachable value is immutable, so that copies may share instances
 * @param exactClass whether subclasses are possible and must be rejected at run time
 * @param keyType whether the class defines equals and hashCode, so values can be keys
 */
public record TypeModel(
        TypeElement element,
        ClassName type,
        GeneratedNames names,
        Shape shape,
        List<FieldModel> fields,
        List<FieldModel> constructorArguments,
        List<GeneratedNames> subtypes,
        boolean immutable,
        boolean exactClass,
        boolean keyType) {

    /** The class of kind {@code kind} generated for this type: {@code FooSerializer}, {@code Outer_FooTypeInfo}. */
    public ClassName generated(GeneratedClass kind) {
        return names.get(kind);
    }
}
