package zone;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/** Nexmark's bid, its time an instant: a TIMESTAMP_LTZ column. */
@FlinkType
public record Bid(long auction, long bidder, long price, String channel, String url, Instant dateTime, String extra) {}
