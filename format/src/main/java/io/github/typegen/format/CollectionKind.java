package io.github.typegen.format;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * List and set types: the declared type, and the class a reader creates for it. Lists read back as lists,
 * sets as sets. Append only: the ordinal is stored in snapshots.
 */
public enum CollectionKind {
    LIST(List.class, ArrayList.class),
    ARRAY_LIST(ArrayList.class, ArrayList.class),
    SET(Set.class, LinkedHashSet.class),
    HASH_SET(HashSet.class, HashSet.class),
    LINKED_HASH_SET(LinkedHashSet.class, LinkedHashSet.class);

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
