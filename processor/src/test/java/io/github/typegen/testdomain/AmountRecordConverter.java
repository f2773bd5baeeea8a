package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkConverter;
import io.github.typegen.testlib.Amount;

/** An {@code Amount} as a {@code @FlinkType} record, named on a field with {@code @Convert}. */
public final class AmountRecordConverter implements FlinkConverter<Amount, AmountRecordConverter.Stored> {

    /** The stored form. */
    @io.github.typegen.annotations.FlinkType
    public record Stored(long cents, String currency) {}

    @Override
    public Stored toStored(Amount value) {
        return new Stored(value.cents(), value.currency());
    }

    @Override
    public Amount fromStored(Stored stored) {
        return Amount.of(stored.cents(), stored.currency());
    }
}
