package io.github.typegen.sample;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.util.Collector;

import picocli.CommandLine.Command;

/**
 * The DataStream API integration page's changelog-unification example: an interval join of users and orders
 * in SQL, then, on the DataStream API, each user's name once, deduplicated with value state.
 */
@Command(name = "interval-join", mixinStandardHelpOptions = true,
        description = {"The DataStream API integration page's interval join: users and orders (--rows of each; user "
                + "i has id i %% 1000, order i is theirs two minutes later), joined where O.ts BETWEEN U.ts AND "
                + "U.ts + INTERVAL '5' MINUTES, printed as +I[name, amount]; then each name once, deduplicated by a "
                + "KeyedProcessFunction with ValueState."})
final class IntervalJoinJob extends SampleJob<String> {

    private static final Schema FLINK_USER_SCHEMA = Schema.newBuilder()
            .column("ts", DataTypes.TIMESTAMP(3))
            .column("uid", DataTypes.INT())
            .column("name", DataTypes.STRING())
            .watermark("ts", "ts - INTERVAL '1' SECOND")
            .build();

    private static final Schema FLINK_ORDER_SCHEMA = Schema.newBuilder()
            .column("ts", DataTypes.TIMESTAMP(3))
            .column("uid", DataTypes.INT())
            .column("amount", DataTypes.INT())
            .watermark("ts", "ts - INTERVAL '1' SECOND")
            .build();

    @Override
    long inputRecords(long rows) {
        return 2 * rows;
    }

    @Override
    Output<?, String> build(Path path, long rows, StreamExecutionEnvironment env,
            StreamTableEnvironment tEnv) {
        long seed = options.seed;
        DataStream<UserEvent> userStream = generate(env, path, rows, UserEvent.class, Inputs::user);
        DataStream<OrderEvent> orderStream = generate(env, path, rows, OrderEvent.class, i -> Inputs.order(seed, i));
        tEnv.createTemporaryView("UserTable", path.fromDataStream(tEnv, userStream, FLINK_USER_SCHEMA));
        tEnv.createTemporaryView("OrderTable", path.fromDataStream(tEnv, orderStream, FLINK_ORDER_SCHEMA));

        Table joinedTable = tEnv.sqlQuery(
                "SELECT U.name, O.amount "
                        + "FROM UserTable U, OrderTable O "
                        + "WHERE U.uid = O.uid AND O.ts BETWEEN U.ts AND U.ts + INTERVAL '5' MINUTES");
        DataStream<NameAmount> joinedStream = path.toDataStream(tEnv, joinedTable, NameAmount.class);

        DataStream<String> firstNames = joinedStream
                .keyBy(NameAmount::name, Types.STRING)
                .process(new FirstName(), Types.STRING)
                .name("first name");
        DataStream<String> printedJoin = joinedStream
                .map(row -> "+I[" + row.name() + ", " + row.amount() + "]", Types.STRING)
                .name("print join");
        return Output.of(printedJoin.union(firstNames));
    }

    /** The page's deduplication: emits a name the first time it is seen. */
    private static final class FirstName extends KeyedProcessFunction<String, NameAmount, String> {

        private static final long serialVersionUID = 1L;

        private transient ValueState<String> seen;

        @Override
        public void open(OpenContext openContext) {
            seen = getRuntimeContext().getState(new ValueStateDescriptor<>("seen", Types.STRING));
        }

        @Override
        public void processElement(NameAmount row, Context ctx, Collector<String> out) throws Exception {
            String name = row.name();
            if (seen.value() == null) {
                seen.update(name);
                out.collect(name);
            }
        }
    }
}
