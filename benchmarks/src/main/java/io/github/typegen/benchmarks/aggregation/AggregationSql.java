package io.github.typegen.benchmarks.aggregation;

/** The text of {@link AggregationQuery}'s queries: constants, so that {@code @Stage.Sql} stages can name them. */
final class AggregationSql {

    private AggregationSql() {}

    /** The spend report of Flink's tutorial, as its meaning reads in SQL, over the table {@code input}. */
    static final String SPEND_REPORT = """
        SELECT accountId, FLOOR(transactionTime TO HOUR) AS logTs, SUM(amount) AS amount FROM input \
        GROUP BY accountId, FLOOR(transactionTime TO HOUR)""";

    /**
     * Nexmark's q17, "Auction Statistics Report", exactly as published in {@code
     * nexmark-flink/src/main/resources/queries/q17.sql} (the query of its {@code INSERT INTO nexmark_q17}).
     */
    static final String Q17 = """
        SELECT
             auction,
             DATE_FORMAT(`dateTime`, 'yyyy-MM-dd') as `day`,
             count(*) AS total_bids,
             count(*) filter (where price < 10000) AS rank1_bids,
             count(*) filter (where price >= 10000 and price < 1000000) AS rank2_bids,
             count(*) filter (where price >= 1000000) AS rank3_bids,
             min(price) AS min_price,
             max(price) AS max_price,
             avg(price) AS avg_price,
             sum(price) AS sum_price
        FROM bid
        GROUP BY auction, DATE_FORMAT(`dateTime`, 'yyyy-MM-dd')""";

    /** The "TUMBLE count per key": each account's transactions per 10-second window. */
    static final String TUMBLE_COUNT = """
        SELECT accountId, window_start AS windowStart, window_end AS windowEnd, COUNT(*) AS transactions \
        FROM TABLE(TUMBLE(TABLE input, DESCRIPTOR(transactionTime), INTERVAL '10' SECOND)) \
        GROUP BY accountId, window_start, window_end""";

    /** The "HOP count per key", as Nexmark's q5 counts bids: 10-second windows every 2 seconds. */
    static final String HOP_COUNT = """
        SELECT accountId, window_start AS windowStart, window_end AS windowEnd, COUNT(*) AS transactions \
        FROM TABLE(HOP(TABLE input, DESCRIPTOR(transactionTime), INTERVAL '2' SECOND, INTERVAL '10' SECOND)) \
        GROUP BY accountId, window_start, window_end""";
}
