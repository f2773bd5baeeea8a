package io.github.typegen.maven.check;

import java.util.ArrayList;
import java.util.List;

/**
 * How a type reaches Flink's {@code GenericTypeInfo}: the steps from the type used with Flink down to the type
 * Flink hands to Kryo (the culprit), and why.
 *
 * @param steps from the outside in, e.g. {@code field 'items' of com.example.Order}
 * @param culprit the type handed to Kryo, as displayed
 * @param culpritClass its class (internal name), or {@code null} for an array or type variable
 * @param reason why
 * @param detail the field or variable name the reason mentions, or {@code null}
 * @param fieldOwner the class declaring the innermost field on the path (internal name), or {@code null}
 * @param fieldName that field
 */
record KryoPath(
        List<String> steps,
        String culprit,
        String culpritClass,
        Reason reason,
        String detail,
        String fieldOwner,
        String fieldName) {

    KryoPath {
        steps = List.copyOf(steps);
    }

    static KryoPath of(JavaType culprit, String culpritClass, Reason reason, String detail) {
        return new KryoPath(List.of(), Display.of(culprit), culpritClass, reason, detail, null, null);
    }

    /** This path, reached through one more step on the outside. */
    KryoPath within(String step) {
        List<String> outer = new ArrayList<>();
        outer.add(step);
        outer.addAll(steps);
        return new KryoPath(outer, culprit, culpritClass, reason, detail, fieldOwner, fieldName);
    }

    /** This path, reached through field {@code name} of {@code owner}. */
    KryoPath withinField(String owner, String name, JavaType fieldType) {
        KryoPath outer = within("field '" + name + "' (" + Display.of(fieldType) + ") of " + Display.className(owner));
        if (fieldOwner != null) {
            return outer;
        }
        return new KryoPath(outer.steps, culprit, culpritClass, reason, detail, owner, name);
    }

    /** One sentence: the steps, then the culprit and the reason. */
    String explanation() {
        String through = steps.isEmpty() ? "" : "through " + String.join(" -> ", steps) + ": ";
        return through + culprit + " is " + reason.explain(detail);
    }
}
