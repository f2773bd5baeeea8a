package io.github.typegen.processor.model;

import java.util.List;

import javax.lang.model.element.Element;

import io.github.typegen.annotations.FormerName;

/**
 * One serialized field.
 *
 * @param name the Java field (or record component) name
 * @param type what is serialized
 * @param getter the method that reads it, or null to read the field directly
 * @param setter the method that writes it (mutable POJOs), or null to assign the field directly
 * @param formerNames the names declared by {@code @FormerName}, most recent first; empty when there is none
 * @param element where errors about the field are reported
 */
public record FieldModel(
        String name, TypeNode type, String getter, String setter, List<String> formerNames, Element element) {

    public FieldModel {
        formerNames = List.copyOf(formerNames);
    }

    /** The names {@code @FormerName} declares on {@code element}, most recent first. */
    static List<String> formerNamesOf(Element element) {
        FormerName formerName = element.getAnnotation(FormerName.class);
        return formerName == null ? List.of() : List.of(formerName.value());
    }

    /** Whether a value may be null: every kind but primitives has a bit in the null mask. */
    public boolean nullable() {
        return type.nodeKind().nullable();
    }

    /** This field, read and written through the given accessors. */
    FieldModel withAccessors(String getter, String setter, Element element) {
        return new FieldModel(name, type, getter, setter, formerNames, element);
    }
}
