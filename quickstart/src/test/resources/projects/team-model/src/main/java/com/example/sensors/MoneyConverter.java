package com.example.sensors;

import io.github.typegen.annotations.FlinkConverter;
import org.joda.money.CurrencyUnit;
import org.joda.money.Money;

/** Joda's {@code Money}, a class the team does not own, to and from the record it is stored as. */
public final class MoneyConverter implements FlinkConverter<Money, Amount> {

    @Override
    public Amount toStored(Money money) {
        return new Amount(money.getCurrencyUnit().getCode(), money.getAmount());
    }

    @Override
    public Money fromStored(Amount stored) {
        return Money.of(CurrencyUnit.of(stored.currency()), stored.amount());
    }
}
