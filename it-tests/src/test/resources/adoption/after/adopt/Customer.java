package adopt;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.github.typegen.annotations.FlinkType;

/** A POJO with getters and setters, a List, a Map and a nested POJO: unannotated, Flink gives it a PojoSerializer. */
@FlinkType
public class Customer {

    private String name;
    private List<String> tags;
    private Map<String, Integer> scores;
    private Address address;

    public Customer() {}

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public List<String> getTags() {
        return tags;
    }

    public void setTags(List<String> tags) {
        this.tags = tags;
    }

    public Map<String, Integer> getScores() {
        return scores;
    }

    public void setScores(Map<String, Integer> scores) {
        this.scores = scores;
    }

    public Address getAddress() {
        return address;
    }

    public void setAddress(Address address) {
        this.address = address;
    }

    /** The scores in key order, whatever map class the serializer read them into. */
    @Override
    public String toString() {
        return "Customer[name=" + name + ", tags=" + tags + ", scores="
                + (scores == null ? null : new TreeMap<>(scores)) + ", address=" + address + "]";
    }
}
