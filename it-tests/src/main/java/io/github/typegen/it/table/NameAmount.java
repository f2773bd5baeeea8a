package io.github.typegen.it.table;

import io.github.typegen.annotations.FlinkType;

/** A row of the page's interval join result: the user's name and the order's amount. */
@FlinkType
public record NameAmount(String name, Integer amount) {}
