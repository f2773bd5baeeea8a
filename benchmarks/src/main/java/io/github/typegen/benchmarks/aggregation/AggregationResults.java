package io.github.typegen.benchmarks.aggregation;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** The rows of {@link AggregationQuery}'s group aggregations, one record per query, with Flink's result types. */
public final class AggregationResults {

    private AggregationResults() {}

    /** The spend report: one account's spend in one hour, the sample app's {@code SpendRow}. */
    @FlinkType
    public record SpendRow(long accountId, LocalDateTime logTs, long amount) {}

    /** Nexmark's q17: the bids on one auction in one day, counted by price range, and their prices. */
    @FlinkType
    public record Q17(long auction, String day, long total_bids, long rank1_bids, long rank2_bids, long rank3_bids,
            long min_price, long max_price, long avg_price, long sum_price) {}

    /** One account's transactions in one window. */
    @FlinkType
    public record WindowCount(long accountId, LocalDateTime windowStart, LocalDateTime windowEnd, long transactions) {}
}
