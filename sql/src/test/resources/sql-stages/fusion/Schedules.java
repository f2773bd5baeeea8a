package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Date and time functions, constants and comparisons, with the implicit cast of a TIMESTAMP(9) into TIMESTAMP(3). */
@Pipeline
public class Schedules implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT guest, arrival + INTERVAL '3' DAY AS departure, EXTRACT(YEAR FROM arrival) AS arrivalYear,"
            + " CAST(arrival AS STRING) AS arrivalText, FLOOR(booked TO HOUR) AS bookedHour, paid"
            + " FROM input WHERE arrival >= DATE '2024-02-29' AND checkIn < TIME '15:00:00'"
            + " AND booked < CAST(arrival AS TIMESTAMP(9)) AND paid IS NOT NULL")
    Stay stay(Booking booking) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
