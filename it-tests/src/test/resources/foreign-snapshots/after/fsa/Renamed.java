package fsa;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.FormerName;

/** amount renamed to total in the adoption step: PojoSerializer would drop it. */
@FlinkType
public record Renamed(String id, @FormerName("amount") BigDecimal total) {}
