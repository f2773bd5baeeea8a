package zone;

import java.math.BigDecimal;
import java.time.Instant;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** Nexmark's q14: the bids of a price range in euros, with the part of the day and a count of 'c' in extra. */
@FlinkType
public record Q14Result(long auction, long bidder, @Column(type = "DECIMAL(23, 3) NOT NULL") BigDecimal price,
        String bidTimeType, Instant dateTime, String extra, long c_counts) {}
