package fsa;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.apache.flink.api.java.tuple.Tuple2;

/** A POJO with list, map, set and tuple fields, a nested POJO and a field Kryo writes (Money). */
public class Basket {
    public String owner;
    public List<Item> items;
    public Map<String, Long> counts;
    public Set<String> labels;
    public Item favourite;
    public Money price;
    public Tuple2<String, Integer> tag;

    public Basket() {}

    @Override
    public boolean equals(Object o) {
        return o instanceof Basket b && Objects.equals(owner, b.owner) && Objects.equals(items, b.items)
                && Objects.equals(counts, b.counts) && Objects.equals(labels, b.labels)
                && Objects.equals(favourite, b.favourite) && Objects.equals(price, b.price)
                && Objects.equals(tag, b.tag);
    }

    @Override
    public int hashCode() {
        return Objects.hash(owner, items);
    }

    @Override
    public String toString() {
        return "Basket{" + owner + ", " + items + ", " + counts + ", " + labels + ", " + favourite + ", " + price
                + ", " + tag + "}";
    }
}
