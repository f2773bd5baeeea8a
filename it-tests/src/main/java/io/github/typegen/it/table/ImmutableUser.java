package io.github.typegen.it.table;

import java.util.Objects;

/**
 * The page's immutable POJO, which Flink turns into {@code RAW('User', '...')} in the Table API. Typegen
 * maps its fields to columns.
 */
@io.github.typegen.annotations.FlinkType
public class ImmutableUser {

    public final String name;
    public final Integer score;

    public ImmutableUser(String name, Integer score) {
        this.name = name;
        this.score = score;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ImmutableUser u && Objects.equals(name, u.name) && Objects.equals(score, u.score);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, score);
    }

    @Override
    public String toString() {
        return "ImmutableUser{" + name + ", " + score + "}";
    }
}
