package zone;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** The input of the session time zone's and the user functions' differential tests. */
@FlinkType
public record Moment(long id, Integer n, Long l, double x, boolean b, @Column(type = "DECIMAL(10, 2)") BigDecimal m,
        String s, LocalDate day, @Column(type = "TIMESTAMP(3)") LocalDateTime local,
        @Column(type = "TIMESTAMP_LTZ(3)") Instant at, @Column(type = "TIME(0)") LocalTime time, String text) {}
