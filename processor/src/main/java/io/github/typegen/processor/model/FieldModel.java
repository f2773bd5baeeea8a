package io.github.typegen.processor.model;

import javax.lang.model.element.Element;

/**
 * One serialized field.
 *
 * @param name the Java field (or record component) name
 * @param type what is serialized
 * @param getter the method that reads it, or null to read the field directly
 * @param setter the method that writes it (mutable POJOs), or null to assign the field directly
 * @param element where errors about the field are reported
 */
public record FieldModel(String name, TypeNode type, String getter, String setter, Element element) {

    /** Whether a value may be null: every reference type is nullable. */
    public boolean nullable() {
        return !(type instanceof TypeNode.Primitive);
    }
}
