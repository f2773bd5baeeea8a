package fsa;

import io.github.typegen.annotations.FlinkType;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Objects;

/** A POJO with public fields of Flink's basic, enum, time and array types: PojoSerializer writes it. */
@FlinkType
public class Plain {
    public String name;
    public int count;
    public long total;
    public Integer maybe;
    public double ratio;
    public Tier tier;
    public BigDecimal amount;
    public Instant at;
    public LocalDate day;
    public int[] codes;
    public String[] tags;
    public Long[] boxes;

    public Plain() {}

    @Override
    public boolean equals(Object o) {
        return o instanceof Plain p && Objects.equals(name, p.name) && count == p.count && total == p.total
                && Objects.equals(maybe, p.maybe) && ratio == p.ratio && tier == p.tier
                && Objects.equals(amount, p.amount) && Objects.equals(at, p.at) && Objects.equals(day, p.day)
                && Arrays.equals(codes, p.codes) && Arrays.equals(tags, p.tags) && Arrays.equals(boxes, p.boxes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, count, total);
    }

    @Override
    public String toString() {
        return "Plain{" + name + ", " + count + ", " + total + ", " + maybe + ", " + ratio + ", " + tier + ", "
                + amount + ", " + at + ", " + day + ", " + Arrays.toString(codes) + ", " + Arrays.toString(tags)
                + ", " + Arrays.toString(boxes) + "}";
    }
}
