package io.github.typegen.processor.pipeline;

import java.lang.annotation.Annotation;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

import io.github.typegen.annotations.Stage;

/** The stage annotations, as users write them; which {@link StageKind} a method is follows from its shape. */
enum StageAnnotation {
    MAP(Stage.Map.class),
    FILTER(Stage.Filter.class),
    FLAT_MAP(Stage.FlatMap.class),
    KEY_BY(Stage.KeyBy.class),
    PROCESS(Stage.Process.class),
    SQL(Stage.Sql.class);

    private final Class<? extends Annotation> type;

    StageAnnotation(Class<? extends Annotation> type) {
        this.type = type;
    }

    Class<? extends Annotation> type() {
        return type;
    }

    /** {@code @Stage.Map}, as users write it. */
    String shown() {
        return "@Stage." + type.getSimpleName();
    }

    /** The stage annotations of {@code element}, in declaration order. */
    static List<StageAnnotation> on(Element element) {
        return element.getAnnotationMirrors().stream()
                .map(StageAnnotation::of)
                .flatMap(Optional::stream)
                .toList();
    }

    private static Optional<StageAnnotation> of(AnnotationMirror mirror) {
        String name = ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().toString();
        return Arrays.stream(values()).filter(a -> a.type.getCanonicalName().equals(name)).findFirst();
    }

    /** This annotation on {@code element}, which has it. */
    AnnotationMirror mirror(Element element) {
        return element.getAnnotationMirrors().stream()
                .filter(mirror -> of(mirror).orElse(null) == this)
                .findFirst()
                .orElseThrow();
    }

    /** The value of {@code member} as written on {@code element}; null when it is left to its default. */
    AnnotationValue value(Element element, String member) {
        return mirror(element).getElementValues().entrySet().stream()
                .filter(entry -> entry.getKey().getSimpleName().contentEquals(member))
                .map(entry -> (AnnotationValue) entry.getValue())
                .findFirst()
                .orElse(null);
    }
}
