package io.github.typegen.sample.cluster;

import io.github.typegen.annotations.FlinkType;

/** An amount in minor units (cents) of one currency. */
@FlinkType
public record Money(String currency, long cents) {

    /** This amount plus {@code other}, which must be in the same currency. */
    public Money plus(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("Cannot add " + other.currency + " to " + currency);
        }
        return new Money(currency, Math.addExact(cents, other.cents));
    }
}
