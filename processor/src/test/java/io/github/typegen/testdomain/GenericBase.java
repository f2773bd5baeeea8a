package io.github.typegen.testdomain;

import java.util.List;

/** A generic superclass that is not a Flink type; {@link Tagged} fixes its type argument. */
public class GenericBase<T> {
    private T payload;
    private List<T> history;

    public T getPayload() {
        return payload;
    }

    public void setPayload(T payload) {
        this.payload = payload;
    }

    public List<T> getHistory() {
        return history;
    }

    public void setHistory(List<T> history) {
        this.history = history;
    }
}
