package io.github.typegen.benchmarks.table;

import static org.apache.flink.table.api.Expressions.$;

import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.types.Row;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.TypegenSchema;

/**
 * Records per second of one job, parallelism 1, on a local MiniCluster, with Kryo disabled: {@link #RECORDS}
 * purchases from {@code fromSequence}, {@code DataStream<Purchase> -> Table -> filter + projection ->
 * DataStream<Purchase> -> keyBy -> map -> keyBy -> discarding sink}, three ways:
 *
 * <ul>
 *   <li>{@link #typedTables}: {@code TypedTables.fromDataStream} / {@code toDataStream(tEnv, table,
 *       Purchase.class)}: generated RowData converters, the stream after the table typed {@code
 *       PurchaseTypeInfo};
 *   <li>{@link #flinkBridge}: Flink's own {@code fromDataStream(stream)} (a {@code PojoTypeInfo}) and {@code
 *       toDataStream(table, Purchase.class)} (an {@code ExternalTypeInfo}: {@code ExternalSerializer} on the
 *       two keyBy hops, a Janino-compiled structured converter);
 *   <li>{@link #dataStreamOnly}: the same logic as filter and map on {@code PurchaseTypeInfo}, no table;
 *   <li>{@link #typedTablesRowPath}: the generated converters through external {@code Row}s instead of
 *       {@code RowData}, the alternative TypedTables measured and rejected for insert-only tables.
 * </ul>
 *
 * <p>Each invocation is a whole job, including the MiniCluster's start and, for the two table variants, the
 * planner's optimisation (a second or so); each iteration is one job.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 1, time = 1, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 1, timeUnit = TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class TableBridgeBenchmark {

    static final long RECORDS = 20_000_000;

    @Param({"false", "true"})
    public boolean objectReuse;

    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void typedTables() throws Exception {
        StreamExecutionEnvironment env = environment();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        TypeInformation<Purchase> type = Typegen.typeInfo(Purchase.class);
        Table table = TypedTables.fromDataStream(tableEnv, source(env, type));
        DataStream<Purchase> filtered = TypedTables.toDataStream(tableEnv, filterAndProject(table), Purchase.class);
        keyedTail(filtered, type);
        env.execute("TypedTables");
    }

    /**
     * The path {@code TypedTables} does not take for insert-only tables, measured to justify the choice: the
     * same generated converters, but through external {@code Row}s ({@code ExternalTypeInfo} in, a {@code
     * ROW} bridged to {@code Row} out), which Flink converts to and from its internal rows itself.
     */
    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void typedTablesRowPath() throws Exception {
        StreamExecutionEnvironment env = environment();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        TypeInformation<Purchase> type = Typegen.typeInfo(Purchase.class);
        TypegenSchema<Purchase> schema = TypedTables.schemaOf(Purchase.class);
        DataStream<Row> rowsIn = source(env, type).map(new ToRow(schema), ExternalTypeInfo.of(schema.dataType()));
        Table table = tableEnv.fromDataStream(rowsIn, schema.schema());
        DataStream<Row> rowsOut = tableEnv.toDataStream(filterAndProject(table), schema.dataType());
        keyedTail(rowsOut.map(new FromRow(schema), type), type);
        env.execute("TypedTables, Row path");
    }

    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void flinkBridge() throws Exception {
        StreamExecutionEnvironment env = environment();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = tableEnv.fromDataStream(source(env, Types.POJO(Purchase.class)));
        DataStream<Purchase> filtered = tableEnv.toDataStream(filterAndProject(table), Purchase.class);
        keyedTail(filtered, filtered.getType());
        env.execute("Flink bridge");
    }

    @Benchmark
    @OperationsPerInvocation((int) RECORDS)
    public void dataStreamOnly() throws Exception {
        StreamExecutionEnvironment env = environment();
        TypeInformation<Purchase> type = Typegen.typeInfo(Purchase.class);
        DataStream<Purchase> filtered = source(env, type)
                .filter(p -> p.quantity > 2)
                .map(new Project(), type);
        keyedTail(filtered, type);
        env.execute("DataStream only");
    }

    private static DataStream<Purchase> source(StreamExecutionEnvironment env, TypeInformation<Purchase> type) {
        return env.fromSequence(0, RECORDS - 1).map(new Generate(), type);
    }

    /** {@code WHERE quantity > 2}, and every column projected, the price with 10% added. */
    private static Table filterAndProject(Table table) {
        return table.where($("quantity").isGreater(2))
                .select($("id"), $("customer"), $("category"), $("quantity"), $("price").times(1.1).as("price"),
                        $("timestamp"));
    }

    private static void keyedTail(DataStream<Purchase> purchases, TypeInformation<Purchase> type) {
        purchases.keyBy(p -> p.customer, Types.STRING)
                .map(new Discount(), type)
                .keyBy(p -> p.category, Types.STRING)
                .sinkTo(new DiscardingSink<>());
    }

    private StreamExecutionEnvironment environment() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(PipelineOptions.OBJECT_REUSE, objectReuse);
        return StreamExecutionEnvironment.createLocalEnvironment(1, configuration);
    }

    static final class Generate implements MapFunction<Long, Purchase> {
        private static final long serialVersionUID = 1L;

        @Override
        public Purchase map(Long id) {
            long i = id;
            return new Purchase(i, "customer-" + (i % 1000), "category-" + (i % 16), (int) (i % 7), i * 0.25,
                    1_700_000_000_000L + i);
        }
    }

    static final class Project implements MapFunction<Purchase, Purchase> {
        private static final long serialVersionUID = 1L;

        @Override
        public Purchase map(Purchase p) {
            return new Purchase(p.id, p.customer, p.category, p.quantity, p.price * 1.1, p.timestamp);
        }
    }

    static final class ToRow implements MapFunction<Purchase, Row> {
        private static final long serialVersionUID = 1L;
        private final TypegenSchema<Purchase> schema;

        ToRow(TypegenSchema<Purchase> schema) {
            this.schema = schema;
        }

        @Override
        public Row map(Purchase p) {
            return schema.toRow(p);
        }
    }

    static final class FromRow implements MapFunction<Row, Purchase> {
        private static final long serialVersionUID = 1L;
        private final TypegenSchema<Purchase> schema;

        FromRow(TypegenSchema<Purchase> schema) {
            this.schema = schema;
        }

        @Override
        public Purchase map(Row row) {
            return schema.fromRow(row);
        }
    }

    static final class Discount implements MapFunction<Purchase, Purchase> {
        private static final long serialVersionUID = 1L;

        @Override
        public Purchase map(Purchase p) {
            p.price = p.price * 0.9;
            return p;
        }
    }
}
