package com.example.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * The window aggregation of {@link TickWindows}, fused into a typed keyed operator, gives on this Flink line what
 * this line's own Table runtime gives for the same query, rows and watermarks, with keyed state on the heap and in
 * RocksDB: the fused operator (Flink's keyed process operator, which it extends, is of {@code flink-streaming-java} on
 * 1.20 and of {@code flink-runtime} on 2.x) and the key's and accumulator's type information run on this line.
 */
@Tag("extended")
class FusedWindowTest {

    private static final TypeInformation<Tick> TICK = Typegen.typeInfo(Tick.class);

    static List<Tick> ticks() {
        LocalDateTime start = LocalDateTime.of(2024, 5, 1, 12, 0, 3);
        String[] sensors = {"a", "b", "c"};
        List<Tick> ticks = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            ticks.add(new Tick(sensors[i % sensors.length], start.plusNanos(i * 250_000_000L), (i * 37 % 101) - 30.5));
        }
        return ticks;
    }

    static DataStream<Tick> stream(StreamExecutionEnvironment env) {
        return env.fromData(ticks(), TICK).assignTimestampsAndWatermarks(WatermarkStrategy
                .<Tick>forMonotonousTimestamps()
                .withTimestampAssigner((tick, previous) -> tick.ts().toInstant(ZoneOffset.UTC).toEpochMilli()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"hashmap", "rocksdb"})
    void theFusedWindowsGiveWhatThisLinesTableRuntimeGives(String backend) throws Exception {
        StreamExecutionEnvironment fusedEnv = Jobs.strict(backend);
        List<TickWindow> fused = new TickWindowsFused(new TickWindows()).apply(stream(fusedEnv))
                .executeAndCollect(1_000);

        StreamExecutionEnvironment tableEnv = Jobs.strict(backend);
        StreamTableEnvironment tables = StreamTableEnvironment.create(tableEnv);
        TypedTables.createTemporaryView(tables, "input", stream(tableEnv));
        List<TickWindow> runtime = TypedTables.toDataStream(tables, tables.sqlQuery(TickWindows.QUERY),
                TickWindow.class).executeAndCollect(1_000);

        // 100 seconds of readings: about 21 windows per sensor
        assertThat(runtime).hasSizeGreaterThan(60);
        assertThat(fused).containsExactlyInAnyOrderElementsOf(runtime);
    }
}
