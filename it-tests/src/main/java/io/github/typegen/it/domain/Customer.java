package io.github.typegen.it.domain;

import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** A mutable POJO with private fields, getters and setters, and fields inherited from a superclass. */
@FlinkType
public class Customer extends Entity {

    private String name;
    private Tier tier;
    private boolean active;
    private transient String cachedDisplayName;

    public Customer() {}

    public Customer(long id, int version, String name, Tier tier, boolean active) {
        setId(id);
        this.version = version;
        this.name = name;
        this.tier = tier;
        this.active = active;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
        this.cachedDisplayName = null;
    }

    public Tier getTier() {
        return tier;
    }

    public void setTier(Tier tier) {
        this.tier = tier;
    }

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    public String displayName() {
        if (cachedDisplayName == null) {
            cachedDisplayName = name + " (" + tier + ")";
        }
        return cachedDisplayName;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Customer c
                && getId() == c.getId()
                && version == c.version
                && active == c.active
                && Objects.equals(name, c.name)
                && tier == c.tier;
    }

    @Override
    public int hashCode() {
        return Objects.hash(getId(), version, name, tier, active);
    }

    @Override
    public String toString() {
        return "Customer{id=" + getId() + ", version=" + version + ", name=" + name + ", tier=" + tier
                + ", active=" + active + "}";
    }
}
