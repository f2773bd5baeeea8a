package split;

import io.github.typegen.annotations.FlinkType;

/** Compiled with the Table API, against the module that holds {@link Money}. */
@FlinkType
public record Invoice(String customer, Money total) {}
