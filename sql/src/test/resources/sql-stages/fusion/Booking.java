package fusion;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

import io.github.typegen.annotations.FlinkType;

/** A query input with a column of each date and time type. */
@FlinkType
public record Booking(String guest, LocalDate arrival, LocalTime checkIn, LocalDateTime booked, Instant paid) {}
