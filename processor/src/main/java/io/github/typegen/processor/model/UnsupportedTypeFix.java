package io.github.typegen.processor.model;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.MapKind;

/**
 * The fix of a {@code TypegenUnsupportedType}: what to use instead of the one type Typegen found no serializer
 * for, by what kind of type it is. The collection types it lists come from the format, so the advice never
 * contradicts what is supported.
 */
final class UnsupportedTypeFix {

    private static final String HATCH = "Flink's @TypeInfo(YourTypeInfoFactory.class)";
    private static final String CONVERTER = "@Convert(YourFlinkConverter.class)";

    private static final Set<String> OBJECT_LIKE =
            Set.of("java.lang.Object", "java.io.Serializable", "java.lang.Comparable", "java.lang.Cloneable");

    private final Elements elements;
    private final Types types;

    UnsupportedTypeFix(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
    }

    /** The fix for a field of the unsupported type {@code type}. */
    String of(TypeMirror type) {
        if (type.getKind() != TypeKind.DECLARED) {
            return "Declare a supported type (docs/types.md lists them), or put " + HATCH + " on the field.";
        }
        TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
        String name = element.getQualifiedName().toString();
        if (OBJECT_LIKE.contains(name)) {
            return "Declare the type the field holds: for a closed set of types, a sealed interface annotated"
                    + " @FlinkType whose permitted subtypes are @FlinkType; for a serializer of your own, " + HATCH
                    + " on the field.";
        }
        if (isJdkCollection(type, name)) {
            return "Declare one of the collection types Typegen serializes: " + supportedCollections() + ".";
        }
        if (name.startsWith("java.") || name.startsWith("javax.")) {
            return "Typegen has no serializer for this JDK class: hold its value as a supported type (a String, a"
                    + " java.time value, ...), convert it to one with " + CONVERTER + " on the field, or put " + HATCH
                    + " on the field.";
        }
        boolean openAbstraction = element.getKind() == ElementKind.INTERFACE
                || element.getModifiers().contains(Modifier.ABSTRACT);
        if (openAbstraction) {
            return "Make " + name + " sealed and annotate it and its permitted subtypes @FlinkType, or put " + HATCH
                    + " on the field or on " + name + ".";
        }
        return "Annotate " + name + " with @FlinkType if it is a class of yours; for a class of a library (a Joda"
                + " type, a Protobuf or Avro message), convert it to a supported type with " + CONVERTER + " on the"
                + " field (or @FlinkConverters on the package), or put " + HATCH + " on the field or on the class, to"
                + " write it with a serializer of your own.";
    }

    private boolean isJdkCollection(TypeMirror type, String name) {
        if (!name.startsWith("java.")) {
            return false;
        }
        return Stream.of("java.lang.Iterable", "java.util.Map")
                .map(container -> types.erasure(elements.getTypeElement(container).asType()))
                .anyMatch(container -> types.isAssignable(types.erasure(type), container));
    }

    private static String supportedCollections() {
        return Stream.concat(
                        Arrays.stream(CollectionKind.values()).map(CollectionKind::simpleName),
                        Arrays.stream(MapKind.values()).map(MapKind::simpleName))
                .collect(Collectors.joining(", "))
                + " (with supported element types), or an array";
    }
}
