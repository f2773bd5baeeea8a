package io.github.typegen.processor.model;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import com.squareup.javapoet.ClassName;

/** Supported map types, and the class a reader creates for each. */
public enum MapKind {
    MAP(Map.class, LinkedHashMap.class),
    HASH_MAP(HashMap.class, HashMap.class),
    LINKED_HASH_MAP(LinkedHashMap.class, LinkedHashMap.class);

    private final ClassName declared;
    private final ClassName created;

    MapKind(Class<?> declared, Class<?> created) {
        this.declared = ClassName.get(declared);
        this.created = ClassName.get(created);
    }

    public ClassName declared() {
        return declared;
    }

    public ClassName created() {
        return created;
    }

    public static MapKind forName(String qualifiedName) {
        for (MapKind kind : values()) {
            if (kind.declared.canonicalName().equals(qualifiedName)) {
                return kind;
            }
        }
        return null;
    }
}
