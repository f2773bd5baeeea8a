package window;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** Nexmark q5's inner query: an auction's bids in a hopping window. */
@FlinkType
public record AuctionBids(long auction, long num, LocalDateTime starttime, LocalDateTime endtime) {}
