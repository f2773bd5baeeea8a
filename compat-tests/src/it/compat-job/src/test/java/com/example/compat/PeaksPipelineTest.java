package com.example.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The generated PeaksFused: a keyed stage with event-time timers, then a {@code @Stage.Sql} query between it and a
 * Java stage, with Kryo forbidden; the results those of the same logic written in plain Java.
 */
@Tag("extended")
class PeaksPipelineTest {

    static List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (int time = 0; time < 120; time++) {
            lines.add("s" + (time % 3) + "," + time + "," + (15 + (time * 7) % 19) + ".5");
        }
        return lines;
    }

    @Test
    void thePeaksOfEachWindowFireByWatermarkAndTheHotOnesAreSelected() throws Exception {
        List<String> lines = lines();
        StreamExecutionEnvironment env = Jobs.strict();
        DataStream<String> timed = env.fromData(lines, Types.STRING).assignTimestampsAndWatermarks(
                WatermarkStrategy.<String>forMonotonousTimestamps()
                        .withTimestampAssigner((line, previous) -> Long.parseLong(line.split(",")[1])));

        DataStream<String> described = new PeaksFused(new Peaks()).apply(StreamTableEnvironment.create(env), timed);
        List<String> out = described.executeAndCollect(lines.size() + 1);

        Map<String, double[]> peaks = new TreeMap<>();
        for (String line : lines) {
            String[] fields = line.split(",");
            long time = Long.parseLong(fields[1]);
            String key = fields[0] + "@" + (time / Peaks.WINDOW * Peaks.WINDOW + Peaks.WINDOW - 1);
            double celsius = Double.parseDouble(fields[2]);
            peaks.merge(key, new double[] {celsius, 1},
                    (a, b) -> new double[] {Math.max(a[0], b[0]), a[1] + b[1]});
        }
        List<String> expected = new ArrayList<>();
        peaks.forEach((key, peak) -> {
            if (peak[0] >= 30) {
                expected.add(key.toUpperCase() + "=" + peak[0] + "/" + (int) peak[1]);
            }
        });
        assertThat(expected).hasSizeBetween(10, peaks.size() - 1);
        assertThat(out).containsExactlyInAnyOrderElementsOf(expected);
    }
}
