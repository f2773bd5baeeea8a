package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** A TIMESTAMP_LTZ read as a local date: its value depends on the session time zone, so the Table runtime. */
@Pipeline
public class Zoned implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT guest, CAST(paid AS DATE) AS departure, EXTRACT(YEAR FROM arrival) AS arrivalYear,"
            + " CAST(arrival AS STRING) AS arrivalText, booked AS bookedHour, paid FROM input")
    Stay zoned(Booking booking) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
