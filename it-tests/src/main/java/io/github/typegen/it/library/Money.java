package io.github.typegen.it.library;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A stand-in for Joda-Money's {@code Money}: an immutable amount in a currency, scaled to the currency's decimal
 * places, built by factories only. Typegen has no serializer for it.
 */
public final class Money {
    private final CurrencyUnit currency;
    private final BigDecimal amount;

    private Money(CurrencyUnit currency, BigDecimal amount) {
        this.currency = currency;
        this.amount = amount.setScale(currency.getDecimalPlaces(), RoundingMode.UNNECESSARY);
    }

    public static Money of(CurrencyUnit currency, BigDecimal amount) {
        return new Money(currency, amount);
    }

    public static Money ofMinor(CurrencyUnit currency, long amountMinor) {
        return new Money(currency, BigDecimal.valueOf(amountMinor, currency.getDecimalPlaces()));
    }

    /** {@code "EUR 12.50"}. */
    public static Money parse(String text) {
        int space = text.indexOf(' ');
        return of(CurrencyUnit.of(text.substring(0, space)), new BigDecimal(text.substring(space + 1)));
    }

    public CurrencyUnit getCurrencyUnit() {
        return currency;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public Money plus(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("Currencies differ: " + currency + " and " + other.currency);
        }
        return new Money(currency, amount.add(other.amount));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money other && currency.equals(other.currency) && amount.equals(other.amount);
    }

    @Override
    public int hashCode() {
        return currency.hashCode() * 31 + amount.hashCode();
    }

    @Override
    public String toString() {
        return currency + " " + amount.toPlainString();
    }
}
