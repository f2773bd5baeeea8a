package io.github.typegen.processor;

import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The classes put off to the next round because a type they use is not resolvable yet (another processor
 * generates it later), or because Lombok rewrites a class they read in this round. One queue for every
 * processing step, so that a class using a deferred class waits with it: a {@code @Pipeline} waits for the
 * {@code @FlinkType} classes of its stages.
 */
public final class DeferralQueue {

    /** A class deferred by the step that handles {@code annotation}. */
    private record Entry(Class<? extends Annotation> annotation, String name) {}

    private final Set<Entry> entries = new LinkedHashSet<>();

    /** For each class deferred for Lombok, by name, the names of the Lombok-annotated classes it waits for. */
    private final Map<String, List<String>> awaitingLombok = new HashMap<>();

    /** The names of the classes given up on when processing was over. */
    private final Set<String> givenUp = new HashSet<>();

    /** Puts {@code type} off to the next round of the step that handles {@code annotation}. */
    public void defer(Class<? extends Annotation> annotation, TypeElement type) {
        entries.add(new Entry(annotation, type.getQualifiedName().toString()));
    }

    /**
     * Puts {@code type} off to the next round of the step that handles {@code annotation}, as its model reads
     * {@code lombokTypes}, which Lombok rewrites in this round. Lombok always asks javac for one more round, so a
     * class still waiting when processing is over means that Lombok did not run: {@link #lombokTypesAwaitedBy}.
     */
    public void deferForLombok(Class<? extends Annotation> annotation, TypeElement type,
            List<TypeElement> lombokTypes) {
        defer(annotation, type);
        awaitingLombok.put(type.getQualifiedName().toString(),
                lombokTypes.stream().map(t -> t.getQualifiedName().toString()).collect(Collectors.toList()));
    }

    /**
     * The names of the Lombok-annotated classes that {@code type}, just taken off the queue, waited for: empty
     * when it was not deferred for Lombok. Asked once: the answer is forgotten.
     */
    public List<String> lombokTypesAwaitedBy(TypeElement type) {
        List<String> awaited = awaitingLombok.remove(type.getQualifiedName().toString());
        return awaited == null ? List.of() : awaited;
    }

    /**
     * Gives up on {@code type}: it reads a Lombok class that Lombok's processor did not rewrite (it is not on the
     * processor path, or the class still waited for it when processing was over). Steps that use it give up too
     * ({@link #gaveUpOn}), as the class is reported where Lombok's annotations are.
     */
    public void giveUp(TypeElement type) {
        givenUp.add(type.getQualifiedName().toString());
    }

    /** Whether processing gave up on {@code type}: {@link #giveUp}. */
    public boolean gaveUpOn(TypeElement type) {
        return givenUp.contains(type.getQualifiedName().toString());
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
