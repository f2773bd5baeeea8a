package window;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** Nexmark q7's result: the bids of a window's highest price. */
@FlinkType
public record HighestBid(long auction, long price, long bidder, LocalDateTime dateTime, String extra) {}
