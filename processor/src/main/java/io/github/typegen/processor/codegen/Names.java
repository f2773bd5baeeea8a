package io.github.typegen.processor.codegen;

/** The names of the locals of the method the code is written into: each new one distinct from every other. */
public interface Names {
    /** A name not taken yet, after {@code suggestion}. */
    String newName(String suggestion);
}
