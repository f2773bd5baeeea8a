package io.github.typegen.it.table;

import io.github.typegen.annotations.FlinkType;

/**
 * A class whose generated classes take the prefix {@code PurchaseRow} ({@code PurchaseRowSerializer}, {@code
 * PurchaseRowSchema}, ...), since the package already has a {@link PurchaseSchema} of its own.
 */
@FlinkType(prefix = "PurchaseRow")
public record Purchase(String sku, Integer quantity) {}
