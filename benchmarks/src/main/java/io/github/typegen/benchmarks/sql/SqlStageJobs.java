package io.github.typegen.benchmarks.sql;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;

import io.github.typegen.runtime.Typegen;

/**
 * The jobs {@link SqlStageBenchmark} times, from a stream of ids to the stream of discounted {@link Priced}
 * results, one per way of running {@link SqlStage}: shared with the test that checks they compute the same
 * records.
 */
public final class SqlStageJobs {

    private SqlStageJobs() {}

    /**
     * {@code WHERE q > 2} of {@link SqlStage#QUERY}. {@code q} is an {@code INT NOT NULL} column, compared with
     * an {@code INT} literal: no null, no cast.
     */
    static boolean where(Item item) {
        return item.q > 2;
    }

    /**
     * {@code SELECT a, b * 1.1 AS c} of {@link SqlStage#QUERY}. The literal {@code 1.1} is a
     * {@code DECIMAL(2, 1)}; with {@code b} a {@code DOUBLE NOT NULL}, the planner types {@code b * 1.1} as
     * {@code DOUBLE NOT NULL} and multiplies by the literal cast to a double: the double nearest to 1.1, as the
     * Java literal.
     */
    static Priced select(Item item) {
        return new Priced(item.a, item.b * 1.1);
    }

    /**
     * (a) Flink's own bridge: the items typed by Flink ({@code PojoTypeInfo}), {@code fromDataStream},
     * {@code sqlQuery}, {@code toDataStream(table, Priced.class)} (Flink's reflective structured-type
     * conversion), the last stage typed by Flink again.
     */
    public static DataStream<Priced> flinkBridge(StreamTableEnvironment tableEnvironment, DataStream<Long> ids) {
        SqlStage stages = new SqlStage();
        DataStream<Item> items = ids.map(stages::create, Types.POJO(Item.class));
        tableEnvironment.createTemporaryView("input", tableEnvironment.fromDataStream(items));
        DataStream<Priced> priced = tableEnvironment.toDataStream(tableEnvironment.sqlQuery(SqlStage.QUERY),
                Priced.class);
        return priced.map(stages::discount, Types.POJO(Priced.class));
    }

    /** (b) Typegen's pipeline with its {@code @Stage.Sql} stage, whichever path the processor gave the query. */
    public static DataStream<Priced> sqlStage(StreamTableEnvironment tableEnvironment, DataStream<Long> ids) {
        return new SqlStageFused(new SqlStage()).apply(tableEnvironment, ids);
    }

    /** (c) The same logic by hand: DataStream {@code map}, {@code filter}, {@code map}, {@code map}, typed by Typegen. */
    public static DataStream<Priced> handWritten(DataStream<Long> ids) {
        SqlStage stages = new SqlStage();
        TypeInformation<Item> items = Typegen.typeInfo(Item.class);
        TypeInformation<Priced> priced = Typegen.typeInfo(Priced.class);
        return ids.map(stages::create, items)
                .filter(SqlStageJobs::where)
                .map(SqlStageJobs::select, priced)
                .map(stages::discount, priced);
    }

    /** (d) The query as Java stages of a pipeline ({@link SqlStageAsJava}): one fused operator. */
    public static DataStream<Priced> javaStagesFused(DataStream<Long> ids) {
        return new SqlStageAsJavaFused(new SqlStageAsJava()).apply(ids);
    }
}
