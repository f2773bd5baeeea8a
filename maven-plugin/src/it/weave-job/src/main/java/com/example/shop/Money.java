package com.example.shop;

import java.math.BigDecimal;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** Immutable: final fields, no setters. Flink's own type extraction would hand it to Kryo. */
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

    public Money plus(Money other) {
        return new Money(amount.add(other.amount), currency);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Money money && amount.compareTo(money.amount) == 0
                && currency.equals(money.currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(amount.stripTrailingZeros(), currency);
    }

    @Override
    public String toString() {
        return amount + " " + currency;
    }
}
