package io.github.typegen.processor.pipeline;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import com.squareup.javapoet.ClassName;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.MapKind;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.GeneratedNames;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * Finds, in a key type, a field that keeps insertion order: a {@code LinkedHashSet} or {@code LinkedHashMap}, at
 * any depth. Such a set or map is written in its insertion order, which it declares as data, while its {@code
 * equals} ignores that order: two equal keys may then serialize to different bytes, and RocksDB and ForSt, which
 * find keyed state (and {@code MapState} entries) by the key's bytes, would split their state. Every other
 * set and map is written in a canonical order.
 */
final class KeyOrder {

    /**
     * A field holding, at some depth, a set or map that keeps insertion order.
     *
     * @param field the class and field, {@code com.example.Order.tags}
     * @param kind {@code LinkedHashSet} or {@code LinkedHashMap}
     */
    record Found(String field, String kind) {
        /** The declared types to use instead: written in a canonical order. */
        String instead() {
            return kind.equals(CollectionKind.LINKED_HASH_SET.simpleName()) ? "Set, HashSet or SortedSet"
                    : "Map, HashMap or SortedMap";
        }
    }

    private final Function<ClassName, Optional<TypeModel>> models;
    private final Set<ClassName> visited = new HashSet<>();

    private KeyOrder(Function<ClassName, Optional<TypeModel>> models) {
        this.models = models;
    }

    /**
     * The first field of {@code key}, or of a {@code @FlinkType} it holds, whose type holds a {@code
     * LinkedHashSet} or {@code LinkedHashMap}.
     *
     * @param models the model of a {@code @FlinkType} class, by name
     */
    static Optional<Found> insertionOrdered(TypeModel key, Function<ClassName, Optional<TypeModel>> models) {
        return new KeyOrder(models).in(key);
    }

    private Optional<Found> in(TypeModel model) {
        if (!visited.add(model.type())) {
            return Optional.empty();
        }
        for (GeneratedNames subtype : model.subtypes()) {
            Optional<Found> found = models.apply(subtype.type()).flatMap(this::in);
            if (found.isPresent()) {
                return found;
            }
        }
        for (FieldModel field : model.fields()) {
            Optional<Found> found = Optional.ofNullable(field.type().accept(new Kinds()))
                    .map(kind -> new Found(model.type().canonicalName() + "." + field.name(), kind))
                    .or(() -> nestedIn(field.type()));
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** The first insertion-ordered field of a {@code @FlinkType} that {@code node} holds. */
    private Optional<Found> nestedIn(TypeNode node) {
        for (ClassName nested : node.accept(new NestedTypes())) {
            Optional<Found> found = models.apply(nested).flatMap(this::in);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** The simple name of an insertion-ordered set or map in a node, not looking into nested types; or null. */
    private static final class Kinds implements TypeNode.Visitor<String> {
        @Override
        public String primitive(TypeNode.Primitive node) {
            return null;
        }

        @Override
        public String boxed(TypeNode.Boxed node) {
            return null;
        }

        @Override
        public String string(TypeNode.Str node) {
            return null;
        }

        @Override
        public String enumType(TypeNode.EnumNode node) {
            return null;
        }

        @Override
        public String value(TypeNode.Value node) {
            return null;
        }

        @Override
        public String primitiveArray(TypeNode.PrimitiveArray node) {
            return null;
        }

        @Override
        public String objectArray(TypeNode.ObjectArray node) {
            return node.component().accept(this);
        }

        @Override
        public String collection(TypeNode.CollectionNode node) {
            return node.kind() == CollectionKind.LINKED_HASH_SET ? node.kind().simpleName()
                    : node.element().accept(this);
        }

        @Override
        public String map(TypeNode.MapNode node) {
            if (node.kind() == MapKind.LINKED_HASH_MAP) {
                return node.kind().simpleName();
            }
            String key = node.key().accept(this);
            return key != null ? key : node.value().accept(this);
        }

        @Override
        public String optional(TypeNode.OptionalNode node) {
            return node.element().accept(this);
        }

        @Override
        public String nested(TypeNode.Nested node) {
            return null;
        }

        @Override
        public String delegated(TypeNode.Delegated node) {
            return null;
        }

        @Override
        public String tuple(TypeNode.TupleNode node) {
            for (TypeNode element : node.elements()) {
                String found = element.accept(this);
                if (found != null) {
                    return found;
                }
            }
            return null;
        }

        /** The stored form is what is written. */
        @Override
        public String converted(TypeNode.Converted node) {
            return node.stored().accept(this);
        }
    }

    /** The {@code @FlinkType} classes a node holds, at any depth of arrays, collections, maps and tuples. */
    private static final class NestedTypes implements TypeNode.Visitor<Set<ClassName>> {
        private final Set<ClassName> found = new LinkedHashSet<>();

        @Override
        public Set<ClassName> primitive(TypeNode.Primitive node) {
            return found;
        }

        @Override
        public Set<ClassName> boxed(TypeNode.Boxed node) {
            return found;
        }

        @Override
        public Set<ClassName> string(TypeNode.Str node) {
            return found;
        }

        @Override
        public Set<ClassName> enumType(TypeNode.EnumNode node) {
            return found;
        }

        @Override
        public Set<ClassName> value(TypeNode.Value node) {
            return found;
        }

        @Override
        public Set<ClassName> primitiveArray(TypeNode.PrimitiveArray node) {
            return found;
        }

        @Override
        public Set<ClassName> objectArray(TypeNode.ObjectArray node) {
            return node.component().accept(this);
        }

        @Override
        public Set<ClassName> collection(TypeNode.CollectionNode node) {
            return node.element().accept(this);
        }

        @Override
        public Set<ClassName> map(TypeNode.MapNode node) {
            node.key().accept(this);
            return node.value().accept(this);
        }

        @Override
        public Set<ClassName> optional(TypeNode.OptionalNode node) {
            return node.element().accept(this);
        }

        @Override
        public Set<ClassName> nested(TypeNode.Nested node) {
            found.add(node.type());
            return found;
        }

        @Override
        public Set<ClassName> delegated(TypeNode.Delegated node) {
            return found;
        }

        @Override
        public Set<ClassName> tuple(TypeNode.TupleNode node) {
            node.elements().forEach(element -> element.accept(this));
            return found;
        }

        @Override
        public Set<ClassName> converted(TypeNode.Converted node) {
            return node.stored().accept(this);
        }
    }
}
