package io.github.typegen.benchmarks.fused;

import io.github.typegen.annotations.FlinkType;

/** A mutable POJO: what Flink's own type extraction turns into a {@code PojoTypeInfo}. */
@FlinkType
public class Trade {

    private long id;
    private String account;
    private String symbol;
    private long quantity;
    private double price;
    private double fee;

    public Trade() {}

    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
    }

    public String getAccount() {
        return account;
    }

    public void setAccount(String account) {
        this.account = account;
    }

    public String getSymbol() {
        return symbol;
    }

    public void setSymbol(String symbol) {
        this.symbol = symbol;
    }

    public long getQuantity() {
        return quantity;
    }

    public void setQuantity(long quantity) {
        this.quantity = quantity;
    }

    public double getPrice() {
        return price;
    }

    public void setPrice(double price) {
        this.price = price;
    }

    public double getFee() {
        return fee;
    }

    public void setFee(double fee) {
        this.fee = fee;
    }
}
