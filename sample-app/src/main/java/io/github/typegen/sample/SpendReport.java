package io.github.typegen.sample;

import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.AggregateFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.functions.windowing.ProcessWindowFunction;
import org.apache.flink.streaming.api.windowing.assigners.TumblingEventTimeWindows;
import org.apache.flink.streaming.api.windowing.windows.TimeWindow;
import org.apache.flink.util.Collector;

import io.github.typegen.runtime.Typegen;

/**
 * The report of the Flink spend-report tutorial, on the DataStream API with Typegen's serializers: the sum
 * of each account's transactions per hour ({@code floor(transactionTime TO HOUR)}).
 */
public final class SpendReport {

    private SpendReport() {}

    /** Each account's spend per hour of event time; transaction times are read as UTC. */
    public static DataStream<HourlySpend> report(DataStream<Transaction> transactions) {
        return transactions
                .assignTimestampsAndWatermarks(WatermarkStrategy.<Transaction>forMonotonousTimestamps()
                        .withTimestampAssigner((t, previous) -> t.transactionTime().toInstant(ZoneOffset.UTC)
                                .toEpochMilli()))
                .keyBy(Transaction::accountId, Types.LONG)
                .window(TumblingEventTimeWindows.of(Duration.ofHours(1)))
                .aggregate(new SumAmounts(), new ToHourlySpend(), Types.LONG, Types.LONG,
                        Typegen.typeInfo(HourlySpend.class))
                .name("hourly spend");
    }

    /** Sums the amounts of a window. */
    private static final class SumAmounts implements AggregateFunction<Transaction, Long, Long> {

        private static final long serialVersionUID = 1L;

        @Override
        public Long createAccumulator() {
            return 0L;
        }

        @Override
        public Long add(Transaction transaction, Long sum) {
            return sum + transaction.amount();
        }

        @Override
        public Long getResult(Long sum) {
            return sum;
        }

        @Override
        public Long merge(Long a, Long b) {
            return a + b;
        }
    }

    /** Names the sum with its account and the hour the window starts. */
    private static final class ToHourlySpend extends ProcessWindowFunction<Long, HourlySpend, Long, TimeWindow> {

        private static final long serialVersionUID = 1L;

        @Override
        public void process(Long accountId, Context context, Iterable<Long> sums, Collector<HourlySpend> out) {
            LocalDateTime hour = LocalDateTime.ofEpochSecond(
                    context.window().getStart() / 1000, 0, ZoneOffset.UTC);
            for (Long sum : sums) {
                out.collect(new HourlySpend(accountId, hour, sum));
            }
        }
    }
}
