package io.github.typegen.it.domain;

import java.math.BigDecimal;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** An immutable class: final fields, an all-fields constructor, getters. Flink sends it to Kryo. */
@FlinkType
public final class Money {

    private final BigDecimal amount;
    private final String currency;

    public Money(BigDecimal amount, String currency) {
        this.amount = amount;
        this.currency = currency;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public String getCurrency() {
        return currency;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && Objects.equals(amount, m.amount) && Objects.equals(currency, m.currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(amount, currency);
    }

    @Override
    public String toString() {
        return amount + " " + currency;
    }
}
