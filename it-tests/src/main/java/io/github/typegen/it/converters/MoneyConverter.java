package io.github.typegen.it.converters;

import io.github.typegen.annotations.FlinkConverter;
import io.github.typegen.it.library.CurrencyUnit;
import io.github.typegen.it.library.Money;

/** A library {@code Money} as a record of its currency code and amount. */
public final class MoneyConverter implements FlinkConverter<Money, StoredMoney> {

    @Override
    public StoredMoney toStored(Money value) {
        return new StoredMoney(value.getCurrencyUnit().getCode(), value.getAmount());
    }

    @Override
    public Money fromStored(StoredMoney stored) {
        return Money.of(CurrencyUnit.of(stored.currency()), stored.amount());
    }
}
