package io.github.typegen.processor.model;

import io.github.typegen.format.ValueKind;

/**
 * A {@link TypeNode.Visitor} for a question about one or two kinds of node: every method it does not override
 * answers {@code otherwise}. Writers that take every kind apart implement {@code TypeNode.Visitor} itself, so that a
 * new kind of node fails their compilation.
 *
 * @param <R> the answer
 */
public abstract class NodeMatch<R> implements TypeNode.Visitor<R> {

    private final R otherwise;

    /** A match answering {@code otherwise} for the kinds of node it does not override. */
    protected NodeMatch(R otherwise) {
        this.otherwise = otherwise;
    }

    @Override
    public R primitive(TypeNode.Primitive node) {
        return otherwise;
    }

    @Override
    public R boxed(TypeNode.Boxed node) {
        return otherwise;
    }

    @Override
    public R string(TypeNode.Str node) {
        return otherwise;
    }

    @Override
    public R enumType(TypeNode.EnumNode node) {
        return otherwise;
    }

    @Override
    public R value(TypeNode.Value node) {
        return otherwise;
    }

    @Override
    public R primitiveArray(TypeNode.PrimitiveArray node) {
        return otherwise;
    }

    @Override
    public R objectArray(TypeNode.ObjectArray node) {
        return otherwise;
    }

    @Override
    public R collection(TypeNode.CollectionNode node) {
        return otherwise;
    }

    @Override
    public R map(TypeNode.MapNode node) {
        return otherwise;
    }

    @Override
    public R optional(TypeNode.OptionalNode node) {
        return otherwise;
    }

    @Override
    public R nested(TypeNode.Nested node) {
        return otherwise;
    }

    @Override
    public R delegated(TypeNode.Delegated node) {
        return otherwise;
    }

    @Override
    public R tuple(TypeNode.TupleNode node) {
        return otherwise;
    }

    @Override
    public R converted(TypeNode.Converted node) {
        return otherwise;
    }

    /** The value kind of a node of a JDK value class ({@code Instant}, ...), null for any other node. */
    public static final NodeMatch<ValueKind> VALUE_KIND = new NodeMatch<>(null) {
        @Override
        public ValueKind value(TypeNode.Value node) {
            return node.kind();
        }
    };

    /** The node itself when it is a nested class's, null for any other node. */
    public static final NodeMatch<TypeNode.Nested> NESTED = new NodeMatch<>(null) {
        @Override
        public TypeNode.Nested nested(TypeNode.Nested node) {
            return node;
        }
    };

    /** The node itself when it is an {@code Optional}'s, null for any other node. */
    public static final NodeMatch<TypeNode.OptionalNode> OPTIONAL = new NodeMatch<>(null) {
        @Override
        public TypeNode.OptionalNode optional(TypeNode.OptionalNode node) {
            return node;
        }
    };
}
