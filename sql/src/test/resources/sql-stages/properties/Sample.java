package properties;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** The input of the generated queries: a column of each type the fused subset computes with. */
@FlinkType
public record Sample(long id, int n, Integer i, Long l, double d, Double x, String s, Boolean b,
        @Column(type = "DECIMAL(10, 2)") BigDecimal m, LocalDate dt, LocalTime tm, LocalDateTime ts, Instant lt) {}
