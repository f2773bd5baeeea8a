package io.github.typegen.processor.model;

import java.util.List;

import javax.lang.model.element.TypeElement;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;

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
 * @param typeParameters the type parameters of a generic class, with their bounds; empty otherwise
 * @param nestedSerializers the serializers the generated serializer holds: one per type parameter, then one per
 *     generic {@code @FlinkType} the fields use; empty for most classes, whose serializers hold none
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
        boolean keyType,
        List<TypeVariableName> typeParameters,
        List<NestedSerializer> nestedSerializers) {

    public TypeModel {
        typeParameters = List.copyOf(typeParameters);
        nestedSerializers = List.copyOf(nestedSerializers);
    }

    /** Whether the generated serializer holds serializers, so that enclosing types must hold an instance of it. */
    public boolean holdsSerializers() {
        return !nestedSerializers.isEmpty();
    }

    /** The type as generated code declares values of it: {@code Order}, or {@code Envelope<T>}. */
    public TypeName typeName() {
        return parameterized(type);
    }

    /**
     * {@code name} with this class's type variables as its type arguments: {@code EnvelopeSerializer<T>}; just
     * {@code name} for a class without type parameters.
     */
    public TypeName parameterized(ClassName name) {
        if (typeParameters.isEmpty()) {
            return name;
        }
        TypeName[] variables = typeParameters.stream().map(v -> TypeVariableName.get(v.name)).toArray(TypeName[]::new);
        return ParameterizedTypeName.get(name, variables);
    }

    /** The class of kind {@code kind} generated for this type: {@code FooSerializer}, {@code Outer_FooTypeInfo}. */
    public ClassName generated(GeneratedClass kind) {
        return names.get(kind);
    }
}
