package zoned;

import java.time.Instant;
import java.util.List;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.FilterFunction;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.sql.WindowRuns;

/**
 * The readings of {@link WindowRuns#readings()}, their rowtime as the records' timestamps and a watermark after each,
 * through each pipeline of {@link ZonedWindows}, each result recorded in {@link WindowRuns#EMITTED}.
 */
public final class Job {

    private Job() {}

    public static void define(StreamExecutionEnvironment env) {
        List<Reading> readings = WindowRuns.readings().stream().map(row -> new Reading((String) row.getField(0),
                (Integer) row.getField(1), (Instant) row.getField(2))).toList();
        DataStream<Reading> input = env.fromData(readings, Typegen.typeInfo(Reading.class))
                .assignTimestampsAndWatermarks(WatermarkStrategy
                        .<Reading>forGenerator(context -> new WindowRuns.Trailing<>(WindowRuns.READINGS_DELAY))
                        .withTimestampAssigner((reading, previous) -> reading.ts().toEpochMilli()))
                .setParallelism(1);
        new ZonedWindows_HourlyFused(new ZonedWindows.Hourly()).apply(input).filter(new Recorded<>("hourly"))
                .sinkTo(new DiscardingSink<>());
        new ZonedWindows_HoppingFused(new ZonedWindows.Hopping()).apply(input).filter(new Recorded<>("hopping"))
                .sinkTo(new DiscardingSink<>());
        new ZonedWindows_DailyFused(new ZonedWindows.Daily()).apply(input).filter(new Recorded<>("daily"))
                .sinkTo(new DiscardingSink<>());
    }

    /** Records each result under the query's name, and keeps none. */
    static final class Recorded<T> implements FilterFunction<T> {
        private static final long serialVersionUID = 1L;
        private final String query;

        Recorded(String query) {
            this.query = query;
        }

        @Override
        public boolean filter(T result) {
            WindowRuns.record(query, result);
            return false;
        }
    }
}
