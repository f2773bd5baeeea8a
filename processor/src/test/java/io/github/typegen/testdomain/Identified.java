package io.github.typegen.testdomain;

/** A superclass that is not a Flink type: its fields are inherited by {@link Person}. */
public class Identified {
    private long id;
    public int version;

    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
    }
}
