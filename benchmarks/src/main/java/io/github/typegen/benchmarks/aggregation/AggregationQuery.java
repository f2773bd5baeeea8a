package io.github.typegen.benchmarks.aggregation;

/** The group aggregations {@link AggregationBenchmark} runs, each with the table it reads and the row it makes. */
public enum AggregationQuery {

    /** The spend report over {@link Transaction}s. */
    SPEND_REPORT("input", AggregationResults.SpendRow.class, AggregationSql.SPEND_REPORT),

    /** Nexmark's q17 over Nexmark's bids. */
    Q17("bid", AggregationResults.Q17.class, AggregationSql.Q17);

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

    /** The record of the query's rows. */
    public Class<? extends Record> result() {
        return result;
    }

    /** The query. */
    public String sql() {
        return sql;
    }
}
