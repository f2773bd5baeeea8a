package fusion;

import io.github.typegen.annotations.FlinkType;

/** The result of Nexmark's q2. */
@FlinkType
public record AuctionPrice(long auction, long price) {}
