package fusion;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;

/** A query result: a record, built by its constructor. */
@FlinkType
public record Alert(String sensor, String level, double fahrenheit, Boolean humid, BigDecimal total) {}
