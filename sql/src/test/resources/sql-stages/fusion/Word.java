package fusion;

import java.math.BigDecimal;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** A query result of string functions and casts from strings. */
@FlinkType
public record Word(String trimmed, String cut, Integer place, String replaced, String joined, String padded,
        String capitalized, Integer number, @Column(type = "DECIMAL(10, 2)") BigDecimal amount, Boolean flag,
        Integer tried) {}
