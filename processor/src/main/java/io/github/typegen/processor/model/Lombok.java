package io.github.typegen.processor.model;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;

import javax.annotation.processing.Processor;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Recognizes classes that Lombok rewrites. Lombok's annotation processor adds accessors, constructors and
 * builders to a class and changes its fields' modifiers ({@code @Value}, {@code @FieldDefaults}) in the round in
 * which the class is first compiled; javac shows the result to every processor from the next round on, whatever
 * the order of the processors. Known by names only (its annotations', its processor's service entry): Typegen has
 * no Lombok dependency.
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

    /**
     * Whether Lombok's annotation processor is on the processor path that {@code processorPath} (this processor's
     * class loader: javac loads every processor through one) reads, found as javac finds processors, by their
     * service files. When that cannot be read, the answer is yes, which only keeps Typegen from saying otherwise.
     */
    public static boolean isOnProcessorPath(ClassLoader processorPath) {
        try {
            Enumeration<URL> services = processorPath.getResources(
                    "META-INF/services/" + Processor.class.getName());
            while (services.hasMoreElements()) {
                try (BufferedReader reader = new BufferedReader(
                        new InputStreamReader(services.nextElement().openStream(), StandardCharsets.UTF_8))) {
                    if (reader.lines().map(String::trim).anyMatch(line -> line.startsWith("lombok."))) {
                        return true;
                    }
                }
            }
            return false;
        } catch (IOException | UncheckedIOException e) {
            return true;
        }
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
