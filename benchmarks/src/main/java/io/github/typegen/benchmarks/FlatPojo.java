package io.github.typegen.benchmarks;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/**
 * The flat shape: six fields of everyday types, in the getter/setter style Flink's {@code TypeExtractor}
 * accepts as a POJO.
 */
@FlinkType
public class FlatPojo {

    private String name;
    private Integer quantity;
    private Instant timestamp;
    private long id;
    private double price;
    private List<String> tags;

    public FlatPojo() {}

    public FlatPojo(String name, Integer quantity, Instant timestamp, long id, double price, List<String> tags) {
        this.name = name;
        this.quantity = quantity;
        this.timestamp = timestamp;
        this.id = id;
        this.price = price;
        this.tags = tags;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public Integer getQuantity() {
        return quantity;
    }

    public void setQuantity(Integer quantity) {
        this.quantity = quantity;
    }

    public Instant getTimestamp() {
        return timestamp;
    }

    public void setTimestamp(Instant timestamp) {
        this.timestamp = timestamp;
    }

    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
    }

    public double getPrice() {
        return price;
    }

    public void setPrice(double price) {
        this.price = price;
    }

    public List<String> getTags() {
        return tags;
    }

    public void setTags(List<String> tags) {
        this.tags = tags;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FlatPojo other
                && id == other.id
                && Double.compare(price, other.price) == 0
                && Objects.equals(name, other.name)
                && Objects.equals(quantity, other.quantity)
                && Objects.equals(timestamp, other.timestamp)
                && Objects.equals(tags, other.tags);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, quantity, timestamp, id, price, tags);
    }

    @Override
    public String toString() {
        return "FlatPojo{name=" + name + ", quantity=" + quantity + ", timestamp=" + timestamp + ", id=" + id
                + ", price=" + price + ", tags=" + tags + "}";
    }
}
