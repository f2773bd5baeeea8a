package fsa;

import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** legacy removed; plan (with an initial value) and since added. */
@FlinkType
public class Profile {
    public String id;
    public int visits;
    public String plan = "basic";
    public long since;

    public Profile() {}

    public Profile(String id, int visits, String plan, long since) {
        this.id = id;
        this.visits = visits;
        this.plan = plan;
        this.since = since;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Profile p && Objects.equals(id, p.id) && visits == p.visits
                && Objects.equals(plan, p.plan) && since == p.since;
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, visits, plan, since);
    }

    @Override
    public String toString() {
        return "Profile{" + id + ", " + visits + ", " + plan + ", " + since + "}";
    }
}
