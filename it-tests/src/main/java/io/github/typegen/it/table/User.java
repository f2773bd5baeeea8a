package io.github.typegen.it.table;

import java.time.Instant;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** The mutable POJO of the page's fromDataStream examples 1 to 4. */
@FlinkType
public class User {

    public String name;
    public Integer score;
    public Instant event_time;

    /** Default constructor for the DataStream API. */
    public User() {}

    /** Fully assigning constructor, as on the page. */
    public User(String name, Integer score, Instant event_time) {
        this.name = name;
        this.score = score;
        this.event_time = event_time;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof User u && Objects.equals(name, u.name) && Objects.equals(score, u.score)
                && Objects.equals(event_time, u.event_time);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, score, event_time);
    }

    @Override
    public String toString() {
        return "User{" + name + ", " + score + ", " + event_time + "}";
    }
}
