package zone;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Nexmark's q10, its two DATE_FORMAT columns named as its sink's columns are. */
@Pipeline
public class NexmarkQ10 implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql(value = "SELECT auction, bidder, price, `dateTime`, extra, DATE_FORMAT(`dateTime`, 'yyyy-MM-dd') AS dt,"
            + " DATE_FORMAT(`dateTime`, 'HH:mm') AS hm FROM bid", table = "bid")
    Q10Result q10(Bid bid) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
