package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkConverter;
import io.github.typegen.testlib.Tally;

/** A mutable {@code Tally} as its count. */
public final class TallyConverter implements FlinkConverter<Tally, Integer> {

    @Override
    public Integer toStored(Tally value) {
        return value.count();
    }

    @Override
    public Tally fromStored(Integer stored) {
        return new Tally(stored);
    }
}
