package io.github.typegen.benchmarks.nexmark;

import java.math.BigDecimal;
import java.time.Instant;

import org.apache.flink.table.annotation.DataTypeHint;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/**
 * The rows Nexmark's projection and filter queries write, one record per query, with the columns of the query's
 * sink table ({@code nexmark_q0}, ...) in its order. A {@code DECIMAL(23, 3)} column says its type twice: to
 * Typegen ({@link Column}) and to Flink's bridge ({@link DataTypeHint}), whose reflective extraction needs it.
 */
public final class Results {

    private Results() {}

    /** {@code q0}: the bids as they are. */
    @FlinkType
    public record Q0(long auction, long bidder, long price, Instant dateTime, String extra) {}

    /** {@code q1}: the bids with their prices in euros. */
    @FlinkType
    public record Q1(long auction, long bidder,
            @Column(type = "DECIMAL(23, 3) NOT NULL") @DataTypeHint("DECIMAL(23, 3) NOT NULL") BigDecimal price,
            Instant dateTime, String extra) {}

    /** {@code q2}: the bids on every 123rd auction. */
    @FlinkType
    public record Q2(long auction, long price) {}

    /** {@code q10}: the bids with the day and the minute they were made, as a file sink would partition them. */
    @FlinkType
    public record Q10(long auction, long bidder, long price, Instant dateTime, String extra, String dt,
            String hm) {}

    /** {@code q14}: the bids of a price range in euros, with the part of the day and a count of 'c' in extra. */
    @FlinkType
    public record Q14(long auction, long bidder,
            @Column(type = "DECIMAL(23, 3) NOT NULL") @DataTypeHint("DECIMAL(23, 3) NOT NULL") BigDecimal price,
            String bidTimeType, Instant dateTime, String extra, long c_counts) {}

    /** {@code q21}: the bids through a known channel, with the channel's id. */
    @FlinkType
    public record Q21(long auction, long bidder, long price, String channel, String channel_id) {}

    /** {@code q22}: the bids with the first three directories of their URL. */
    @FlinkType
    public record Q22(long auction, long bidder, long price, String channel, String dir1, String dir2,
            String dir3) {}
}
