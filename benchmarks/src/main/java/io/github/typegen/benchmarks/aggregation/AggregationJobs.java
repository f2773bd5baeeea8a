package io.github.typegen.benchmarks.aggregation;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Map;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.types.Row;

import io.github.typegen.benchmarks.nexmark.NexmarkJobs;
import io.github.typegen.nexmark.Event;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.table.Change;

/**
 * The jobs {@link AggregationBenchmark} times, one per way of running an {@link AggregationQuery} over a typed
 * stream, shared with the test that checks they compute the same changelog.
 *
 * <p>The spend report reads {@link #transactions transactions} made from their number; q17 reads Nexmark's bids as
 * {@code NexmarkBenchmark} does ({@link NexmarkJobs#bids}: the generator's first 100,000 bids, replayed). The session
 * time zone is UTC, the one the module's fused code is compiled for ({@code -Atypegen.sql.timeZone=UTC}).
 */
public final class AggregationJobs {

    /** The session time zone, in which q17's {@code DATE_FORMAT} reads an instant. */
    static final ZoneOffset TIME_ZONE = ZoneOffset.UTC;

    /** The event time of the first transaction; each next one is 10 ms later, 100 per second. */
    static final LocalDateTime FIRST_TRANSACTION = LocalDateTime.of(2024, 3, 1, 0, 0);

    private AggregationJobs() {}

    /** Where the jobs keep their keyed state: Flink's heap backend or its RocksDB one. */
    public enum StateBackend {
        HEAP("hashmap"),
        ROCKSDB("rocksdb");

        private final String option;

        StateBackend(String option) {
            this.option = option;
        }

        /** The backend of the benchmark's {@code state} parameter: {@code heap} or {@code rocksdb}. */
        public static StateBackend of(String name) {
            return valueOf(name.toUpperCase(Locale.ROOT));
        }

        /** The benchmark's name of the backend: {@code heap} or {@code rocksdb}. */
        public String parameter() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * (a) Flink's own bridge: the input typed by Flink ({@code PojoTypeInfo}), {@code fromDataStream} as the query's
     * table, the query, {@code toChangelogStream(table)}: Flink's rows, each with its kind.
     */
    public static DataStream<Row> flinkBridge(AggregationQuery query, StreamExecutionEnvironment env, long count) {
        StreamTableEnvironment tableEnvironment = StreamTableEnvironment.create(env);
        tableEnvironment.getConfig().setLocalTimeZone(TIME_ZONE);
        DataStream<?> input = switch (query) {
            // Flink's extraction makes a LocalDateTime field a generic type: its fields' types are given
            case SPEND_REPORT -> transactions(env, count, Types.POJO(Transaction.class, Map.of("accountId",
                    Types.LONG, "amount", Types.LONG, "transactionTime", Types.LOCAL_DATE_TIME)));
            case Q17 -> NexmarkJobs.bids(env, count, Types.POJO(Event.Bid.class));
            case TUMBLE_COUNT, HOP_COUNT -> timedTransactions(env, count, Types.POJO(TimedTransaction.class,
                    Map.of("accountId", Types.LONG, "amount", Types.LONG, "transactionTime",
                            Types.LOCAL_DATE_TIME)));
        };
        tableEnvironment.createTemporaryView(query.table(), query.windowed()
                // the rowtime, its watermarks the stream's own
                ? tableEnvironment.fromDataStream(input, Schema.newBuilder()
                        .column("accountId", DataTypes.BIGINT().notNull())
                        .column("amount", DataTypes.BIGINT().notNull())
                        .column("transactionTime", DataTypes.TIMESTAMP(3))
                        .watermark("transactionTime", "SOURCE_WATERMARK()")
                        .build())
                : tableEnvironment.fromDataStream(input));
        return tableEnvironment.toChangelogStream(tableEnvironment.sqlQuery(query.sql()));
    }

