package com.example.shop;

import java.math.BigDecimal;
import java.util.List;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * Totals orders per customer. Plain Flink calls only: no TypeInformation is passed by hand, and Kryo is disabled.
 * The generated serializers are found by Flink's own type extraction, through the @TypeInfo the weave goal added.
 */
public final class ShopJob {

    private ShopJob() {}

    /** An environment with Kryo forbidden ({@code pipeline.generic-types: false}) and a real shuffle. */
    public static StreamExecutionEnvironment environment() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(2);
        return env;
    }

    /** Runs the job on the given orders and returns every receipt. */
    public static List<Receipt> run(StreamExecutionEnvironment env, Order... orders) throws Exception {
        return env.fromData(orders)
                .keyBy(order -> order.customer())
                .process(new RunningTotal())
                .map(receipt -> new Receipt(receipt.customer().toUpperCase(), receipt.total(), receipt.orders()))
                .executeAndCollect(orders.length + 1);
    }

    public static void main(String[] args) throws Exception {
        Money five = new Money(new BigDecimal("5.00"), "EUR");
        run(environment(), new Order("ada", five, new Card("4242")), new Order("ada", five, new Voucher("X1")))
                .forEach(System.out::println);
    }
}
