package io.github.typegen.processor.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import com.squareup.javapoet.ClassName;

/** Supported list and set types, and the class a reader creates for each. */
public enum CollectionKind {
    LIST(List.class, ArrayList.class, false),
    ARRAY_LIST(ArrayList.class, ArrayList.class, false),
    SET(Set.class, LinkedHashSet.class, true),
    HASH_SET(HashSet.class, HashSet.class, true),
    LINKED_HASH_SET(LinkedHashSet.class, LinkedHashSet.class, true);

    private final ClassName declared;
    private final ClassName created;
    private final boolean hashed;

    CollectionKind(Class<?> declared, Class<?> created, boolean hashed) {
        this.declared = ClassName.get(declared);
        this.created = ClassName.get(created);
        this.hashed = hashed;
    }

    public ClassName declared() {
        return declared;
    }

    public ClassName created() {
        return created;
    }

    /** Whether the created class takes a hash capacity rather than a list capacity. */
    public boolean hashed() {
        return hashed;
    }

    public static CollectionKind forName(String qualifiedName) {
        for (CollectionKind kind : values()) {
            if (kind.declared.canonicalName().equals(qualifiedName)) {
                return kind;
            }
        }
        return null;
    }
}
