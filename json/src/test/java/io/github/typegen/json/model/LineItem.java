package io.github.typegen.json.model;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;

/** A nested record. */
@FlinkType(json = true)
public record LineItem(String sku, int quantity, BigDecimal price) {}
