package io.github.typegen.benchmarks.nexmark;

import io.github.typegen.nexmark.CountChar;

/**
 * Nexmark's projection and filter queries over its {@code bid} view, each exactly as published in {@code
 * nexmark-flink/src/main/resources/queries} (the query of its {@code INSERT INTO}), with the record its sink
 * table's columns make ({@link Results}).
 */
public enum NexmarkQuery {

    Q0(Results.Q0.class, NexmarkSql.Q0),

    Q1(Results.Q1.class, NexmarkSql.Q1),

    Q2(Results.Q2.class, NexmarkSql.Q2),

    Q10(Results.Q10.class, NexmarkSql.Q10),

    Q14(Results.Q14.class, NexmarkSql.Q14),

    Q21(Results.Q21.class, NexmarkSql.Q21),

    Q22(Results.Q22.class, NexmarkSql.Q22);

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
