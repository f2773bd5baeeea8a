package io.github.typegen.format;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * List, set and queue types: the declared type, and the class a reader creates for it. Lists read back as
 * lists, sets as sets, queues as queues; a reader creates a class that accepts every element the declared type
 * can hold ({@code Queue} and {@code Deque} read back as a {@code LinkedList}, which takes null elements).
 * Sorted sets are in natural order. {@code Set} and {@code HashSet}, whose iteration order carries no meaning,
 * are written in a canonical order ({@link #canonicalOrder()}). Append only: the ordinal is stored in snapshots.
 */
public enum CollectionKind {
    LIST(List.class, ArrayList.class),
    ARRAY_LIST(ArrayList.class, ArrayList.class),
    SET(Set.class, LinkedHashSet.class),
    HASH_SET(HashSet.class, HashSet.class),
    LINKED_HASH_SET(LinkedHashSet.class, LinkedHashSet.class),
    SORTED_SET(SortedSet.class, TreeSet.class),
    NAVIGABLE_SET(NavigableSet.class, TreeSet.class),
    TREE_SET(TreeSet.class, TreeSet.class),
    /** Created by {@code EnumSet.noneOf(elementClass)}; never holds null. */
    ENUM_SET(EnumSet.class, EnumSet.class),
    COLLECTION(Collection.class, ArrayList.class),
    QUEUE(Queue.class, LinkedList.class),
    DEQUE(Deque.class, LinkedList.class),
    /** Never holds null. */
    ARRAY_DEQUE(ArrayDeque.class, ArrayDeque.class),
    LINKED_LIST(LinkedList.class, LinkedList.class);

    private final Class<?> declared;
    private final Class<?> created;

    CollectionKind(Class<?> declared, Class<?> created) {
        this.declared = declared;
        this.created = created;
    }

    /** The type a field declares: {@code List}. */
    public Class<?> declared() {
        return declared;
    }

    /** The class a reader creates: {@code ArrayList} for {@code List}. */
    public Class<?> created() {
        return created;
    }

    public String simpleName() {
        return declared.getSimpleName();
    }

    /** Whether it is a set, so the created class takes a hash capacity rather than a list capacity. */
    public boolean isSet() {
        return Set.class.isAssignableFrom(declared);
    }

    /**
     * Whether it is a sorted set, in the natural order of its elements: a value with a comparator cannot be
     * written.
     */
    public boolean isSorted() {
        return SortedSet.class.isAssignableFrom(declared);
    }

    /**
     * Whether its elements are written in a canonical order rather than in iteration order: {@code Set} and
     * {@code HashSet}, whose iteration order carries no meaning (it follows hash codes, capacity and insertion
     * order), so that equal sets always serialize to equal bytes. The order: the natural order of a
     * {@code String}, boxed primitive or enum element (null first); for any other element type, the unsigned
     * lexicographic order of each element's serialized bytes. {@code LinkedHashSet} keeps insertion order,
     * which it declares as data; sorted sets and enum sets are already in a canonical order.
     */
    public boolean canonicalOrder() {
        return this == SET || this == HASH_SET;
    }

    /** Whether every value of the declared type may hold null elements: not sorted sets, enum sets, array deques. */
    public boolean allowsNullElements() {
        return !isSorted() && this != ENUM_SET && this != ARRAY_DEQUE;
    }

    /** The kind whose declared type is named {@code qualifiedName}, or null. */
    public static CollectionKind forName(String qualifiedName) {
        for (CollectionKind kind : values()) {
            if (kind.declared.getName().equals(qualifiedName)) {
                return kind;
            }
        }
        return null;
    }
}
