package io.github.typegen.it.pipeline;

import static io.github.typegen.it.pipeline.PipelineJobs.environment;
import static io.github.typegen.it.pipeline.PipelineJobs.operatorsBetweenSourceAndSink;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;

/**
 * One pipeline per stage kind, each run through its generated {@code FooFused} and through the same logic
 * written by hand with the DataStream API (one operator per stage, type information given explicitly), on a
 * MiniCluster with Kryo forbidden: the results must be equal, and the fused job graph must hold one operator
 * per run of stateless stages (per keyed part) where the hand-written one holds one per stage.
 */
class FusedPipelineTest {

    private static final TypeInformation<Reading> READING = Typegen.typeInfo(Reading.class);
    private static final TypeInformation<Alert> ALERT = Typegen.typeInfo(Alert.class);
    private static final TypeInformation<Tally> TALLY = Typegen.typeInfo(Tally.class);

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    /** {@code "s<i % sensors>,<celsius>,<i>"} with celsius from -20 to 49, and a few implausible ones. */
    static List<String> lines(int count, int sensors) {
        return IntStream.range(0, count)
                .mapToObj(i -> "s" + (i % sensors) + "," + (i % 13 == 0 ? 99.5 : (i * 7) % 70 - 20 + 0.5) + "," + i)
                .collect(Collectors.toList());
    }

