package io.github.typegen.it.converters;

import io.github.typegen.annotations.Convert;
import io.github.typegen.annotations.FlinkType;
import io.github.typegen.it.library.Money;

/** A refund whose amount goes through {@link LossyMoneyConverter}, which loses zero amounts. */
@FlinkType
public record Refund(String id, @Convert(LossyMoneyConverter.class) Money amount) {}
