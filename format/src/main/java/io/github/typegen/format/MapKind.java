package io.github.typegen.format;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Map types: the declared type, and the class a reader creates for it. Sorted maps are in the natural order of
 * their keys. {@code Map} and {@code HashMap} are written in a canonical order of their keys ({@link
 * #canonicalOrder()}). Append only: the ordinal is stored.
 */
public enum MapKind {
    MAP(Map.class, LinkedHashMap.class),
    HASH_MAP(HashMap.class, HashMap.class),
    LINKED_HASH_MAP(LinkedHashMap.class, LinkedHashMap.class),
    SORTED_MAP(SortedMap.class, TreeMap.class),
    NAVIGABLE_MAP(NavigableMap.class, TreeMap.class),
    TREE_MAP(TreeMap.class, TreeMap.class),
    /** Created by {@code new EnumMap<>(keyClass)}; never holds a null key. */
    ENUM_MAP(EnumMap.class, EnumMap.class);

    private final Class<?> declared;
    private final Class<?> created;

    MapKind(Class<?> declared, Class<?> created) {
        this.declared = declared;
        this.created = created;
    }

    /** The type a field declares: {@code Map}. */
    public Class<?> declared() {
        return declared;
    }

    /** The class a reader creates: {@code LinkedHashMap} for {@code Map}. */
    public Class<?> created() {
        return created;
    }

    public String simpleName() {
        return declared.getSimpleName();
    }

    /**
     * Whether it is a sorted map, in the natural order of its keys: a value with a comparator cannot be
     * written.
     */
    public boolean isSorted() {
        return SortedMap.class.isAssignableFrom(declared);
    }

    /**
     * Whether its entries are written in a canonical order rather than in iteration order: {@code Map} and
     * {@code HashMap}, whose iteration order carries no meaning, so that equal maps always serialize to equal
     * bytes. The order: the natural order of a {@code String}, boxed primitive or enum key (null first); for
     * any other key type, the unsigned lexicographic order of each entry's serialized bytes (its key's, then
     * its value's). {@code LinkedHashMap} keeps insertion order; sorted maps and enum maps are already in a
     * canonical order.
     */
    public boolean canonicalOrder() {
        return this == MAP || this == HASH_MAP;
    }

    /** Whether every value of the declared type may hold a null key: not sorted maps, enum maps. */
    public boolean allowsNullKeys() {
        return !isSorted() && this != ENUM_MAP;
    }

    /** The kind whose declared type is named {@code qualifiedName}, or null. */
    public static MapKind forName(String qualifiedName) {
        for (MapKind kind : values()) {
            if (kind.declared.getName().equals(qualifiedName)) {
                return kind;
            }
        }
        return null;
    }
}
