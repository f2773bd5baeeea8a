package accounts;

import java.util.List;
import java.util.Map;

/** A mutable POJO with getters and setters, a List and a Map: unannotated, Flink gives it a PojoSerializer. */
public class Account {

    private String owner;
    private long balance;
    private List<String> tags;
    private Map<String, Long> limits;

    public Account() {}

    public String getOwner() {
        return owner;
    }

    public void setOwner(String owner) {
        this.owner = owner;
    }

    public long getBalance() {
        return balance;
    }

    public void setBalance(long balance) {
        this.balance = balance;
    }

    public List<String> getTags() {
        return tags;
    }

    public void setTags(List<String> tags) {
        this.tags = tags;
    }

    public Map<String, Long> getLimits() {
        return limits;
    }

    public void setLimits(Map<String, Long> limits) {
        this.limits = limits;
    }
}
