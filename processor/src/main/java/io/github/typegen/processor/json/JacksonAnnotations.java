package io.github.typegen.processor.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * Jackson's annotations, read by name ({@code com.fasterxml.jackson.annotation.JsonProperty}, ...): Typegen has no
 * Jackson dependency, and a class without Jackson on its classpath simply has none. Values are read with their
 * defaults, as Jackson reads them.
 */
final class JacksonAnnotations {

    static final String PACKAGE = "com.fasterxml.jackson.annotation.";

    private final Elements elements;

    JacksonAnnotations(Elements elements) {
        this.elements = elements;
    }

    /** The annotation {@code simpleName} of Jackson's on {@code element}, or null. */
    static AnnotationMirror find(Element element, String simpleName) {
        String name = PACKAGE + simpleName;
        for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
            Element type = annotation.getAnnotationType().asElement();
            if (type instanceof TypeElement typeElement && typeElement.getQualifiedName().contentEquals(name)) {
                return annotation;
            }
        }
        return null;
    }

    /** The annotation {@code simpleName} on the first of {@code elements} that has it, or null. */
    static AnnotationMirror find(List<Element> elements, String simpleName) {
        for (Element element : elements) {
            AnnotationMirror annotation = find(element, simpleName);
            if (annotation != null) {
                return annotation;
            }
        }
        return null;
    }

    /** The value of {@code member}, or its default. */
    Object value(AnnotationMirror annotation, String member) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
                : elements.getElementValuesWithDefaults(annotation).entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(member)) {
                return entry.getValue().getValue();
            }
        }
        return null;
    }

    /** A {@code String} member; empty when absent. */
    String string(AnnotationMirror annotation, String member) {
        Object value = value(annotation, member);
        return value instanceof String text ? text : "";
    }

    /** A {@code boolean} member; {@code orElse} when absent. */
    boolean bool(AnnotationMirror annotation, String member, boolean orElse) {
        Object value = value(annotation, member);
        return value instanceof Boolean flag ? flag : orElse;
    }

    /** A {@code String[]} member; empty when absent. */
    List<String> strings(AnnotationMirror annotation, String member) {
        Object value = value(annotation, member);
        List<String> result = new ArrayList<>();
        if (value instanceof List<?> list) {
            for (Object item : list) {
                if (item instanceof AnnotationValue annotationValue
                        && annotationValue.getValue() instanceof String text) {
                    result.add(text);
                }
            }
        }
        return result;
    }

    /** An enum member, by its constant's name ({@code "STRING"}); empty when absent. */
    String constant(AnnotationMirror annotation, String member) {
        Object value = value(annotation, member);
        return value instanceof VariableElement constant ? constant.getSimpleName().toString() : "";
    }
}
