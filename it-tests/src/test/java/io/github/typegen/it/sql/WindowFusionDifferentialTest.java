package io.github.typegen.it.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.sql.SliceBuffer;

/**
 * Each window aggregation of {@link FusedWindows} ({@code TUMBLE}, {@code HOP}, {@code CUMULATE}, and a window
 * without a group key) run both ways on the same readings and watermarks: as the typed keyed operator Typegen writes,
 * and on Flink's Table runtime ({@code TypedTables.toDataStream} of the same query over the same stream). The readings
 * come out of order within the watermark's delay, some so late that their windows have fired (Flink drops them, and
 * so must the fused operator), with duplicate and null keys and null values. Each key's results must be the same
 * rows in the same order on both sides, and all of them the same rows: the order of different keys' windows that
 * fire at one watermark is the timer queue's, which neither side promises. With object reuse off and on.
 */
class WindowFusionDifferentialTest {

    private static final TypeInformation<Reading> READING = Typegen.typeInfo(Reading.class);
    /** How far the watermark trails the latest reading. */
    private static final long DELAY = 3_000L;

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @ParameterizedTest(name = "object reuse {0}")
    @ValueSource(booleans = {false, true})
    void everyWindowAggregationGivesFlinksResults(boolean objectReuse) throws Exception {
        List<Reading> readings = readings();

        StreamExecutionEnvironment fusedEnv = AggregateFusionDifferentialTest.environment(objectReuse);
        DataStream<Reading> fusedReadings = stream(fusedEnv, readings);
        List<CloseableIterator<?>> fused = List.of(
                new FusedWindows_TumblingFused(new FusedWindows.Tumbling()).apply(fusedReadings).collectAsync(),
                new FusedWindows_HoppingFused(new FusedWindows.Hopping()).apply(fusedReadings).collectAsync(),
                new FusedWindows_CumulatingFused(new FusedWindows.Cumulating()).apply(fusedReadings).collectAsync(),
                new FusedWindows_EveryoneFused(new FusedWindows.Everyone()).apply(fusedReadings).collectAsync());
        List<List<Object>> fusedRows = run(fusedEnv, fused);

        StreamExecutionEnvironment tableEnv = AggregateFusionDifferentialTest.environment(objectReuse);
        StreamTableEnvironment tables = StreamTableEnvironment.create(tableEnv);
        TypedTables.createTemporaryView(tables, "input", stream(tableEnv, readings));
        List<CloseableIterator<?>> table = List.of(
                rows(tables, FusedWindows.Tumbling.QUERY, WindowResults.Tumbling.class),
                rows(tables, FusedWindows.Hopping.QUERY, WindowResults.Hopping.class),
                rows(tables, FusedWindows.Cumulating.QUERY, WindowResults.Cumulating.class),
                rows(tables, FusedWindows.Everyone.QUERY, WindowResults.Everyone.class));
        List<List<Object>> tableRows = run(tableEnv, table);

        List<Function<Object, Object>> keys = List.of(row -> ((WindowResults.Tumbling) row).sensor(),
                row -> ((WindowResults.Hopping) row).sensor(), row -> ((WindowResults.Cumulating) row).sensor(),
                row -> "everyone");
        String[] names = {"Tumbling", "Hopping", "Cumulating", "Everyone"};
        for (int i = 0; i < names.length; i++) {
            assertThat(tableRows.get(i)).as(names[i]).hasSizeGreaterThan(20);
            assertThat(byKey(fusedRows.get(i), keys.get(i))).as(names[i]).isEqualTo(byKey(tableRows.get(i),
                    keys.get(i)));
            assertThat(fusedRows.get(i)).as(names[i]).containsExactlyInAnyOrderElementsOf(tableRows.get(i));
        }
        // not vacuous: null keys have windows, and late readings were dropped on both sides
        assertThat(tableRows.get(0)).anySatisfy(row -> assertThat(((WindowResults.Tumbling) row).sensor()).isNull());
        long counted = tableRows.get(3).stream().mapToLong(row -> ((WindowResults.Everyone) row).readings()).sum();
        assertThat(counted).isLessThan(readings.size()).isGreaterThan(readings.size() / 2);
    }

