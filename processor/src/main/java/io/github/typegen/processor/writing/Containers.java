package io.github.typegen.processor.writing;

import java.util.EnumMap;
import java.util.EnumSet;

import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.TypeNode;

/**
 * How generated code creates the collections and maps it fills: the created class of each kind with the
 * constructor that class has. Enum sets and maps take their enum's class; sorted and linked ones take no
 * capacity.
 */
final class Containers {

    private Containers() {}

    /**
     * An empty collection of {@code node}'s created class.
     *
     * @param listCapacity the capacity of a list or array deque
     * @param hashCapacity the capacity of a hash set, or null to create it without one
     */
    static CodeBlock newCollection(TypeNode.CollectionNode node, CodeBlock listCapacity, CodeBlock hashCapacity) {
        Class<?> created = node.kind().created();
        return switch (node.kind()) {
            case ENUM_SET -> CodeBlock.of("$T.noneOf($T.class)", EnumSet.class, node.element().typeName());
            case SORTED_SET, NAVIGABLE_SET, TREE_SET, QUEUE, DEQUE, LINKED_LIST -> CodeBlock.of("new $T<>()", created);
            case SET, HASH_SET, LINKED_HASH_SET -> hashCapacity == null ? CodeBlock.of("new $T<>()", created)
                    : CodeBlock.of("new $T<>($L)", created, hashCapacity);
            case LIST, ARRAY_LIST, COLLECTION, ARRAY_DEQUE -> CodeBlock.of("new $T<>($L)", created, listCapacity);
        };
    }

    /**
     * An empty map of {@code node}'s created class.
     *
     * @param hashCapacity the capacity of a hash map, or null to create it without one
     */
    static CodeBlock newMap(TypeNode.MapNode node, CodeBlock hashCapacity) {
        Class<?> created = node.kind().created();
        return switch (node.kind()) {
            case ENUM_MAP -> CodeBlock.of("new $T<>($T.class)", EnumMap.class, node.key().typeName());
            case SORTED_MAP, NAVIGABLE_MAP, TREE_MAP -> CodeBlock.of("new $T<>()", created);
            case MAP, HASH_MAP, LINKED_HASH_MAP -> hashCapacity == null ? CodeBlock.of("new $T<>()", created)
                    : CodeBlock.of("new $T<>($L)", created, hashCapacity);
        };
    }

    /**
     * A copy of the non-null collection {@code value} in one call, sharing its elements: a sorted set keeps
     * its comparator ({@code new TreeSet<>(SortedSet)}).
     */
    static CodeBlock copyCollection(TypeNode.CollectionNode node, String value) {
        return switch (node.kind()) {
            case ENUM_SET -> CodeBlock.of("$T.copyOf($L)", EnumSet.class, value);
            default -> CodeBlock.of("new $T<>($L)", node.kind().created(), value);
        };
    }

    /** An empty collection to copy {@code value} into element by element, with its comparator if sorted. */
    static CodeBlock emptyCopy(TypeNode.CollectionNode node, String value) {
        if (node.kind().isSorted()) {
            return CodeBlock.of("new $T<>($L.comparator())", node.kind().created(), value);
        }
        CodeBlock size = CodeBlock.of("$L.size()", value);
        return newCollection(node, size, size);
    }

    /** An empty map to copy {@code value} into entry by entry, with its comparator if sorted. */
    static CodeBlock emptyCopy(TypeNode.MapNode node, String value) {
        if (node.kind().isSorted()) {
            return CodeBlock.of("new $T<>($L.comparator())", node.kind().created(), value);
        }
        return newMap(node, CodeBlock.of("$L.size()", value));
    }
}
