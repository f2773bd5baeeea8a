package com.example.shop;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** Keeps each customer's running total in state declared by class, and emits a receipt per order. */
public class RunningTotal extends KeyedProcessFunction<String, Order, Receipt> {
    private static final long serialVersionUID = 1L;

    private transient ValueState<Money> total;
    private transient ValueState<Integer> count;

    @Override
    public void open(OpenContext context) {
        total = getRuntimeContext().getState(new ValueStateDescriptor<>("total", Money.class));
        count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Integer.class));
    }

    @Override
    public void processElement(Order order, Context context, Collector<Receipt> out) throws Exception {
        Money sum = total.value() == null ? order.amount() : total.value().plus(order.amount());
        int orders = count.value() == null ? 1 : count.value() + 1;
        total.update(sum);
        count.update(orders);
        out.collect(new Receipt(order.customer(), sum, orders));
    }
}
