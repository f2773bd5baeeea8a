package io.github.typegen.it.domain;

/** A superclass that is not itself a Flink type: its fields are inherited by {@link Customer}. */
public class Entity {

    private long id;
    public int version;

    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
    }
}
