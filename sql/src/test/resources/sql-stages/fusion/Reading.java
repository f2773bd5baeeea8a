package fusion;

import java.math.BigDecimal;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** A query input: NOT NULL and nullable numbers, a string, a decimal. */
@FlinkType
public record Reading(String sensor, double celsius, Double humidity, int count,
        @Column(type = "DECIMAL(10, 2)") BigDecimal price) {}
