package split;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;

/** Compiled in a module of its own, without the Table API: it gets a serializer but no schema. */
@FlinkType
public record Money(BigDecimal amount, String currency) {}
