package io.github.typegen.it.converters;

import java.util.Currency;
import java.util.List;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.it.library.Money;

/** A purchase priced in library {@code Money}, with the JDK {@code Currency} it was paid in. */
@FlinkType
public record Purchase(String customer, Money price, Currency paidIn, List<Money> history) {}
