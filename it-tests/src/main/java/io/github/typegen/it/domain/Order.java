package io.github.typegen.it.domain;

import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import io.github.typegen.annotations.FlinkType;

/** A collection-heavy mutable POJO with public fields: every supported field type appears here. */
@FlinkType
public class Order {

    public UUID id;
    public Customer customer;
    public Map<String, List<LineItem>> itemsByWarehouse;
    public Set<String> tags;
    public Optional<String> note;
    public Optional<Money> discount;
    public int[] scores;
    public byte[] signature;
    public String[] labels;
    public Point[][] grid;
    public Instant placedAt;
    public LocalDate deliveryDate;
    public LocalTime deliveryTime;
    public LocalDateTime pickedAt;
    public Duration handlingTime;
    public BigInteger sequence;
    public Tier tier;
    public Boolean gift;
    public Integer priority;
    public char grade;
    public short lane;
    public byte flags;
    public float weight;
    public long version;
    public Map<Tier, Set<Long>> limits;
    public List<Optional<Double>> samples;

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Order other)) {
            return false;
        }
        return Objects.equals(id, other.id)
                && Objects.equals(customer, other.customer)
                && Objects.equals(itemsByWarehouse, other.itemsByWarehouse)
                && Objects.equals(tags, other.tags)
                && Objects.equals(note, other.note)
                && Objects.equals(discount, other.discount)
                && Arrays.equals(scores, other.scores)
                && Arrays.equals(signature, other.signature)
                && Arrays.equals(labels, other.labels)
                && Arrays.deepEquals(grid, other.grid)
                && Objects.equals(placedAt, other.placedAt)
                && Objects.equals(deliveryDate, other.deliveryDate)
                && Objects.equals(deliveryTime, other.deliveryTime)
                && Objects.equals(pickedAt, other.pickedAt)
                && Objects.equals(handlingTime, other.handlingTime)
                && Objects.equals(sequence, other.sequence)
                && tier == other.tier
                && Objects.equals(gift, other.gift)
                && Objects.equals(priority, other.priority)
                && grade == other.grade
                && lane == other.lane
                && flags == other.flags
                && Float.compare(weight, other.weight) == 0
                && version == other.version
                && Objects.equals(limits, other.limits)
                && Objects.equals(samples, other.samples);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, version);
    }

    @Override
    public String toString() {
        return "Order{id=" + id + ", customer=" + customer + ", itemsByWarehouse=" + itemsByWarehouse
                + ", tags=" + tags + ", version=" + version + "}";
    }
}
