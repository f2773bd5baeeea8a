package io.github.typegen.it.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.FilterFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.MemorySize;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.SavepointFixtures;
import io.github.typegen.it.state.StateBackend;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * The fused window aggregation's state on the heap backend and RocksDB, through a savepoint, for {@link
 * FusedWindows.Hopping} (slices shared by windows, a timer per window, late readings): a job that has read half the
 * readings stops with a savepoint once every window the watermark passed has emitted, and a job built from the same
 * pipeline restores it and reads the rest. The results of both jobs together are an uninterrupted run's, each key's in
 * the same order, and Flink's.
 */
class WindowStateTest {

    private static final TypeInformation<Reading> READING = Typegen.typeInfo(Reading.class);

    /** The rows the jobs emitted (the MiniCluster runs in this JVM). */
    private static final ConcurrentLinkedQueue<WindowResults.Hopping> EMITTED = new ConcurrentLinkedQueue<>();

    /** The savepoint fixtures, under {@code src/test/resources}. */
    private static final String FIXTURES = "windows/savepoints";

    /** The system property that names the directory to write the fixtures to. */
    static final String WRITE_PROPERTY = "typegen.windows.writeFixtures";

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @ParameterizedTest
    @EnumSource(value = StateBackend.class, names = {"HEAP", "ROCKSDB_FULL"})
    void aSavepointMidStreamGivesTheUninterruptedResults(StateBackend backend, @TempDir Path temp)
            throws Exception {
        List<Reading> readings = WindowFusionDifferentialTest.readings();
        EMITTED.clear();

        // uninterrupted, fused and on Flink's runtime
        StreamExecutionEnvironment env = environment(backend, null);
        CloseableIterator<WindowResults.Hopping> fused = new FusedWindows_HoppingFused(new FusedWindows.Hopping())
                .apply(WindowFusionDifferentialTest.stream(env, readings)).collectAsync();
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        TypedTables.createTemporaryView(tables, "input", WindowFusionDifferentialTest.stream(env, readings));
        CloseableIterator<WindowResults.Hopping> table = TypedTables.toDataStream(tables,
                tables.sqlQuery(FusedWindows.Hopping.QUERY), WindowResults.Hopping.class).collectAsync();
        env.execute("hopping windows, uninterrupted");
        List<WindowResults.Hopping> uninterrupted = drain(fused);
        List<WindowResults.Hopping> flinks = drain(table);
        assertThat(uninterrupted).containsExactlyInAnyOrderElementsOf(flinks);

        String savepoint = firstHalfToASavepoint(environment(backend, null), uninterrupted, backend, temp);

        // the same pipeline, restored, reads the rest
        StreamExecutionEnvironment after = environment(backend, savepoint);
        define(after, readings.size() / 2, readings.size(), false);
        after.execute("hopping windows, restored from the savepoint");
        List<WindowResults.Hopping> restored = new ArrayList<>(EMITTED);

        assertThat(byKey(restored)).as("restored from the savepoint on %s", backend).isEqualTo(byKey(uninterrupted));
        assertThat(restored).containsExactlyInAnyOrderElementsOf(flinks);
    }

    /**
     * A savepoint written before the fused window operator buffered its slices (a committed fixture: Flink's keyed
     * process operator around the function, which wrote its state and timers at every row) restores into today's
     * operator, which reads the rest of the readings and emits the windows an uninterrupted run emits after the
     * savepoint's watermark.
     */
    @ParameterizedTest
    @EnumSource(value = StateBackend.class, names = {"HEAP", "ROCKSDB_FULL"})
    void aSavepointOfTheOperatorBeforeItsBufferRestores(StateBackend backend, @TempDir Path temp) throws Exception {
        List<Reading> readings = WindowFusionDifferentialTest.readings();
        List<WindowResults.Hopping> uninterrupted = uninterrupted(backend);
        long watermark = halfWatermark(readings);

        EMITTED.clear();
        Path savepoint = SavepointFixtures.copyTo(FIXTURES, fixture(backend), temp);
        StreamExecutionEnvironment after = environment(backend, savepoint.toString());
        define(after, readings.size() / 2, readings.size(), false);
        after.execute("hopping windows, restored from a savepoint before the buffer");

        List<WindowResults.Hopping> afterTheSavepoint = uninterrupted.stream()
                .filter(row -> row.windowTime().toInstant(ZoneOffset.UTC).toEpochMilli() > watermark).toList();
        assertThat(afterTheSavepoint).isNotEmpty().hasSizeLessThan(uninterrupted.size());
        assertThat(byKey(new ArrayList<>(EMITTED))).as("restored from the fixture on %s", backend)
                .isEqualTo(byKey(afterTheSavepoint));
    }

