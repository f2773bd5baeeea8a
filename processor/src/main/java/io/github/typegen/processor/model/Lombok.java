package io.github.typegen.processor.model;

import java.util.ArrayList;
import java.util.List;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Recognizes classes that Lombok rewrites. Lombok's annotation processor adds accessors, constructors and
 * builders to a class and changes its fields' modifiers ({@code @Value}, {@code @FieldDefaults}) in the round in
 * which the class is first compiled; javac shows the result to every processor from the next round on, whatever
 * the order of the processors. Known by annotation names only: Typegen has no Lombok dependency.
 */
public final class Lombok {

    private Lombok() {}

    /** Whether the class or one of its members (fields, methods, constructors) carries a Lombok annotation. */
    public static boolean rewrites(TypeElement type) {
        return !annotationsOf(type).isEmpty();
    }

    /** The Lombok annotations of the class and its members, as {@code @Data}, each once, in source order. */
    public static List<String> annotationsOf(TypeElement type) {
        List<String> names = new ArrayList<>();
        addLombokAnnotations(type, names);
        for (Element member : type.getEnclosedElements()) {
            if (!(member instanceof TypeElement)) {
                addLombokAnnotations(member, names);
            }
        }
        return names;
    }

    private static void addLombokAnnotations(Element element, List<String> names) {
        for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
            Element annotationType = annotation.getAnnotationType().asElement();
            if (annotationType instanceof TypeElement typeElement
                    && typeElement.getQualifiedName().toString().startsWith("lombok.")) {
                String name = "@" + typeElement.getSimpleName();
                if (!names.contains(name)) {
                    names.add(name);
                }
            }
        }
    }
}
