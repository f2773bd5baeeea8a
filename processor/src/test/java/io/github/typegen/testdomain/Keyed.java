package io.github.typegen.testdomain;

import java.util.List;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** A generic POJO with two type parameters, one bounded, and a generic @FlinkType of one of them. */
@FlinkType
public class Keyed<K extends Comparable<K>, V> {
    private K key;
    private List<V> values;
    private Envelope<V> latest;

    public Keyed() {}

    public Keyed(K key, List<V> values, Envelope<V> latest) {
        this.key = key;
        this.values = values;
        this.latest = latest;
    }

    public K getKey() {
        return key;
    }

    public void setKey(K key) {
        this.key = key;
    }

    public List<V> getValues() {
        return values;
    }

    public void setValues(List<V> values) {
        this.values = values;
    }

    public Envelope<V> getLatest() {
        return latest;
    }

    public void setLatest(Envelope<V> latest) {
        this.latest = latest;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Keyed<?, ?> other && Objects.equals(key, other.key) && Objects.equals(values, other.values)
                && Objects.equals(latest, other.latest);
    }

    @Override
    public int hashCode() {
        return Objects.hash(key, values, latest);
    }

    @Override
    public String toString() {
        return "Keyed[" + key + ", " + values + ", " + latest + "]";
    }
}
