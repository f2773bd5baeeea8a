package io.github.typegen.testdomain;

import java.math.BigDecimal;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** An immutable class: final fields read by getters, a constructor taking them in another order. */
@FlinkType
public final class Money {
    private final BigDecimal amount;
    private final String currency;

    public Money(String currency, BigDecimal amount) {
        this.currency = currency;
        this.amount = amount;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public String getCurrency() {
        return currency;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money other && Objects.equals(amount, other.amount)
                && Objects.equals(currency, other.currency);
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
