package io.github.typegen.testlib;

import java.util.Objects;

/**
 * A value class of a library the test domain does not own, like Joda's {@code Money}: immutable, no {@code
 * @FlinkType}, no public constructor. The processor sees it as a compiled class.
 */
public final class Amount {
    private final long cents;
    private final String currency;

    private Amount(long cents, String currency) {
        this.cents = cents;
        this.currency = Objects.requireNonNull(currency);
    }

    public static Amount of(long cents, String currency) {
        return new Amount(cents, currency);
    }

    public long cents() {
        return cents;
    }

    public String currency() {
        return currency;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Amount other && cents == other.cents && currency.equals(other.currency);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(cents) * 31 + currency.hashCode();
    }

    @Override
    public String toString() {
        return cents + " " + currency;
    }
}
