package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkConverter;
import io.github.typegen.testlib.Amount;

/** An {@code Amount} as text, {@code "1234 EUR"}: registered for the whole test domain in package-info. */
public final class AmountConverter implements FlinkConverter<Amount, String> {

    @Override
    public String toStored(Amount value) {
        return value.cents() + " " + value.currency();
    }

    @Override
    public Amount fromStored(String stored) {
        int space = stored.indexOf(' ');
        return Amount.of(Long.parseLong(stored.substring(0, space)), stored.substring(space + 1));
    }
}