    /**
     * More keys in one window than the fused operator buffers ({@link SliceBuffer#CAPACITY} slices): the buffer is
     * written to state when full, the rows after that read their slices back from state, and the results are still
     * Flink's.
     */
    @Test
    void aFullBufferOfSlicesIsWrittenToStateAndReadBack() throws Exception {
        int ids = SliceBuffer.CAPACITY + SliceBuffer.CAPACITY / 2;
        LocalDateTime start = LocalDateTime.of(2024, 3, 1, 22, 30, 0);
        List<Reading> readings = new ArrayList<>();
        // every id twice in the first 4 seconds (one window's slice), then once in the next slice
        for (int round = 0; round < 3; round++) {
            for (int id = 0; id < ids; id++) {
                long millis = round < 2 ? (round * ids + id) * 4_000L / (2L * ids) : 5_000L + id / 4;
                readings.add(new Reading("s", id, id % 7 == 0 ? null : id % 100, null, null, null,
                        start.plusNanos(millis * 1_000_000L)));
            }
        }

        StreamExecutionEnvironment fusedEnv = AggregateFusionDifferentialTest.environment(false);
        List<List<Object>> fused = run(fusedEnv, List.of(new FusedWindows_PerIdFused(new FusedWindows.PerId())
                .apply(stream(fusedEnv, readings)).collectAsync()));

        StreamExecutionEnvironment tableEnv = AggregateFusionDifferentialTest.environment(false);
        StreamTableEnvironment tables = StreamTableEnvironment.create(tableEnv);
        TypedTables.createTemporaryView(tables, "input", stream(tableEnv, readings));
        List<List<Object>> table = run(tableEnv, List.of(rows(tables, FusedWindows.PerId.QUERY,
                WindowResults.PerId.class)));

        // each id: the window ending at 5 s (two readings), at 10 s (three) and at 15 s (one)
        assertThat(table.get(0)).hasSize(3 * ids);
        assertThat(fused.get(0)).containsExactlyInAnyOrderElementsOf(table.get(0));
    }

    @Test
    void theJobGraphHoldsNoTableRuntimeOperator() {
        StreamExecutionEnvironment env = AggregateFusionDifferentialTest.environment(false);
        new FusedWindows_HoppingFused(new FusedWindows.Hopping()).apply(stream(env, readings())).print();

        List<String> operators = env.getStreamGraph(false).getStreamNodes().stream()
                .map(StreamNode::getOperatorName)
                .filter(name -> !name.startsWith("Source") && !name.startsWith("Sink"))
                .toList();
        assertThat(operators).containsExactlyInAnyOrder("Timestamps/Watermarks", "query");
    }

    /** Each key's rows, in the order they came. */
    private static Map<Object, List<Object>> byKey(List<Object> rows, Function<Object, Object> key) {
        Map<Object, List<Object>> byKey = new HashMap<>();
        for (Object row : rows) {
            byKey.computeIfAbsent(key.apply(row), k -> new ArrayList<>()).add(row);
        }
        return byKey;
    }

    private static <T> CloseableIterator<T> rows(StreamTableEnvironment tables, String query, Class<T> type) {
        return TypedTables.toDataStream(tables, tables.sqlQuery(query), type).collectAsync();
    }

    /** Runs {@code env}'s one job and drains each of its collected streams. */
    private static List<List<Object>> run(StreamExecutionEnvironment env, List<CloseableIterator<?>> streams)
            throws Exception {
        env.execute();
        List<List<Object>> all = new ArrayList<>();
        for (CloseableIterator<?> stream : streams) {
            List<Object> rows = new ArrayList<>();
            stream.forEachRemaining(rows::add);
            stream.close();
            all.add(rows);
        }
        return all;
    }

    /** The readings with their rowtime as the records' timestamps and a watermark after each of them. */
    static DataStream<Reading> stream(StreamExecutionEnvironment env, List<Reading> readings) {
        return env.fromData(readings, READING).assignTimestampsAndWatermarks(WatermarkStrategy
                .<Reading>forGenerator(context -> new Trailing())
                .withTimestampAssigner((reading, previous) -> millis(reading.ts())));
    }

    private static long millis(LocalDateTime ts) {
        return ts.toInstant(ZoneOffset.UTC).toEpochMilli();
    }

    /** A watermark after each reading, {@link #DELAY} behind the latest. */
    static final class Trailing implements WatermarkGenerator<Reading> {
        private long latest = Long.MIN_VALUE + DELAY + 1;

        @Override
        public void onEvent(Reading event, long eventTimestamp, WatermarkOutput output) {
            latest = Math.max(latest, eventTimestamp);
            output.emitWatermark(new Watermark(latest - DELAY - 1));
        }

        @Override
        public void onPeriodicEmit(WatermarkOutput output) {
            // only after readings: the same watermarks on both sides
        }
    }

    /**
     * Readings of four sensors (one of them null) over about three minutes, about 300 ms apart: out of order by up
     * to two seconds (within the watermark's delay), and one in 23 twenty seconds late, after its windows fired.
     */
    static List<Reading> readings() {
        Random random = new Random(26L);
        LocalDateTime start = LocalDateTime.of(2024, 3, 1, 22, 30, 7);
        String[] sensors = {"a", "b", "c", null};
        List<Reading> readings = new ArrayList<>();
        for (int id = 0; id < 600; id++) {
            long offset = id * 300L + random.nextInt(2_000) - (id % 23 == 22 ? 20_000 : 0);
            Integer celsius = id % 11 == 0 ? null : random.nextInt(80) - 30;
            Long count = id % 13 == 0 ? null : (long) random.nextInt(1_000);
            Double level = id % 17 == 0 ? null : random.nextInt(10_000) / 8.0;
            BigDecimal price = id % 19 == 0 ? null : BigDecimal.valueOf(random.nextInt(100_000) - 20_000, 2);
            readings.add(new Reading(sensors[random.nextInt(sensors.length)], id, celsius, count, level, price,
                    start.plusNanos(offset * 1_000_000L)));
        }
        return readings;
    }
}
