package io.github.typegen.processor.writing;

import java.util.HashSet;
import java.util.Set;

import javax.lang.model.SourceVersion;

/**
 * Names for the locals of one generated method: the suggestion itself when it is free, else the suggestion
 * numbered from 2 ({@code element}, {@code element2}, ...), never a keyword or a restricted identifier
 * such as {@code yield}.
 */
final class LocalNames {

    private static final Set<String> RESTRICTED = Set.of("var", "yield", "record", "sealed", "permits");

    private final Set<String> used = new HashSet<>();

    LocalNames(String... reserved) {
        used.addAll(Set.of(reserved));
    }

    String newName(String suggestion) {
        String base = SourceVersion.isKeyword(suggestion) || RESTRICTED.contains(suggestion)
                ? suggestion + "Value"
                : suggestion;
        String name = base;
        for (int n = 2; !used.add(name); n++) {
            name = base + n;
        }
        return name;
    }
}
