package io.github.typegen.processor;

import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The classes put off to the next round because a type they use is not resolvable yet (another processor
 * generates it later). One queue for every processing step, so that a class using a deferred class waits
 * with it: a {@code @Pipeline} waits for the {@code @FlinkType} classes of its stages.
 */
public final class DeferralQueue {

    /** A class deferred by the step that handles {@code annotation}. */
    private record Entry(Class<? extends Annotation> annotation, String name) {}

    private final Set<Entry> entries = new LinkedHashSet<>();

    /** Puts {@code type} off to the next round of the step that handles {@code annotation}. */
    public void defer(Class<? extends Annotation> annotation, TypeElement type) {
        entries.add(new Entry(annotation, type.getQualifiedName().toString()));
    }

    /** Whether {@code type} waits for the next round, for any step. */
    public boolean holds(TypeElement type) {
        String name = type.getQualifiedName().toString();
        return entries.stream().anyMatch(entry -> entry.name().equals(name));
    }

    /**
     * The classes the step that handles {@code annotation} processes this round: those it deferred in
     * earlier rounds (taken off the queue), then this round's annotated classes.
     */
    public List<TypeElement> take(Class<? extends Annotation> annotation, RoundEnvironment round,
            Elements elements) {
        List<TypeElement> types = new ArrayList<>();
        for (Iterator<Entry> i = entries.iterator(); i.hasNext(); ) {
            Entry entry = i.next();
            if (entry.annotation() == annotation) {
                i.remove();
                TypeElement type = elements.getTypeElement(entry.name());
                if (type != null) {
                    types.add(type);
                }
            }
        }
        for (Element element : round.getElementsAnnotatedWith(annotation)) {
            if (element instanceof TypeElement type) {
                types.add(type);
            }
        }
        return types;
    }
}
