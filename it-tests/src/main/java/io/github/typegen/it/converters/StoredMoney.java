package io.github.typegen.it.converters;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;

/** The stored form of a library {@code Money}. */
@FlinkType
public record StoredMoney(String currency, BigDecimal amount) {}