    /**
     * Writes the fixtures of {@link #aSavepointOfTheOperatorBeforeItsBufferRestores} into the directory the system
     * property {@value #WRITE_PROPERTY} names; see the README next to them.
     */
    @ParameterizedTest
    @EnumSource(value = StateBackend.class, names = {"HEAP", "ROCKSDB_FULL"})
    @EnabledIfSystemProperty(named = WRITE_PROPERTY, matches = ".+")
    void writeFixture(StateBackend backend, @TempDir Path temp) throws Exception {
        List<WindowResults.Hopping> uninterrupted = uninterrupted(backend);

        EMITTED.clear();
        // every state handle in a file of its own, named in _metadata by a relative path
        Configuration configuration = new Configuration();
        configuration.set(CheckpointingOptions.FS_SMALL_FILE_THRESHOLD, MemorySize.ZERO);
        String savepoint = firstHalfToASavepoint(SavepointRuns.environment(configuration, backend, null, 1),
                uninterrupted, backend, temp);
        SavepointFixtures.replace(Path.of(System.getProperty(WRITE_PROPERTY)).resolve(fixture(backend)),
                Path.of(URI.create(savepoint)));
    }

    /** The fused pipeline's rows over all the readings, uninterrupted, on {@code backend}. */
    private static List<WindowResults.Hopping> uninterrupted(StateBackend backend) throws Exception {
        StreamExecutionEnvironment env = environment(backend, null);
        CloseableIterator<WindowResults.Hopping> fused = new FusedWindows_HoppingFused(new FusedWindows.Hopping())
                .apply(WindowFusionDifferentialTest.stream(env, WindowFusionDifferentialTest.readings()))
                .collectAsync();
        env.execute("hopping windows, uninterrupted");
        return drain(fused);
    }

    /**
     * Runs the first half of the readings in {@code env}, then idles the source until the job stops with a
     * savepoint, once each window the watermark passed has emitted; returns the savepoint's path.
     */
    private static String firstHalfToASavepoint(StreamExecutionEnvironment env,
            List<WindowResults.Hopping> uninterrupted, StateBackend backend, Path temp) throws Exception {
        long watermark = halfWatermark(WindowFusionDifferentialTest.readings());
        long fired = uninterrupted.stream()
                .filter(row -> row.windowTime().toInstant(ZoneOffset.UTC).toEpochMilli() <= watermark).count();
        assertThat(fired).isPositive().isLessThan(uninterrupted.size());
        define(env, 0, WindowFusionDifferentialTest.readings().size() / 2, true);
        JobClient job = env.executeAsync("hopping windows, before the savepoint");
        awaitEmitted(fired);
        return SavepointRuns.stopWithSavepoint(job, backend, temp);
    }

    /** The watermark after the first half of {@code readings}. */
    private static long halfWatermark(List<Reading> readings) {
        return readings.subList(0, readings.size() / 2).stream()
                .mapToLong(reading -> reading.ts().toInstant(ZoneOffset.UTC).toEpochMilli()).max().orElseThrow()
                - 3_001L;
    }

    private static String fixture(StateBackend backend) {
        return backend == StateBackend.HEAP ? "heap-unbuffered" : "rocksdb-unbuffered";
    }

    private static Map<String, List<WindowResults.Hopping>> byKey(List<WindowResults.Hopping> rows) {
        Map<String, List<WindowResults.Hopping>> byKey = new HashMap<>();
        rows.forEach(row -> byKey.computeIfAbsent(row.sensor(), k -> new ArrayList<>()).add(row));
        return byKey;
    }

    private static <T> List<T> drain(CloseableIterator<T> iterator) throws Exception {
        List<T> rows = new ArrayList<>();
        iterator.forEachRemaining(rows::add);
        iterator.close();
        return rows;
    }

    private static StreamExecutionEnvironment environment(StateBackend backend, String savepoint) {
        // one subtask: the order of each key's windows, and one watermark for all of them
        return SavepointRuns.environment(backend, savepoint, 1);
    }

    /** The job: readings {@code from} to {@code to}, their watermarks, the fused pipeline, into {@link #EMITTED}. */
    private static void define(StreamExecutionEnvironment env, int from, int to, boolean idle) {
        var readings = new SavepointRuns.Replay<Reading>(WindowFusionDifferentialTest::readings, from, to, idle);
        DataStream<Reading> input = env.addSource(readings, "readings", READING).uid("readings")
                .assignTimestampsAndWatermarks(WatermarkStrategy
                        .<Reading>forGenerator(context -> new WindowFusionDifferentialTest.Trailing())
                        .withTimestampAssigner((reading, previous) ->
                                reading.ts().toInstant(ZoneOffset.UTC).toEpochMilli()))
                .uid("watermarks");
        new FusedWindows_HoppingFused(new FusedWindows.Hopping()).apply(input)
                .filter(new Record()).uid("record")
                .sinkTo(new DiscardingSink<>()).uid("discard");
    }

    /** Records each row in {@link #EMITTED}, and keeps none. */
    static final class Record implements FilterFunction<WindowResults.Hopping> {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean filter(WindowResults.Hopping row) {
            EMITTED.add(row);
            return false;
        }
    }

    private static void awaitEmitted(long expected) throws InterruptedException {
        SavepointRuns.await(() -> EMITTED.size() >= expected,
                () -> "Only " + EMITTED.size() + " of " + expected + " windows emitted");
    }
}
