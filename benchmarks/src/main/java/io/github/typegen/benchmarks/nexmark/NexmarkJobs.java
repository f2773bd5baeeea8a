package io.github.typegen.benchmarks.nexmark;

import java.time.ZoneOffset;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;

import io.github.typegen.nexmark.CountChar;
import io.github.typegen.nexmark.Event;
import io.github.typegen.nexmark.NexmarkConfig;
import io.github.typegen.nexmark.NexmarkGenerator;
import io.github.typegen.runtime.Typegen;

/**
 * The jobs {@link NexmarkBenchmark} times, one per way of running a {@link NexmarkQuery} over a typed stream of
 * bids, shared with the test that checks they compute the same rows.
 *
 * <p>The bids are Nexmark's: the first {@link #DISTINCT_BIDS} bids {@link NexmarkGenerator} generates with
 * Nexmark's default configuration, made once in each source task and replayed in order, so that the jobs time the
 * query and not the generator. The session time zone is UTC, as the hand-written queries assume.
 */
public final class NexmarkJobs {

    /** How many distinct bids a job replays. */
    static final int DISTINCT_BIDS = 100_000;

    /** The session time zone, in which {@code HOUR} and {@code DATE_FORMAT} read an instant. */
    static final ZoneOffset TIME_ZONE = ZoneOffset.UTC;

    private NexmarkJobs() {}

    /**
     * (a) Flink's own bridge: the bids typed by Flink ({@code PojoTypeInfo}), {@code fromDataStream} as the view
     * {@code bid}, the query, {@code toDataStream(table, result)} (Flink's reflective structured-type conversion).
     */
    public static DataStream<?> flinkBridge(NexmarkQuery query, StreamExecutionEnvironment env, long count) {
        StreamTableEnvironment tableEnvironment = tableEnvironment(env);
        tableEnvironment.createTemporaryView(NexmarkQuery.TABLE,
                tableEnvironment.fromDataStream(bids(env, count, Types.POJO(Event.Bid.class))));
        Table result = tableEnvironment.sqlQuery(query.sql());
        return tableEnvironment.toDataStream(result, query.result());
    }

    /**
     * (b) Typegen's {@code @Stage.Sql} stage of the query ({@link NexmarkPipelines}) over the bids typed by Typegen,
     * whichever path the processor gave it: compiled into the fused operator, or Flink's Table runtime between the
     * generated converters.
     */
    public static DataStream<?> sqlStage(NexmarkQuery query, StreamExecutionEnvironment env, long count) {
        StreamTableEnvironment tableEnvironment = tableEnvironment(env);
        DataStream<Event.Bid> bids = bids(env, count, Typegen.typeInfo(Event.Bid.class));
        return switch (query) {
            case Q0 -> new NexmarkPipelines_Q0Fused(new NexmarkPipelines.Q0()).apply(tableEnvironment, bids);
            case Q1 -> new NexmarkPipelines_Q1Fused(new NexmarkPipelines.Q1()).apply(tableEnvironment, bids);
            case Q2 -> new NexmarkPipelines_Q2Fused(new NexmarkPipelines.Q2()).apply(tableEnvironment, bids);
            case Q10 -> new NexmarkPipelines_Q10Fused(new NexmarkPipelines.Q10()).apply(tableEnvironment, bids);
            case Q14 -> new NexmarkPipelines_Q14Fused(new NexmarkPipelines.Q14()).apply(tableEnvironment, bids);
            case Q21 -> new NexmarkPipelines_Q21Fused(new NexmarkPipelines.Q21()).apply(tableEnvironment, bids);
            case Q22 -> new NexmarkPipelines_Q22Fused(new NexmarkPipelines.Q22()).apply(tableEnvironment, bids);
        };
    }

    /** (c) The same logic by hand, as DataStream {@code filter} and {@code map} on Typegen's type information. */
    public static DataStream<?> handWritten(NexmarkQuery query, StreamExecutionEnvironment env, long count) {
        return NexmarkAsJava.query(query, bids(env, count, Typegen.typeInfo(Event.Bid.class)));
    }

    /** A table environment on {@code env} with the session time zone and {@code count_char} registered. */
    static StreamTableEnvironment tableEnvironment(StreamExecutionEnvironment env) {
        StreamTableEnvironment tableEnvironment = StreamTableEnvironment.create(env);
        tableEnvironment.getConfig().setLocalTimeZone(TIME_ZONE);
        tableEnvironment.createTemporarySystemFunction(NexmarkQuery.COUNT_CHAR, CountChar.class);
        return tableEnvironment;
    }

    /**
     * {@code count} bids, typed by {@code type}: the generator's first bids, at most {@link #DISTINCT_BIDS} of them,
     * over and over.
     */
    public static DataStream<Event.Bid> bids(StreamExecutionEnvironment env, long count, TypeInformation<Event.Bid> type) {
        return env.fromSequence(0, count - 1)
                .map(new ReplayBids((int) Math.min(count, DISTINCT_BIDS)), type)
                .name("bids");
    }

    /** A job's configuration: Kryo disabled, object reuse as asked. */
    public static Configuration configuration(boolean objectReuse) {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(PipelineOptions.OBJECT_REUSE, objectReuse);
        return configuration;
    }

    /** Bid number {@code n} of a job is the generator's bid number {@code n % distinct}. */
    private static final class ReplayBids extends RichMapFunction<Long, Event.Bid> {

        private static final long serialVersionUID = 1L;

        private final int distinct;
        private transient Event.Bid[] bids;

        ReplayBids(int distinct) {
            this.distinct = distinct;
        }

        @Override
        public void open(OpenContext openContext) {
            NexmarkGenerator generator = new NexmarkGenerator(NexmarkConfig.DEFAULT, 1_700_000_000_000L, 42L);
            bids = new Event.Bid[distinct];
            int found = 0;
            for (long n = 0; found < bids.length; n++) {
                if (generator.event(n) instanceof Event.Bid bid) {
                    bids[found++] = bid;
                }
            }
        }

        @Override
        public Event.Bid map(Long n) {
            return bids[(int) (n % distinct)];
        }
    }
}
