package io.github.typegen.testdomain;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.github.typegen.annotations.Convert;
import io.github.typegen.annotations.FlinkType;
import io.github.typegen.testlib.Amount;
import io.github.typegen.testlib.Tally;

/**
 * Library classes behind converters: {@code Amount} and {@code Tally} by the converters package-info registers, at
 * any depth, and one field by the converter {@code @Convert} names, which wins over the registered one.
 */
@FlinkType
public record Priced(
        String sku,
        @Convert(AmountRecordConverter.class) Amount price,
        Amount listPrice,
        List<Amount> history,
        Map<String, Tally> tallies,
        Optional<Amount> discount,
        Tally[] counters) {}
