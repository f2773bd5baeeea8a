package io.github.typegen.benchmarks.table;

import io.github.typegen.annotations.FlinkType;

/**
 * The record of {@link TableBridgeBenchmark}: a mutable POJO, so that Flink's own bridge can use it too
 * ({@code PojoTypeInfo} in, a structured type out), with six columns of common types.
 */
@FlinkType
public class Purchase {

    public long id;
    public String customer;
    public String category;
    public int quantity;
    public double price;
    public long timestamp;

    public Purchase() {}

    public Purchase(long id, String customer, String category, int quantity, double price, long timestamp) {
        this.id = id;
        this.customer = customer;
        this.category = category;
        this.quantity = quantity;
        this.price = price;
        this.timestamp = timestamp;
    }
}
