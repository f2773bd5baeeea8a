package com.example.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * The query of {@link Quotes}, fused into Java at compile time by the SQL front end of the Flink version Typegen
 * plans with, gives on this Flink line exactly what this line's own Table runtime gives for the same query and
 * rows (nulls, zeros, extremes, overflow, decimals), and is one operator with the Java stages around it.
 */
class FusedQueryTest {

    private static final TypeInformation<Order> ORDER = Typegen.typeInfo(Order.class);

    static List<Order> orders() {
        List<Order> orders = new ArrayList<>(List.of(
                new Order("zero", 0, 1, 1.0, BigDecimal.ONE.setScale(2), "a"),
                new Order("max", Integer.MAX_VALUE, Integer.MIN_VALUE, Double.MAX_VALUE, new BigDecimal("500.00"),
                        "cap"),
                new Order("min", Integer.MIN_VALUE, 1, -0.0, new BigDecimal("-500.00"), null),
                new Order("nan", 7, null, Double.NaN, null, "Straße"),
                new Order("inf", -3, 2, Double.POSITIVE_INFINITY, new BigDecimal("12345678.99"), "ab"),
                new Order("empty", 5, 3, 9.99, new BigDecimal("0.01"), "")));
        Random random = new Random(1620);
        String[] notes = {null, "", "tea", "Qa", "ÄÖü", "x", "Ça", "日本a"};
        for (int i = 0; i < 300; i++) {
            orders.add(new Order("o" + i, random.nextInt(21) - 10, random.nextInt(5) == 0 ? null : random.nextInt(7),
                    random.nextInt(4) == 0 ? random.nextDouble() * 200 - 100 : random.nextInt(100),
                    random.nextInt(6) == 0 ? null : BigDecimal.valueOf(random.nextInt(200_000) - 100_000, 2),
                    notes[random.nextInt(notes.length)]));
        }
        return orders;
    }

    @Test
    void theFusedQueryGivesWhatThisLinesTableRuntimeGives() throws Exception {
        List<Order> orders = orders();

        StreamExecutionEnvironment fusedEnv = Jobs.strict();
        List<Quote> fused = new QuotesFused(new Quotes()).apply(fusedEnv.fromData(orders, ORDER))
                .executeAndCollect(orders.size() + 1);

        StreamExecutionEnvironment tableEnv = Jobs.strict();
        StreamTableEnvironment tables = StreamTableEnvironment.create(tableEnv);
        TypedTables.createTemporaryView(tables, "input", tableEnv.fromData(orders, ORDER));
        List<Quote> runtime = TypedTables.toDataStream(tables, tables.sqlQuery(Quotes.QUERY), Quote.class)
                .executeAndCollect(orders.size() + 1);

        assertThat(runtime).hasSizeBetween(100, orders.size() - 1);
        assertThat(fused).containsExactlyInAnyOrderElementsOf(runtime);
    }

    @Test
    void theFusedQueryAndItsJavaNeighboursAreOneOperator() {
        StreamExecutionEnvironment env = Jobs.strict();
        DataStream<Quote> quotes = new QuotesFused(new Quotes()).apply(env.fromData(orders(), ORDER));
        quotes.print();

        List<String> operators = env.getStreamGraph().getStreamNodes().stream().map(StreamNode::getOperatorName)
                .toList();
        assertThat(operators).contains("order -> quote -> quoted");
    }
}
