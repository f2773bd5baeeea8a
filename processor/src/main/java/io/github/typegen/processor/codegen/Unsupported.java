package io.github.typegen.processor.codegen;

/**
 * A query's expression, column or type outside what the fused subset covers, with the reason: found by the
 * decision step ({@link CalcCheck}) before any Java is written; a writer never meets one.
 */
public final class Unsupported extends Exception {
    private static final long serialVersionUID = 1L;

    Unsupported(String reason) {
        super(reason);
    }
}
