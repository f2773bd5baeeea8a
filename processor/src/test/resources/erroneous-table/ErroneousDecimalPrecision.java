package erroneoustable;

import java.math.BigDecimal;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** DECIMAL precision beyond Flink's 38 digits. */
@FlinkType
public record ErroneousDecimalPrecision(@Column(type = "DECIMAL(40, 2)") BigDecimal amount) {}
