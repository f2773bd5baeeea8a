package window;

import java.time.LocalDateTime;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/** Nexmark's bid, its dateTime the rowtime of the stream's own watermarks. */
@FlinkType
public record NexmarkBid(long auction, long bidder, long price, String channel, String url,
        @RowTime @Column(type = "TIMESTAMP(3)") LocalDateTime dateTime, String extra) {}
