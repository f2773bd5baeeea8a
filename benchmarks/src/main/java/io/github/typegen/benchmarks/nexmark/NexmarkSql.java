package io.github.typegen.benchmarks.nexmark;

/**
 * The text of Nexmark's projection and filter queries over its {@code bid} view, each exactly as published in
 * {@code nexmark-flink/src/main/resources/queries} (the query of its {@code INSERT INTO}): constants, so that
 * {@code @Stage.Sql} stages ({@link NexmarkPipelines}) can name them.
 */
final class NexmarkSql {

    private NexmarkSql() {}

    static final String Q0 = """
        SELECT auction, bidder, price, `dateTime`, extra FROM bid""";

    static final String Q1 = """
        SELECT
            auction,
            bidder,
            0.908 * price as price, -- convert dollar to euro
            `dateTime`,
            extra
        FROM bid""";

    static final String Q2 = """
        SELECT auction, price FROM bid WHERE MOD(auction, 123) = 0""";

    static final String Q10 = """
        SELECT auction, bidder, price, `dateTime`, extra, DATE_FORMAT(`dateTime`, 'yyyy-MM-dd'), \
        DATE_FORMAT(`dateTime`, 'HH:mm')
        FROM bid""";

    static final String Q14 = """
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
        WHERE 0.908 * price > 1000000 AND 0.908 * price < 50000000""";

    static final String Q21 = """
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
                  lower(channel) in ('apple', 'google', 'facebook', 'baidu')""";

    static final String Q22 = """
        SELECT
            auction, bidder, price, channel,
            SPLIT_INDEX(url, '/', 3) as dir1,
            SPLIT_INDEX(url, '/', 4) as dir2,
            SPLIT_INDEX(url, '/', 5) as dir3 FROM bid""";
}
