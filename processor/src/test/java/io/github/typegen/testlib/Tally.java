package io.github.typegen.testlib;

/** A mutable class of a library the test domain does not own: copies must not share it. */
public final class Tally {
    private int count;

    public Tally(int count) {
        this.count = count;
    }

    public int count() {
        return count;
    }

    public void increment() {
        count++;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tally other && count == other.count;
    }

    @Override
    public int hashCode() {
        return count;
    }
}
