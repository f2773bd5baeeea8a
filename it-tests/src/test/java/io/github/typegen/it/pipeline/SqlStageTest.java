package io.github.typegen.it.pipeline;

import static io.github.typegen.it.pipeline.FusedPipelineTest.lines;
import static io.github.typegen.it.pipeline.PipelineJobs.environment;
import static io.github.typegen.it.pipeline.PipelineJobs.operatorsBetweenSourceAndSink;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * The {@code @Stage.Sql} stage of {@link SqlPipeline} on a MiniCluster with Kryo forbidden: the same results
 * as the stages written by hand around the same query with {@code TypedTables}, and the row conversions
 * inside the fused operators (no separate conversion operators, as the hand-written job has).
 */
class SqlStageTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder()
                    .setNumberTaskManagers(1)
                    .setNumberSlotsPerTaskManager(2)
                    .build());

    @Test
    void queryBetweenFusedStagesMatchesHandWrittenTableJob() throws Exception {
        List<String> lines = lines(600, 5);
        SqlPipeline pipeline = new SqlPipeline();

        StreamExecutionEnvironment fusedEnv = environment(2);
        DataStream<String> fused = new SqlPipelineFused(pipeline)
                .apply(StreamTableEnvironment.create(fusedEnv), fusedEnv.fromData(lines, Types.STRING));

        StreamExecutionEnvironment handEnv = environment(2);
        StreamTableEnvironment tableEnvironment = StreamTableEnvironment.create(handEnv);
        DataStream<Reading> readings = handEnv.fromData(lines, Types.STRING)
                .map(pipeline::parse, Typegen.typeInfo(Reading.class))
                .filter(pipeline::isPlausible);
        TypedTables.createTemporaryView(tableEnvironment, "input", readings);
        DataStream<String> byHand = TypedTables
                .toDataStream(tableEnvironment, tableEnvironment.sqlQuery(SqlPipeline.HOT), Alert.class)
                .map(pipeline::describe, Types.STRING);

        List<String> expected = byHand.executeAndCollect(lines.size() + 1);
        assertThat(expected).isNotEmpty().allMatch(line -> line.contains(" is hot at "));
        assertThat(fused.getType()).isEqualTo(Types.STRING);
        assertThat(fused.executeAndCollect(lines.size() + 1)).containsExactlyInAnyOrderElementsOf(expected);

        List<String> operators = operatorsBetweenSourceAndSink(fusedEnv, fused);
        assertThat(operators).contains("parse -> isPlausible -> ReadingSchema.toRowData",
                "AlertSchema.fromRowData -> describe");
        assertThat(operators).noneMatch(name -> name.startsWith("Typegen:"));
        assertThat(operatorsBetweenSourceAndSink(handEnv, byHand))
                .contains("Typegen: Reading to RowData", "Typegen: RowData to Alert");
    }

    @Test
    void theOverloadWithoutATableEnvironmentCreatesOne() throws Exception {
        List<String> lines = lines(100, 3);
        StreamExecutionEnvironment env = environment(1);

        List<String> described = new SqlPipelineFused(new SqlPipeline())
                .apply(env.fromData(lines, Types.STRING))
                .executeAndCollect(lines.size() + 1);

        assertThat(described).isNotEmpty().allMatch(line -> line.contains(" is hot at "));
    }

    /** The operators on either side of the query carry uids: the one reading the input, the one after the query. */
    @Test
    void theFusedOperatorsAroundTheQueryHaveUids() {
        StreamExecutionEnvironment env = environment(1);
        new SqlPipelineFused(new SqlPipeline())
                .apply(env.fromData(lines(10, 1), Types.STRING))
                .sinkTo(new DiscardingSink<>());

        Map<String, String> uids = env.getStreamGraph().getStreamNodes().stream()
                .filter(node -> node.getTransformationUID() != null)
                .collect(Collectors.toMap(StreamNode::getOperatorName, StreamNode::getTransformationUID,
                        (first, second) -> first + ", " + second));

        assertThat(uids)
                .containsEntry("parse -> isPlausible -> ReadingSchema.toRowData", "SqlPipeline/input")
                .containsEntry("AlertSchema.fromRowData -> describe", "SqlPipeline/hot");
    }
}
