package io.github.typegen.maven.check;

import java.util.List;

/**
 * The check goal's {@code <allow>} entries: types the check treats as if they had a {@code TypeInfoFactory}
 * (registered through configuration, say, or knowingly left to Kryo). An entry is a qualified class name
 * ({@code com.example.Legacy}; a nested class as {@code com.example.Outer.Inner} or {@code com.example.Outer$Inner})
 * or a package with everything below it ({@code com.example.legacy.*}).
 */
final class Allowlist {

    private final List<String> entries;

    Allowlist(List<String> entries) {
        for (String entry : entries) {
            if (entry == null || entry.isBlank() || entry.equals("*") || entry.contains("/")) {
                throw new IllegalArgumentException("Not a class name or package.* in <allow>: '" + entry
                        + "'. Write a qualified class name, e.g. com.example.Legacy, or a package followed by .*");
            }
        }
        this.entries = entries.stream().map(entry -> entry.trim().replace('$', '.')).toList();
    }

    static Allowlist none() {
        return new Allowlist(List.of());
    }

    /** Whether the class (internal name) is allowed. */
    boolean allows(String internalName) {
        String name = internalName.replace('/', '.').replace('$', '.');
        for (String entry : entries) {
            if (entry.endsWith(".*")) {
                if (name.startsWith(entry.substring(0, entry.length() - 1))) {
                    return true;
                }
            } else if (name.equals(entry)) {
                return true;
            }
        }
        return false;
    }
}
