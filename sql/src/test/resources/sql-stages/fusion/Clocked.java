package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** The current time: not deterministic, so the Table runtime. */
@Pipeline
public class Clocked implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql("SELECT guest, arrival AS departure, EXTRACT(YEAR FROM arrival) AS arrivalYear,"
            + " CAST(arrival AS STRING) AS arrivalText, booked AS bookedHour, paid FROM input"
            + " WHERE booked < LOCALTIMESTAMP")
    Stay clocked(Booking booking) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
