package io.github.typegen.format;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/** Map types: the declared type, and the class a reader creates for it. Append only: the ordinal is stored. */
public enum MapKind {
    MAP(Map.class, LinkedHashMap.class),
    HASH_MAP(HashMap.class, HashMap.class),
    LINKED_HASH_MAP(LinkedHashMap.class, LinkedHashMap.class);

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