    /**
     * (b) Typegen's {@code @Stage.Sql} stage of the query ({@link AggregationPipelines}) over the input typed by
     * Typegen: the typed keyed operator the processor compiled it into, returning the changelog as {@code Change<T>}.
     */
    public static DataStream<? extends Change<?>> sqlStage(AggregationQuery query, StreamExecutionEnvironment env,
            long count) {
        return switch (query) {
            case SPEND_REPORT -> new AggregationPipelines_SpendReportFused(new AggregationPipelines.SpendReport())
                    .apply(transactions(env, count, Typegen.typeInfo(Transaction.class)));
            case Q17 -> new AggregationPipelines_Q17Fused(new AggregationPipelines.Q17())
                    .apply(NexmarkJobs.bids(env, count, Typegen.typeInfo(Event.Bid.class)));
            case TUMBLE_COUNT -> new AggregationPipelines_TumbleCountFused(new AggregationPipelines.TumbleCount())
                    .apply(timedTransactions(env, count, Typegen.typeInfo(TimedTransaction.class)));
            case HOP_COUNT -> new AggregationPipelines_HopCountFused(new AggregationPipelines.HopCount())
                    .apply(timedTransactions(env, count, Typegen.typeInfo(TimedTransaction.class)));
        };
    }

    /**
     * The transactions of {@link #transactions} with their time as the rowtime: the records' timestamps, and the
     * watermarks of timestamps in order (the window aggregations read the stream's watermarks).
     */
    static DataStream<TimedTransaction> timedTransactions(StreamExecutionEnvironment env, long count,
            TypeInformation<TimedTransaction> type) {
        return env.fromSequence(0, count - 1).map(new MakeTimedTransaction(), type).name("transactions")
                .assignTimestampsAndWatermarks(WatermarkStrategy.<TimedTransaction>forMonotonousTimestamps()
                        .withTimestampAssigner((transaction, previous) ->
                                transaction.transactionTime().toInstant(ZoneOffset.UTC).toEpochMilli()))
                .name("watermarks");
    }

    /**
     * {@code count} transactions, typed by {@code type}, as the spend report's tutorial makes them: accounts 1 to 5,
     * amounts 1 to 1000, 100 per second of event time from {@link #FIRST_TRANSACTION}.
     */
    static DataStream<Transaction> transactions(StreamExecutionEnvironment env, long count,
            TypeInformation<Transaction> type) {
        return env.fromSequence(0, count - 1).map(new MakeTransaction(), type).name("transactions");
    }

    /** A job's configuration: Kryo disabled, object reuse as asked, keyed state in {@code state}. */
    public static Configuration configuration(boolean objectReuse, StateBackend state) {
        Configuration configuration = NexmarkJobs.configuration(objectReuse);
        configuration.set(StateBackendOptions.STATE_BACKEND, state.option);
        return configuration;
    }

    /** Transaction number {@code n} of {@link MakeTransaction} as a {@link TimedTransaction}. */
    private static final class MakeTimedTransaction implements MapFunction<Long, TimedTransaction> {

        private static final long serialVersionUID = 1L;

        @Override
        public TimedTransaction map(Long n) {
            Transaction transaction = MakeTransaction.make(n);
            return new TimedTransaction(transaction.accountId(), transaction.amount(), transaction.transactionTime());
        }
    }

    /** Transaction number {@code n}: its account and amount from a hash of {@code n}, its time from {@code n}. */
    private static final class MakeTransaction implements MapFunction<Long, Transaction> {

        private static final long serialVersionUID = 1L;

        @Override
        public Transaction map(Long n) {
            return make(n);
        }

        static Transaction make(long n) {
            long hash = n * 0x9E3779B97F4A7C15L;
            hash ^= hash >>> 29;
            return new Transaction(1 + Math.floorMod(hash, 5), 1 + Math.floorMod(hash >>> 16, 1000),
                    FIRST_TRANSACTION.plusNanos(n * 10_000_000L));
        }
    }
}
