package accounts;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;

/** An immutable class with final fields and no setters: unannotated, Flink gives it to Kryo. */
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
}
