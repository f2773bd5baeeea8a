package golden;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A mutable POJO: private fields with getters and setters, nullable fields, a List. */
@FlinkType
public class Account {
    private long id;
    private String owner;
    private Integer creditLimit;
    private boolean active;
    private List<String> tags;

    public Account() {}

    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
    }

    public String getOwner() {
        return owner;
    }

    public void setOwner(String owner) {
        this.owner = owner;
    }

    public Integer getCreditLimit() {
        return creditLimit;
    }

    public void setCreditLimit(Integer creditLimit) {
        this.creditLimit = creditLimit;
    }

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    public List<String> getTags() {
        return tags;
    }

    public void setTags(List<String> tags) {
        this.tags = tags;
    }
}
