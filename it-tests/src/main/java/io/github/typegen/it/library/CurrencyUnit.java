package io.github.typegen.it.library;

import java.util.Objects;

/**
 * A stand-in for Joda-Money's {@code CurrencyUnit} (whose current release needs Java 21): a library class with a
 * factory and no public constructor, which Typegen does not serialize.
 */
public final class CurrencyUnit {
    public static final CurrencyUnit EUR = new CurrencyUnit("EUR", 2);
    public static final CurrencyUnit USD = new CurrencyUnit("USD", 2);
    public static final CurrencyUnit JPY = new CurrencyUnit("JPY", 0);

    private final String code;
    private final int decimalPlaces;

    private CurrencyUnit(String code, int decimalPlaces) {
        this.code = code;
        this.decimalPlaces = decimalPlaces;
    }

    public static CurrencyUnit of(String code) {
        return switch (code) {
            case "EUR" -> EUR;
            case "USD" -> USD;
            case "JPY" -> JPY;
            default -> new CurrencyUnit(code, 2);
        };
    }

    public String getCode() {
        return code;
    }

    public int getDecimalPlaces() {
        return decimalPlaces;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CurrencyUnit other && code.equals(other.code);
    }

    @Override
    public int hashCode() {
        return Objects.hash(code);
    }

    @Override
    public String toString() {
        return code;
    }
}
