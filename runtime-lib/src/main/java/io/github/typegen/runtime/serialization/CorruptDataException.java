package io.github.typegen.runtime.serialization;

import java.io.IOException;

/** Bytes that cannot be the serialized form of the type being read: a bad length, ordinal or tag. */
public final class CorruptDataException extends IOException {

    private static final long serialVersionUID = 1L;

    public CorruptDataException(String message) {
        super(message);
    }

    public CorruptDataException(String message, Throwable cause) {
        super(message, cause);
    }
}
