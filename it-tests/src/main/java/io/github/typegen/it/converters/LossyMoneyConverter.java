package io.github.typegen.it.converters;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkConverter;
import io.github.typegen.it.library.CurrencyUnit;
import io.github.typegen.it.library.Money;

/**
 * A converter with a bug: it returns no stored form for a zero amount. Writing a zero amount must fail naming the
 * field, on every path, rather than store a null that would read back as no amount at all.
 */
public final class LossyMoneyConverter implements FlinkConverter<Money, String> {

    @Override
    public String toStored(Money value) {
        return value.getAmount().signum() == 0 ? null : value.getCurrencyUnit().getCode() + " " + value.getAmount();
    }

    @Override
    public Money fromStored(String stored) {
        int space = stored.indexOf(' ');
        return Money.of(CurrencyUnit.of(stored.substring(0, space)), new BigDecimal(stored.substring(space + 1)));
    }
}
