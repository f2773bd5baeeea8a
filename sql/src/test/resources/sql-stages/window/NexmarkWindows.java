package window;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * The windows of Nexmark's q5 ({@code HOP} count per auction) and q7 ({@code TUMBLE} maximum price), each as a stage
 * of its own, and q7 as published, whose join keeps it on the Table runtime.
 */
public final class NexmarkWindows {

    private NexmarkWindows() {}

    @Pipeline
    public static class Q5Window implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT auction, count(*) AS num, window_start AS starttime, window_end AS endtime"
                + " FROM TABLE(HOP(TABLE input, DESCRIPTOR(`dateTime`), INTERVAL '2' SECOND, INTERVAL '10' SECOND))"
                + " GROUP BY auction, window_start, window_end")
        AuctionBids q5Window(NexmarkBid bid) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }

    @Pipeline
    public static class Q7Window implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT MAX(price) AS maxprice, window_end AS `dateTime`"
                + " FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(`dateTime`), INTERVAL '10' SECOND))"
                + " GROUP BY window_start, window_end")
        MaxPrice q7Window(NexmarkBid bid) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }

    @Pipeline
    public static class Q7 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT B.auction, B.price, B.bidder, B.`dateTime`, B.extra FROM input B JOIN ("
                + " SELECT MAX(price) AS maxprice, window_end AS `dateTime`"
                + " FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(`dateTime`), INTERVAL '10' SECOND))"
                + " GROUP BY window_start, window_end) B1 ON B.price = B1.maxprice"
                + " WHERE B.`dateTime` BETWEEN B1.`dateTime` - INTERVAL '10' SECOND AND B1.`dateTime`")
        HighestBid q7(NexmarkBid bid) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }
}
