package golden;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;

/** An immutable class: final fields, read by getters, set by a constructor that takes them in another order. */
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
}
