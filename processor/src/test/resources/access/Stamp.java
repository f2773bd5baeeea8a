package access;

import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** A package-private immutable class: a package-private constructor and a package-private getter. */
@FlinkType
final class Stamp {
    final String text;
    private final int size;

    Stamp(String text, int size) {
        this.text = text;
        this.size = size;
    }

    int getSize() {
        return size;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Stamp other && size == other.size && Objects.equals(text, other.text);
    }

    @Override
    public int hashCode() {
        return Objects.hash(text, size);
    }

    @Override
    public String toString() {
        return "Stamp[" + text + ", " + size + "]";
    }
}