    /** The lines joined into batches of {@code size}, separated by ';'. */
    static List<String> batches(List<String> lines, int size) {
        List<String> batches = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += size) {
            batches.add(String.join(";", lines.subList(i, Math.min(lines.size(), i + size))));
        }
        return batches;
    }

    @Test
    void mapStagesRunAsOneOperatorAndMatchHandWrittenMaps() throws Exception {
        List<String> lines = lines(500, 7);
        MapPipeline pipeline = new MapPipeline(1.5);

        StreamExecutionEnvironment fusedEnv = environment(2);
        DataStream<Double> fused = new MapPipelineFused(pipeline).apply(fusedEnv.fromData(lines, Types.STRING));
        StreamExecutionEnvironment handEnv = environment(2);
        DataStream<Double> byHand = handEnv.fromData(lines, Types.STRING)
                .map(pipeline::parse, READING)
                .map(pipeline::calibrate, READING)
                .map(pipeline::fahrenheit, Types.DOUBLE);

        assertThat(fused.getType()).isEqualTo(Types.DOUBLE);
        assertThat(fused.executeAndCollect(lines.size() + 1))
                .hasSize(lines.size())
                .containsExactlyInAnyOrderElementsOf(byHand.executeAndCollect(lines.size() + 1));
        assertThat(operatorsBetweenSourceAndSink(fusedEnv, fused)).containsExactly("parse -> calibrate -> fahrenheit");
        assertThat(operatorsBetweenSourceAndSink(handEnv, byHand)).hasSize(3);
    }

    @Test
    void filterStagesRunAsOneOperatorAndMatchHandWrittenFilters() throws Exception {
        List<Reading> readings = lines(500, 5).stream().map(Reading::parse).collect(Collectors.toList());
        FilterPipeline pipeline = new FilterPipeline(25);

        StreamExecutionEnvironment fusedEnv = environment(2);
        DataStream<Reading> fused = new FilterPipelineFused(pipeline).apply(fusedEnv.fromData(readings, READING));
        StreamExecutionEnvironment handEnv = environment(2);
        DataStream<Reading> byHand = handEnv.fromData(readings, READING)
                .filter(pipeline::isPlausible)
                .filter(pipeline::isHot);

        List<Reading> expected = byHand.executeAndCollect(readings.size() + 1);
        assertThat(expected).isNotEmpty().hasSizeLessThan(readings.size());
        assertThat(fused.getType()).isEqualTo(READING);
        assertThat(fused.executeAndCollect(readings.size() + 1)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(operatorsBetweenSourceAndSink(fusedEnv, fused)).containsExactly("isPlausible -> isHot");
        assertThat(operatorsBetweenSourceAndSink(handEnv, byHand)).hasSize(2);
    }

    @Test
    void flatMapFormsRunAsOneOperatorAndMatchHandWrittenFlatMaps() throws Exception {
        List<String> lines = new ArrayList<>(lines(400, 3));
        lines.add(17, "not a reading");
        lines.add(230, "s1,warm,3");
        List<String> batches = batches(lines, 9);
        FlatMapPipeline pipeline = new FlatMapPipeline();

        StreamExecutionEnvironment fusedEnv = environment(2);
        DataStream<Alert> fused = new FlatMapPipelineFused(pipeline).apply(fusedEnv.fromData(batches, Types.STRING));
        StreamExecutionEnvironment handEnv = environment(2);
        DataStream<Alert> byHand = handEnv.fromData(batches, Types.STRING)
                .flatMap(pipeline::split, Types.STRING)
                .flatMap((String line, Collector<Reading> out) -> pipeline.tryParse(line).ifPresent(out::collect),
                        READING)
                .flatMap((Reading reading, Collector<Alert> out) -> pipeline.alerts(reading).forEach(out::collect),
                        ALERT);

        List<Alert> expected = byHand.executeAndCollect(10_000);
        assertThat(expected).extracting(Alert::level).contains("hot", "critical", "frost");
        assertThat(fused.executeAndCollect(10_000)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(operatorsBetweenSourceAndSink(fusedEnv, fused)).containsExactly("split -> tryParse -> alerts");
        assertThat(operatorsBetweenSourceAndSink(handEnv, byHand)).hasSize(3);
    }

    @Test
    void keyByStagesShuffleByGeneratedKeySelectorsAndMatchHandWrittenKeyBys() throws Exception {
        List<String> lines = lines(300, 11);
        KeyByPipeline pipeline = new KeyByPipeline();

        StreamExecutionEnvironment fusedEnv = environment(2);
        DataStream<String> fused = new KeyByPipelineFused(pipeline).apply(fusedEnv.fromData(lines, Types.STRING));
        StreamExecutionEnvironment handEnv = environment(2);
        DataStream<String> byHand = handEnv.fromData(lines, Types.STRING)
                .map(pipeline::parse, READING)
                .keyBy(pipeline::sensor, Types.STRING)
                .map(pipeline::classify, ALERT)
                .keyBy(pipeline::byAlert, ALERT)
                .map(pipeline::describe, Types.STRING);

        List<String> expected = byHand.executeAndCollect(lines.size() + 1);
        assertThat(fused.executeAndCollect(lines.size() + 1)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(operatorsBetweenSourceAndSink(fusedEnv, fused)).containsExactly("parse", "classify", "describe");
    }

    @Test
    void everyStageKindWithKeyedStateRunsAsTwoOperatorsAndMatchesHandWrittenJob() throws Exception {
        List<String> batches = batches(lines(1_000, 4), 10);
        TallyPipeline pipeline = new TallyPipeline(25);

        // One subtask before keyBy, so that each sensor's readings arrive in input order; two after it.
        StreamExecutionEnvironment fusedEnv = environment(1);
        DataStream<Alert> fused = new TallyPipelineFused(pipeline)
                .apply(fusedEnv.fromData(batches, Types.STRING))
                .setParallelism(2);
        StreamExecutionEnvironment handEnv = environment(1);
        DataStream<Alert> byHand = handEnv.fromData(batches, Types.STRING)
                .flatMap(pipeline::split, Types.STRING)
                .map(pipeline::parse, READING)
                .filter(pipeline::isPlausible)
                .keyBy(pipeline::sensor, Types.STRING)
                .process(new HandWrittenTally(pipeline), TALLY).setParallelism(2)
                .filter(pipeline::isMilestone).setParallelism(2)
                .map(pipeline::report, ALERT).setParallelism(2);

        List<Alert> expected = byHand.executeAndCollect(10_000);
        assertThat(expected).hasSizeGreaterThan(8);
        assertThat(fused.executeAndCollect(10_000)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(operatorsBetweenSourceAndSink(fusedEnv, fused))
                .containsExactly("split -> parse -> isPlausible", "tally -> isMilestone -> report");
        assertThat(operatorsBetweenSourceAndSink(handEnv, byHand)).hasSize(6);
    }

    @Test
    void processStageWithATimerEmitsEachSensorsTallyWhenItsTimerFires() throws Exception {
        List<String> lines = lines(700, 6);

        StreamExecutionEnvironment env = environment(2);
        DataStream<Alert> fused = new TimerPipelineFused(new TimerPipeline())
                .apply(env.fromData(lines, Types.STRING));

        Map<String, Tally> tallies = new TreeMap<>();
        for (String line : lines) {
            Reading reading = Reading.parse(line);
            Tally tally = tallies.computeIfAbsent(reading.sensor(), s -> new Tally(s, 0, Double.NEGATIVE_INFINITY));
            tally.setCount(tally.getCount() + 1);
            tally.setMax(Math.max(tally.getMax(), reading.celsius()));
        }
        List<Alert> expected = tallies.values().stream()
                .map(t -> new Alert(t.getSensor(), "final max of " + t.getCount(), t.getMax()))
                .collect(Collectors.toList());
        assertThat(fused.executeAndCollect(100)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(operatorsBetweenSourceAndSink(env, fused)).containsExactly("parse", "tally -> report");
    }

    /** The hand-written counterpart of the {@code tally} stage: the same method, state registered by hand. */
    static final class HandWrittenTally extends KeyedProcessFunction<String, Reading, Tally> {
        private static final long serialVersionUID = 1L;
        private final TallyPipeline pipeline;
        private transient ValueState<Tally> tally;
        private transient MapState<String, Long> levels;

        HandWrittenTally(TallyPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public void open(OpenContext openContext) {
            tally = getRuntimeContext().getState(new ValueStateDescriptor<>("tally", TALLY));
            levels = getRuntimeContext().getMapState(new MapStateDescriptor<>("levels", Types.STRING, Types.LONG));
        }

        @Override
        public void processElement(Reading value, Context context, Collector<Tally> out) throws Exception {
            pipeline.tally(value, tally, levels, out);
        }
    }
}
