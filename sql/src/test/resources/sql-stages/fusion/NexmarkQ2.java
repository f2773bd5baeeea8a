package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Nexmark's q2 as published, over its table {@code bid}: MOD of a BIGINT by an INT. */
@Pipeline
public class NexmarkQ2 implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql(value = "SELECT auction, price FROM bid WHERE MOD(auction, 123) = 0", table = "bid")
    AuctionPrice q2(Bid bid) {
        throw new UnsupportedOperationException("runs as SQL");
    }
}
