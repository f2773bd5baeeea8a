package adopt;

import java.util.ArrayList;
import java.util.Map;
import java.util.TreeMap;

import io.github.typegen.annotations.FlinkType;

/**
 * {@code Customer} of {@code adoption/after}, but for the declared type of {@code tags}: {@code ArrayList}, where
 * Flink 1.20 wrote the field with Kryo as a {@code List}. Adoption refuses it: Typegen checks such a field by its
 * class, and {@code List} values do not fit an {@code ArrayList} field.
 */
@FlinkType
public class Customer {

    private String name;
    private ArrayList<String> tags;
    private Map<String, Integer> scores;
    private Address address;

    public Customer() {}

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public ArrayList<String> getTags() {
        return tags;
    }

    public void setTags(ArrayList<String> tags) {
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
