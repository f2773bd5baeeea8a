package io.github.typegen.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.api.config.TableConfigOptions;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Windows of a {@code TIMESTAMP_LTZ} rowtime (an {@code Instant}), which are of the session time zone's wall clock,
 * run both ways on the same readings and watermarks: compiled with {@code -Atypegen.sql.timeZone=America/Los_Angeles}
 * (fusion required) into typed keyed operators, in a job whose {@code table.local-time-zone} is that zone, and on
 * Flink's Table runtime in that session time zone. The readings span both of the zone's changes of 2025 (an hour
 * skipped in March, an hour twice in November), out of order within the watermark's delay, and some late. Each key's
 * results must be the same rows in the same order on both sides, and all of them the same rows.
 */
class ZonedWindowDifferentialTest {

    private static final List<String> QUERIES = List.of("hourly", "hopping", "daily");

    @Test
    void tumblingHoppingAndCumulatingWindowsOfAnInstantAcrossTheClockChangesAreFlinks(@TempDir Path temp)
            throws Exception {
        Path classes = CompiledJobs.compile(temp.resolve("zoned"), List.of("Reading", "Results", "ZonedWindows",
                "Job").stream().map(name -> "sql-stages/zoned/" + name).toList(),
                "-Atypegen.sql.timeZone=" + WindowRuns.ZONE);

        // the job checks that it runs in the session time zone its windows were compiled for
        assertThatThrownBy(() -> CompiledJobs.executeAsync(classes, "zoned.Job", "hashmap", null,
                new Configuration()))
                .rootCause().isInstanceOf(ValidationException.class)
                .hasMessageContaining("was compiled for the session time zone America/Los_Angeles");

        WindowRuns.EMITTED.clear();
        Configuration zoned = new Configuration();
        zoned.set(TableConfigOptions.LOCAL_TIME_ZONE, WindowRuns.ZONE);
        CompiledJobs.executeAsync(classes, "zoned.Job", "hashmap", null, zoned).getJobExecutionResult()
                .get(2, TimeUnit.MINUTES);
        Map<String, List<List<Object>>> flinks = flinksResults();

        for (String query : QUERIES) {
            List<List<Object>> fused = WindowRuns.emitted(query);
            List<List<Object>> table = flinks.get(query);
            assertThat(table).as(query).hasSizeGreaterThan(100);
            assertThat(byKey(fused)).as(query).isEqualTo(byKey(table));
            assertThat(fused).as(query).containsExactlyInAnyOrderElementsOf(table);
        }

        // not vacuous: the hour that came twice is one window of both hours' readings, the skipped hour has no
        // window, the day the clocks went back is 25 hours long, and late readings were dropped
        List<List<Object>> hours = flinks.get("hourly");
        assertThat(readingsIn(hours, LocalDateTime.of(2025, 11, 2, 1, 0)))
                .isGreaterThan(readingsIn(hours, LocalDateTime.of(2025, 11, 2, 0, 0)) * 3 / 2);
        assertThat(hours).noneMatch(row -> row.get(1).equals(LocalDateTime.of(2025, 3, 9, 2, 0)));
        assertThat(flinks.get("daily")).anySatisfy(row -> {
            assertThat(row.get(1)).isEqualTo(LocalDateTime.of(2025, 11, 2, 0, 0));
            assertThat(row.get(2)).isEqualTo(LocalDateTime.of(2025, 11, 3, 0, 0));
            assertThat(row.get(3)).isEqualTo(Instant.parse("2025-11-03T07:59:59.999Z"));
        });
        long counted = hours.stream().mapToLong(row -> (Long) row.get(4)).sum();
        assertThat(counted).isLessThan(WindowRuns.readings().size()).isGreaterThan(WindowRuns.readings().size() / 2);
    }

    /** The readings of every sensor in the hourly windows starting at {@code start}. */
    private static long readingsIn(List<List<Object>> hours, LocalDateTime start) {
        return hours.stream().filter(row -> row.get(1).equals(start)).mapToLong(row -> (Long) row.get(4)).sum();
    }

    /** Each sensor's rows, in the order they came. */
    private static Map<Object, List<List<Object>>> byKey(List<List<Object>> rows) {
        Map<Object, List<List<Object>>> byKey = new HashMap<>();
        for (List<Object> row : rows) {
            byKey.computeIfAbsent(String.valueOf(row.get(0)), key -> new ArrayList<>()).add(row);
        }
        return byKey;
    }

    /** Flink's runtime's results of each query, in the session time zone, over the same readings and watermarks. */
    private static Map<String, List<List<Object>>> flinksResults() throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        env.setParallelism(1);
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        tables.getConfig().setLocalTimeZone(ZoneId.of(WindowRuns.ZONE));
        DataStream<Row> readings = env.fromData(WindowRuns.readings(), ExternalTypeInfo.of(DataTypes.ROW(
                DataTypes.FIELD("sensor", DataTypes.STRING()), DataTypes.FIELD("celsius", DataTypes.INT()),
                DataTypes.FIELD("ts", DataTypes.TIMESTAMP_LTZ(3)))))
                .assignTimestampsAndWatermarks(WatermarkStrategy
                        .<Row>forGenerator(context -> new WindowRuns.Trailing<>(WindowRuns.READINGS_DELAY))
                        .withTimestampAssigner((row, previous) -> ((Instant) row.getField(2)).toEpochMilli()));
        tables.createTemporaryView("input", tables.fromDataStream(readings, Schema.newBuilder()
                .column("sensor", DataTypes.STRING()).column("celsius", DataTypes.INT())
                .column("ts", DataTypes.TIMESTAMP_LTZ(3)).watermark("ts", "SOURCE_WATERMARK()").build()));
        Map<String, CloseableIterator<Row>> collected = new HashMap<>();
        for (String query : QUERIES) {
            String sql = switch (query) {
                case "hourly" -> WindowRuns.HOURLY;
                case "hopping" -> WindowRuns.HOPPING;
                default -> WindowRuns.DAILY;
            };
            collected.put(query, tables.toDataStream(tables.sqlQuery(sql)).collectAsync());
        }
        env.execute("zoned windows on Flink's runtime");
        Map<String, List<List<Object>>> results = new HashMap<>();
        for (Map.Entry<String, CloseableIterator<Row>> entry : collected.entrySet()) {
            List<List<Object>> rows = new ArrayList<>();
            entry.getValue().forEachRemaining(row -> {
                List<Object> values = new ArrayList<>();
                for (int i = 0; i < row.getArity(); i++) {
                    values.add(row.getField(i));
                }
                rows.add(values);
            });
            entry.getValue().close();
            results.put(entry.getKey(), rows);
        }
        return results;
    }
}
