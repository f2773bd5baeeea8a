package io.github.typegen.it.sql;

import java.math.BigDecimal;
import java.time.LocalDateTime;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** The rows of the fused aggregations of {@link FusedAggregates}, one record per query, with Flink's result types. */
public final class AggregateResults {

    private AggregateResults() {}

    /** Per nullable {@code INT} key: counts, wrapping sums, minimum and maximum with NaN, averages. */
    @FlinkType
    public record Numbers(Integer i, long rows, long withL, int sumN, Long sumL, Double lowestX, double highestD,
            int averageN, Double averageX, long texts, long positiveXs) {}

    /** Per expression key: the least and greatest strings, booleans and numbers. */
    @FlinkType
    public record Ordered(int bucket, String firstText, String lastText, Boolean allTrue, Boolean anyTrue,
            String lastTrueText, int lowestN) {}

    /** Per expression and {@code BOOLEAN} key: decimal sums, minima and maxima, and aggregates with FILTER. */
    @FlinkType
    public record Filtered(int bucket, Boolean b, @Column(type = "DECIMAL(38, 2)") BigDecimal sumM,
            @Column(type = "DECIMAL(10, 2)") BigDecimal lowestM, @Column(type = "DECIMAL(10, 2)") BigDecimal highestTrueM,
            long positives, Integer sumIWithText, Long averageL) {}

    /** Per string key, with a filter before the aggregation and HAVING after it. */
    @FlinkType
    public record Having(String s, long rows, Long total) {}

    /** The spend report: one account's spend in one hour. */
    @FlinkType
    public record Spend(long accountId, LocalDateTime logTs, long amount) {}

    /** The spend summary: one account's spend in one hour, by each kind of aggregate. */
    @FlinkType
    public record SpendSummary(long accountId, LocalDateTime logTs, long total, long rows, long lowest, long highest,
            long average, long credits, long amounts) {}

    /** The spend summary with its total summed as {@code INT}. */
    @FlinkType
    public record SpendSummaryOfInts(long accountId, LocalDateTime logTs, int total, long rows, long lowest,
            long highest, long average, long credits, long amounts) {}
}
