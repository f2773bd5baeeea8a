package io.github.typegen.benchmarks.sql;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * The speed target as a pipeline: a SQL stage that filters and projects, between two Java stages.
 * {@link #create} builds an {@link Item} from a long, {@link #price} runs {@link #QUERY}, {@link #discount}
 * takes 10% off the result. Without Typegen's SQL front end on the processor path, the generated
 * {@code SqlStageFused} runs the query on Flink's Table runtime; with it, the query is compiled into the fused
 * operator.
 *
 * <p>The other variants of {@link SqlStageBenchmark} call {@link #create} and {@link #discount} of this class,
 * and {@link SqlStageAsJava} writes the query by hand, so that every variant does the same work.
 */
@Pipeline
public class SqlStage implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The stage's query, as the issue states it. */
    public static final String QUERY = "SELECT a, b * 1.1 AS c FROM input WHERE q > 2";

    @Stage.Map
    public Item create(Long id) {
        long i = id;
        return new Item(i, "item-" + (i % 1_000), (i % 10_007) * 0.37 - 1_000, (int) (i % 7), "region-" + (i % 16),
                1_700_000_000_000L + i);
    }

    /** Declares the query's input and result; never called. */
    @Stage.Sql(QUERY)
    public Priced price(Item item) {
        throw new UnsupportedOperationException("Runs as SQL in SqlStageFused");
    }

    @Stage.Map
    public Priced discount(Priced priced) {
        priced.c = priced.c * 0.9;
        return priced;
    }
}
