package fsa;

import io.github.typegen.annotations.FlinkType;

import java.util.Objects;

/** An immutable class: final fields, no setters. Flink cannot analyse it, so Kryo writes it. */
@FlinkType
public final class Money {
    private final long cents;
    private final String currency;

    public Money(long cents, String currency) {
        this.cents = cents;
        this.currency = currency;
    }

    public long getCents() {
        return cents;
    }

    public String getCurrency() {
        return currency;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && cents == m.cents && Objects.equals(currency, m.currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(cents, currency);
    }

    @Override
    public String toString() {
        return cents + " " + currency;
    }
}
