package fusion;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** A query result with date and time columns, one of a lower precision than the query computes. */
@FlinkType
public record Stay(String guest, LocalDate departure, Long arrivalYear, String arrivalText,
        @Column(type = "TIMESTAMP(3)") LocalDateTime bookedHour, Instant paid) {}
