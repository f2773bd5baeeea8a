package fsa;

import java.util.Objects;

/** A generic POJO: PojoSerializer writes its payload with the serializer of the type argument. */
public class Envelope<T> {
    public String id;
    public T payload;

    public Envelope() {}

    @Override
    public boolean equals(Object o) {
        return o instanceof Envelope<?> e && Objects.equals(id, e.id) && Objects.equals(payload, e.payload);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, payload);
    }

    @Override
    public String toString() {
        return "Envelope{" + id + ", " + payload + "}";
    }
}
