package io.github.typegen.benchmarks.aggregation;

/**
 * The group and window aggregations {@link AggregationBenchmark} runs, each with the table it reads and the row it
 * makes.
 */
public enum AggregationQuery {

    /** The spend report over {@link Transaction}s. */
    SPEND_REPORT("input", AggregationResults.SpendRow.class, AggregationSql.SPEND_REPORT),

    /** Nexmark's q17 over Nexmark's bids. */
    Q17("bid", AggregationResults.Q17.class, AggregationSql.Q17),

    /** Transactions per account in 10-second tumbling windows, over {@link TimedTransaction}s. */
    TUMBLE_COUNT("input", AggregationResults.WindowCount.class, AggregationSql.TUMBLE_COUNT),

    /** Transactions per account in 10-second windows every 2 seconds (Nexmark q5's window), over the same. */
    HOP_COUNT("input", AggregationResults.WindowCount.class, AggregationSql.HOP_COUNT);

    private final String table;
    private final Class<? extends Record> result;
    private final String sql;

    AggregationQuery(String table, Class<? extends Record> result, String sql) {
        this.table = table;
        this.result = result;
        this.sql = sql;
    }

    /** The name of the table the query reads. */
    public String table() {
        return table;
    }

    /** Whether it is a window aggregation: insert-only, over the rowtime of {@link TimedTransaction}s. */
    public boolean windowed() {
        return this == TUMBLE_COUNT || this == HOP_COUNT;
    }

    /** The record of the query's rows. */
    public Class<? extends Record> result() {
        return result;
    }

    /** The query. */
    public String sql() {
        return sql;
    }
}
