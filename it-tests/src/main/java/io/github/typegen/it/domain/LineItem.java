package io.github.typegen.it.domain;

import io.github.typegen.annotations.FlinkType;

/** A record nesting an immutable class: the whole graph is immutable. */
@FlinkType
public record LineItem(String sku, int quantity, Money unitPrice) {}
