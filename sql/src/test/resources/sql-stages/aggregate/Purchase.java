package aggregate;

import io.github.typegen.annotations.FlinkType;

/** A purchase: a shop, an amount, a price that may be missing. */
@FlinkType
public record Purchase(String shop, long amount, Double price) {}
