package io.github.typegen.benchmarks.nexmark;

/**
 * Nexmark's projection and filter queries over its {@code bid} view, each exactly as published in {@code
 * nexmark-flink/src/main/resources/queries} (the query of its {@code INSERT INTO}), with the record its sink
 * table's columns make ({@link Results}).
 */
public enum NexmarkQuery {

    Q0(Results.Q0.class, """
            SELECT auction, bidder, price, `dateTime`, extra FROM bid"""),

    Q1(Results.Q1.class, """
            SELECT
                auction,
                bidder,
                0.908 * price as price, -- convert dollar to euro
                `dateTime`,
                extra
            FROM bid"""),

    Q2(Results.Q2.class, """
            SELECT auction, price FROM bid WHERE MOD(auction, 123) = 0"""),

    Q10(Results.Q10.class, """
            SELECT auction, bidder, price, `dateTime`, extra, DATE_FORMAT(`dateTime`, 'yyyy-MM-dd'), \
            DATE_FORMAT(`dateTime`, 'HH:mm')
            FROM bid"""),

    Q14(Results.Q14.class, """
            SELECT\s
                auction,
                bidder,
                0.908 * price as price,
                CASE
                    WHEN HOUR(`dateTime`) >= 8 AND HOUR(`dateTime`) <= 18 THEN 'dayTime'
                    WHEN HOUR(`dateTime`) <= 6 OR HOUR(`dateTime`) >= 20 THEN 'nightTime'
                    ELSE 'otherTime'
                END AS bidTimeType,
                `dateTime`,
                extra,
                count_char(extra, 'c') AS c_counts
            FROM bid
            WHERE 0.908 * price > 1000000 AND 0.908 * price < 50000000"""),

    Q21(Results.Q21.class, """
            SELECT
                auction, bidder, price, channel,
                CASE
                    WHEN lower(channel) = 'apple' THEN '0'
                    WHEN lower(channel) = 'google' THEN '1'
                    WHEN lower(channel) = 'facebook' THEN '2'
                    WHEN lower(channel) = 'baidu' THEN '3'
                    ELSE REGEXP_EXTRACT(url, '(&|^)channel_id=([^&]*)', 2)
                    END
                AS channel_id FROM bid
                where REGEXP_EXTRACT(url, '(&|^)channel_id=([^&]*)', 2) is not null or
                      lower(channel) in ('apple', 'google', 'facebook', 'baidu')"""),

    Q22(Results.Q22.class, """
            SELECT
                auction, bidder, price, channel,
                SPLIT_INDEX(url, '/', 3) as dir1,
                SPLIT_INDEX(url, '/', 4) as dir2,
                SPLIT_INDEX(url, '/', 5) as dir3 FROM bid""");

    /** The table the queries read: Nexmark's view of the bids. */
    public static final String TABLE = "bid";

    /** The name q14 calls {@link CountChar} by, as Nexmark's {@code CREATE FUNCTION} registers it. */
    public static final String COUNT_CHAR = "count_char";

    private final Class<?> result;
    private final String sql;

    NexmarkQuery(Class<?> result, String sql) {
        this.result = result;
        this.sql = sql;
    }

    /** The record of the query's sink table. */
    public Class<?> result() {
        return result;
    }

    /** The query, as published. */
    public String sql() {
        return sql;
    }
}
