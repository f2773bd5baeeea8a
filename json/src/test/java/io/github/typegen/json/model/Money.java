package io.github.typegen.json.model;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import io.github.typegen.annotations.FlinkType;

/**
 * An immutable class read through its {@code @JsonCreator} factory, whose parameters come in another order than the
 * fields and which fills in a default currency, and written without its null properties.
 */
@FlinkType(json = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class Money {
    private final String currency;
    private final BigDecimal amount;
    private final Optional<String> memo;

    public Money(String currency, BigDecimal amount, Optional<String> memo) {
        this.currency = currency;
        this.amount = amount;
        this.memo = memo;
    }

    @JsonCreator
    public static Money of(@JsonProperty("amount") BigDecimal amount, @JsonProperty("currency") String currency,
            @JsonProperty("memo") Optional<String> memo) {
        return new Money(currency == null ? "EUR" : currency.toUpperCase(Locale.ROOT), amount, memo);
    }

    public String getCurrency() {
        return currency;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public Optional<String> getMemo() {
        return memo;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Money money && Objects.equals(currency, money.currency)
                && Objects.equals(amount, money.amount) && Objects.equals(memo, money.memo);
    }

    @Override
    public int hashCode() {
        return Objects.hash(currency, amount, memo);
    }
}
