package zone;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/** Nexmark's q10: the bids with the day and the minute they were made. */
@FlinkType
public record Q10Result(long auction, long bidder, long price, Instant dateTime, String extra, String dt,
        String hm) {}
