package io.github.typegen.runtime.serialization;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether state written in an old layout can be read into the current classes, by the rules of schema
 * evolution:
 *
 * <ul>
 *   <li>the same layout: compatible as is;
 *   <li>fields added (read as {@code 0}, {@code false} or {@code null}), removed (skipped), reordered or
 *       renamed with {@code @FormerName}; subtypes added to a sealed type or reordered; enum constants
 *       added or reordered (matched by name); a primitive widened ({@code int -> long}, {@code float ->
 *       double}, any widening primitive conversion of the JLS, also to or between boxed types); a primitive
 *       boxed ({@code int -> Integer}); a list or set type changed within lists or within sets: compatible
 *       after migration;
 *   <li>a field written by a nested serializer ({@link Layout.Delegated}: a type argument's, a generic
 *       {@code @FlinkType}'s): what that serializer's own snapshot says ({@link Delegates});
 *   <li>anything else: incompatible, with a message naming the class, the field, the old and the new type.
 * </ul>
 */
public final class LayoutCompatibility {

    /** The outcome, from best to worst: the ordinal order is used to combine outcomes. */
    public enum Kind {
        COMPATIBLE_AS_IS,
        COMPATIBLE_AFTER_MIGRATION,
        INCOMPATIBLE
    }

    private final Kind kind;
    private final List<String> problems;

    private LayoutCompatibility(Kind kind, List<String> problems) {
        this.kind = kind;
        this.problems = List.copyOf(problems);
    }

    public Kind kind() {
        return kind;
    }

    /** For an incompatible layout, one line per field that cannot be read; empty otherwise. */
    public List<String> problems() {
        return problems;
    }

    /**
     * How a field written by a nested serializer ({@link Layout.Delegated}) compares: the nested snapshots decide.
     */
    public interface Delegates {
        /** Nested serializers of the same name read what they wrote: a layout comparison alone. */
        Delegates SAME = name -> Kind.COMPATIBLE_AS_IS;

        /** The outcome for the nested serializer {@code name}, present in both layouts. */
        Kind resolve(String name);
    }

    /** Compares the layout state was written in with the layout of the current classes. */
    public static LayoutCompatibility resolve(SchemaLayout old, SchemaLayout current) {
        return resolve(old, current, Delegates.SAME);
    }

    /**
     * Compares the layout state was written in with the layout of the current classes, asking {@code delegates}
     * about the fields written by nested serializers.
     */
    public static LayoutCompatibility resolve(SchemaLayout old, SchemaLayout current, Delegates delegates) {
        Comparison comparison = new Comparison(old, current, delegates);
        Kind kind = comparison.types(old.root(), current.root());
        return new LayoutCompatibility(kind, comparison.problems);
    }

    /** The message for an incompatible layout: the class, then each field that cannot be read. */
    public String message(SchemaLayout old, SchemaLayout current) {
        return "State of " + current.root().className() + " was written in a layout that the current classes"
                + " cannot read:\n  - " + String.join("\n  - ", problems)
                + "\nRestore with the earlier version of the classes, or keep the old field types (a field may"
                + " be added, removed, renamed with @FormerName, or widened, e.g. int -> long)."
                + "\n  old layout: " + old.describe()
                + "\n  new layout: " + current.describe();
    }

    /**
     * The field of {@code old} that {@code field} of the current layout reads its value from: the one with
     * the same name, else the first of its former names that the old type has and no current field claims.
     */
    public static Optional<Layout.Field> formerField(Layout.Type old, Layout.Type current, Layout.Field field) {
        Map<String, Layout.Field> oldFields = new HashMap<>();
        for (Layout.Field oldField : old.fields()) {
            oldFields.put(oldField.name(), oldField);
        }
        Layout.Field sameName = oldFields.get(field.name());
        if (sameName != null) {
            return Optional.of(sameName);
        }
        for (String formerName : field.formerNames()) {
            Layout.Field renamed = oldFields.get(formerName);
            boolean claimed = current.fields().stream().anyMatch(f -> f.name().equals(formerName));
            if (renamed != null && !claimed) {
                return Optional.of(renamed);
            }
        }
        return Optional.empty();
    }

    /** One comparison, remembering the pairs of types already compared (types may be recursive). */
    private static final class Comparison {
        private final SchemaLayout old;
        private final SchemaLayout current;
        private final Delegates delegates;
        private final Map<String, Kind> compared = new HashMap<>();
        private final List<String> problems = new ArrayList<>();

        Comparison(SchemaLayout old, SchemaLayout current, Delegates delegates) {
            this.old = old;
            this.current = current;
            this.delegates = delegates;
        }

        Kind types(Layout.Type oldType, Layout.Type newType) {
            String className = newType.className();
            if (!oldType.className().equals(className)) {
                return problem(oldType.className() + " was replaced by " + className);
            }
            Kind known = compared.get(className);
            if (known != null) {
                return known;
            }
            // A recursive reference to a type being compared adds nothing to the outcome of that comparison.
            compared.put(className, Kind.COMPATIBLE_AS_IS);
            Kind kind = oldType.sealed() || newType.sealed() ? sealed(oldType, newType) : fields(oldType, newType);
            compared.put(className, kind);
            return kind;
        }

        private Kind sealed(Layout.Type oldType, Layout.Type newType) {
            String className = newType.className();
            if (oldType.sealed() != newType.sealed()) {
                return problem(className + " changed from " + oldType.shape().name().toLowerCase(java.util.Locale.ROOT)
                        + " to " + newType.shape().name().toLowerCase(java.util.Locale.ROOT));
            }
            List<String> newNames = newType.subtypes().stream().map(Layout.Nested::className).toList();
            List<String> oldNames = oldType.subtypes().stream().map(Layout.Nested::className).toList();
            Kind kind = newNames.equals(oldNames) ? Kind.COMPATIBLE_AS_IS : Kind.COMPATIBLE_AFTER_MIGRATION;
            for (Layout.Nested subtype : oldType.subtypes()) {
                if (!newNames.contains(subtype.className())) {
                    kind = worst(kind, problem("subtype " + subtype.className() + " of sealed " + className
                            + " was removed, and state may hold instances of it"));
                } else {
                    kind = worst(kind, types(old.type(subtype.className()), current.type(subtype.className())));
                }
            }
            return kind;
        }

        private Kind fields(Layout.Type oldType, Layout.Type newType) {
            List<String> oldNames = oldType.fields().stream().map(Layout.Field::name).toList();
            List<String> newNames = newType.fields().stream().map(Layout.Field::name).toList();
            Kind kind = oldNames.equals(newNames) ? Kind.COMPATIBLE_AS_IS : Kind.COMPATIBLE_AFTER_MIGRATION;
            for (Layout.Field field : newType.fields()) {
                Optional<Layout.Field> former = formerField(oldType, newType, field);
                if (former.isPresent()) {
                    kind = worst(kind, nodes(former.get().type(), field.type(), newType.className(), field.name()));
                }
            }
            return kind;
        }

        Kind nodes(Layout oldNode, Layout newNode, String className, String field) {
            if (isLeaf(newNode) && oldNode.equals(newNode)) {
                return Kind.COMPATIBLE_AS_IS;
            }
            return newNode.accept(new NodeRules(oldNode, newNode, className, field));
        }

        /**
         * The rules by the kind of the new node: each method names the kinds of old node it reads from, and
         * any other old node is a changed type.
         */
        private final class NodeRules implements Layout.Visitor<Kind, RuntimeException> {
            private final Layout oldNode;
            private final Layout newNode;
            private final String className;
            private final String field;

            NodeRules(Layout oldNode, Layout newNode, String className, String field) {
                this.oldNode = oldNode;
                this.newNode = newNode;
                this.className = className;
                this.field = field;
            }

            public Kind primitive(Layout.Primitive node) {
                if (oldNode instanceof Layout.Primitive o && o.kind().widensTo(node.kind())) {
                    return Kind.COMPATIBLE_AFTER_MIGRATION;
                }
                return changed();
            }

            public Kind boxed(Layout.Boxed node) {
                if (oldNode instanceof Layout.Primitive o
                        && (o.kind() == node.kind() || o.kind().widensTo(node.kind()))) {
                    return Kind.COMPATIBLE_AFTER_MIGRATION;
                }
                if (oldNode instanceof Layout.Boxed o && o.kind().widensTo(node.kind())) {
                    return Kind.COMPATIBLE_AFTER_MIGRATION;
                }
                return changed();
            }

            public Kind string(Layout.Str node) {
                return changed();
            }

            public Kind enumType(Layout.EnumNode node) {
                if (oldNode instanceof Layout.EnumNode o && o.className().equals(node.className())) {
                    List<String> removed = o.constants().stream().filter(c -> !node.constants().contains(c)).toList();
                    if (!removed.isEmpty()) {
                        return problem(className, field, oldNode, newNode,
                                "constants " + removed + " were removed, and state may hold them");
                    }
                    return Kind.COMPATIBLE_AFTER_MIGRATION;
                }
                return changed();
            }

            public Kind value(Layout.Value node) {
                return changed();
            }

            public Kind primitiveArray(Layout.PrimitiveArray node) {
                return changed();
            }

            public Kind objectArray(Layout.ObjectArray node) {
                if (oldNode instanceof Layout.ObjectArray o) {
                    return elements(o.component(), node.component());
                }
                return changed();
            }

            public Kind collection(Layout.CollectionNode node) {
                if (oldNode instanceof Layout.CollectionNode o && o.kind().isSet() == node.kind().isSet()) {
                    Kind elements = elements(o.element(), node.element());
                    return o.kind() == node.kind() ? elements : worst(elements, Kind.COMPATIBLE_AFTER_MIGRATION);
                }
                return changed();
            }

            public Kind map(Layout.MapNode node) {
                if (oldNode instanceof Layout.MapNode o) {
                    Kind keys = elements(o.key(), node.key());
                    Kind values = elements(o.value(), node.value());
                    return worst(worst(keys, values), o.kind() == node.kind() ? Kind.COMPATIBLE_AS_IS
                            : Kind.COMPATIBLE_AFTER_MIGRATION);
                }
                return changed();
            }

            public Kind optional(Layout.OptionalNode node) {
                if (oldNode instanceof Layout.OptionalNode o) {
                    return elements(o.element(), node.element());
                }
                return changed();
            }

            public Kind tuple(Layout.TupleNode node) {
                if (!(oldNode instanceof Layout.TupleNode o)) {
                    return changed();
                }
                if (o.elements().size() != node.elements().size()) {
                    return problem(className, field, oldNode, newNode, "its arity changed from "
                            + o.elements().size() + " to " + node.elements().size());
                }
                Kind kind = Kind.COMPATIBLE_AS_IS;
                for (int i = 0; i < node.elements().size(); i++) {
                    kind = worst(kind, elements(o.elements().get(i), node.elements().get(i)));
                }
                return kind;
            }

            public Kind nested(Layout.Nested node) {
                if (oldNode instanceof Layout.Nested o && o.className().equals(node.className())) {
                    return types(old.type(o.className()), current.type(node.className()));
                }
                return changed();
            }

            public Kind delegated(Layout.Delegated node) {
                if (oldNode instanceof Layout.Delegated o && o.name().equals(node.name())) {
                    Kind kind = delegates.resolve(node.name());
                    if (kind == Kind.INCOMPATIBLE) {
                        return problem("the nested serializer " + node.name() + " of field '" + field + "' of "
                                + className + " cannot read its old state (its snapshot says incompatible)");
                    }
                    return kind;
                }
                return changed();
            }

            /**
             * Elements of arrays, collections, maps and optionals: a primitive cannot be an element, so a
             * widening is between boxed types; a change inside is reported on the whole field type.
             */
            private Kind elements(Layout oldElement, Layout newElement) {
                int before = problems.size();
                Kind kind = nodes(oldElement, newElement, className, field);
                // A change of the element itself is reported on the whole field type (List<String> to
                // List<Long>); a change inside a nested class keeps its own message, naming that class and its
                // field.
                if (kind == Kind.INCOMPATIBLE && problems.size() == before + 1
                        && problems.get(before).startsWith(fieldPrefix(className, field))) {
                    problems.remove(before);
                    return changed();
                }
                return kind;
            }

            private Kind changed() {
                return problem(className, field, oldNode, newNode, null);
            }
        }

        private static String fieldPrefix(String className, String field) {
            return "field '" + field + "' of " + className + " ";
        }

        private Kind problem(String className, String field, Layout oldNode, Layout newNode, String detail) {
            return problem(fieldPrefix(className, field) + "changed type from " + oldNode.describe()
                    + " to " + newNode.describe() + (detail == null ? "" : ": " + detail));
        }

        private Kind problem(String text) {
            problems.add(text);
            return Kind.INCOMPATIBLE;
        }

        /** A node with no node inside: equal layouts mean equal serialized forms. */
        private static boolean isLeaf(Layout node) {
            return switch (node.nodeKind()) {
                case PRIMITIVE, BOXED, STRING, ENUM, VALUE, PRIMITIVE_ARRAY -> true;
                case OBJECT_ARRAY, COLLECTION, MAP, OPTIONAL, NESTED, DELEGATED, TUPLE -> false;
            };
        }

        private static Kind worst(Kind a, Kind b) {
            return a.ordinal() >= b.ordinal() ? a : b;
        }
    }
}
