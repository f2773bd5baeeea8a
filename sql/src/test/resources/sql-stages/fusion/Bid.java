package fusion;

import java.time.LocalDateTime;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** Nexmark's bid. */
@FlinkType
public record Bid(long auction, long bidder, long price, String channel, String url,
        @Column(type = "TIMESTAMP(3)") LocalDateTime dateTime, String extra) {}
