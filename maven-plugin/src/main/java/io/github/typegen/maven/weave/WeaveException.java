package io.github.typegen.maven.weave;

/** A class that cannot be woven; the message names the class and says how to fix it. */
public final class WeaveException extends Exception {
    private static final long serialVersionUID = 1L;

    public WeaveException(String message) {
        super(message);
    }
}
