package io.github.typegen.benchmarks.sql;

import io.github.typegen.annotations.FlinkType;

/**
 * The input of {@link SqlStageBenchmark}'s query: a mutable POJO, so that Flink's own bridge can use it too
 * ({@code PojoTypeInfo}), with the query's three columns {@code a}, {@code b}, {@code q} among six of common
 * types. {@code b} is a {@code double}, a {@code DOUBLE NOT NULL} column: {@code b * 1.1} is then a
 * {@code DOUBLE} multiplication, which Java's {@code b * 1.1} computes bit for bit.
 */
@FlinkType
public class Item {

    public long id;
    public String a;
    public double b;
    public int q;
    public String region;
    public long timestamp;

    public Item() {}

    public Item(long id, String a, double b, int q, String region, long timestamp) {
        this.id = id;
        this.a = a;
        this.b = b;
        this.q = q;
        this.region = region;
        this.timestamp = timestamp;
    }
}
