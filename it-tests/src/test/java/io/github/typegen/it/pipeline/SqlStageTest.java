package io.github.typegen.it.pipeline;

import static io.github.typegen.it.pipeline.FusedPipelineTest.lines;
import static io.github.typegen.it.pipeline.PipelineJobs.environment;
import static io.github.typegen.it.pipeline.PipelineJobs.operatorsBetweenSourceAndSink;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * The {@code @Stage.Sql} stages of {@link SqlPipeline} and {@link TableRuntimeSqlPipeline} on a MiniCluster with
 * Kryo forbidden, both with the results of the stages written by hand around the same query with {@code
 * TypedTables} (Flink's Table runtime). {@link SqlPipeline}'s query is a projection and filter, which Typegen
 * writes as Java: it and its Java neighbours are one operator. {@link TableRuntimeSqlPipeline}'s query uses a
 * function Typegen does not write, so it runs on the Table runtime, with the row conversions inside the fused
 * operators on either side.
 */
class SqlStageTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @Test
    void aFusedQueryAndItsJavaNeighboursAreOneOperatorWithTheResultsOfFlinksRuntime() throws Exception {
        List<String> lines = lines(600, 5);
        SqlPipeline pipeline = new SqlPipeline();

        StreamExecutionEnvironment fusedEnv = environment(2);
        DataStream<String> fused = new SqlPipelineFused(pipeline).apply(fusedEnv.fromData(lines, Types.STRING));

        List<String> expected = byHand(lines, "input", SqlPipeline.HOT);
        assertThat(expected).isNotEmpty().allMatch(line -> line.contains(" is hot at "));
        assertThat(fused.getType()).isEqualTo(Types.STRING);
        assertThat(fused.executeAndCollect(lines.size() + 1)).containsExactlyInAnyOrderElementsOf(expected);


        StreamExecutionEnvironment graphEnv = environment(1);
        new SqlPipelineFused(pipeline).apply(graphEnv.fromData(lines, Types.STRING))
                .sinkTo(new DiscardingSink<>()).name("sink");
        StreamGraph graph = graphEnv.getStreamGraph();
        assertThat(graph.getStreamNodes()).extracting(StreamNode::getOperatorName)
                .containsExactlyInAnyOrder("Source: Collection Source", "parse -> isPlausible -> hot -> describe",
                        "sink: Writer");
        // the job graph: the source, the one operator and the sink, chained into one vertex
        assertThat(graph.getJobGraph().getNumberOfVertices()).isEqualTo(1);
    }

    @Test
    void aQueryOnTheTableRuntimeMatchesHandWrittenTableJob() throws Exception {
        List<String> lines = lines(600, 5);
        TableRuntimeSqlPipeline pipeline = new TableRuntimeSqlPipeline();

        StreamExecutionEnvironment fusedEnv = environment(2);
        DataStream<String> fused = new TableRuntimeSqlPipelineFused(pipeline)
                .apply(StreamTableEnvironment.create(fusedEnv), fusedEnv.fromData(lines, Types.STRING));

        List<String> expected = byHand(lines, TableRuntimeSqlPipeline.TABLE, TableRuntimeSqlPipeline.HOT);
        assertThat(expected).isNotEmpty().allMatch(line -> line.contains(" is hot at "));
        assertThat(fused.getType()).isEqualTo(Types.STRING);
        assertThat(fused.executeAndCollect(lines.size() + 1)).containsExactlyInAnyOrderElementsOf(expected);

        List<String> operators = operatorsBetweenSourceAndSink(fusedEnv, fused);
        assertThat(operators).contains("parse -> isPlausible -> ReadingSchema.toRowData",
                "AlertSchema.fromRowData -> describe");
        assertThat(operators).noneMatch(name -> name.startsWith("Typegen:"));
    }

    /**
     * The stages of {@link SqlPipeline} written by hand around {@code query} over the view {@code table}, run on
     * Flink's Table runtime.
     */
    private static List<String> byHand(List<String> lines, String table, String query) throws Exception {
        SqlPipeline pipeline = new SqlPipeline();
        StreamExecutionEnvironment handEnv = environment(2);
        StreamTableEnvironment tableEnvironment = StreamTableEnvironment.create(handEnv);
        DataStream<Reading> readings = handEnv.fromData(lines, Types.STRING)
                .map(pipeline::parse, Typegen.typeInfo(Reading.class))
                .filter(pipeline::isPlausible);
        TypedTables.createTemporaryView(tableEnvironment, table, readings);
        DataStream<String> byHand = TypedTables
                .toDataStream(tableEnvironment, tableEnvironment.sqlQuery(query), Alert.class)
                .map(pipeline::describe, Types.STRING);
        List<String> described = byHand.executeAndCollect(lines.size() + 1);
        assertThat(operatorsBetweenSourceAndSink(handEnv, byHand))
                .contains("Typegen: Reading to RowData", "Typegen: RowData to Alert");
        return described;
    }

    @Test
    void theOverloadWithoutATableEnvironmentCreatesOne() throws Exception {
        List<String> lines = lines(100, 3);
        StreamExecutionEnvironment env = environment(1);

        List<String> described = new TableRuntimeSqlPipelineFused(new TableRuntimeSqlPipeline())
                .apply(env.fromData(lines, Types.STRING))
                .executeAndCollect(lines.size() + 1);

        assertThat(described).isNotEmpty().allMatch(line -> line.contains(" is hot at "));
    }

    /**
     * The operators carry uids: the fused one reads the input; on the Table runtime, the one reading the input and
     * the one after the query.
     */
    @Test
    void theOperatorsAroundAQueryHaveUids() {
        StreamExecutionEnvironment env = environment(1);
        new SqlPipelineFused(new SqlPipeline())
                .apply(env.fromData(lines(10, 1), Types.STRING))
                .sinkTo(new DiscardingSink<>());
        new TableRuntimeSqlPipelineFused(new TableRuntimeSqlPipeline())
                .apply(env.fromData(lines(10, 1), Types.STRING))
                .sinkTo(new DiscardingSink<>());

        Map<String, String> uids = env.getStreamGraph().getStreamNodes().stream()
                .filter(node -> node.getTransformationUID() != null)
                .collect(Collectors.toMap(StreamNode::getOperatorName, StreamNode::getTransformationUID,
                        (first, second) -> first + ", " + second));

        assertThat(uids)
                .containsEntry("parse -> isPlausible -> hot -> describe", "SqlPipeline/input")
                .containsEntry("parse -> isPlausible -> ReadingSchema.toRowData", "TableRuntimeSqlPipeline/input")
                .containsEntry("AlertSchema.fromRowData -> describe", "TableRuntimeSqlPipeline/hot");
    }
}
