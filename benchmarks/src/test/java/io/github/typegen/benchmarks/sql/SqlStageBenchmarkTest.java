package io.github.typegen.benchmarks.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.LongStream;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.types.DataType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * The four jobs of {@link SqlStageBenchmark} compute the same records, so that the benchmark compares equal
 * work: on a small input, in the same order (parallelism 1), {@code c} equal bit for bit. The reference is the
 * query run by Flink's own bridge, not the hand-written logic.
 */
class SqlStageBenchmarkTest {

    /** Negative ids too: negative {@code q} (filtered out) and negative {@code b}. */
    private static final long FIRST = -3_000;
    private static final long LAST = 17_000;

    @ParameterizedTest(name = "object reuse {0}")
    @ValueSource(booleans = {false, true})
    void everyWayComputesWhatFlinksBridgeComputes(boolean objectReuse) throws Exception {
        List<Priced> expected = collect(objectReuse, SqlStageJobs::flinkBridge);
        long kept = LongStream.rangeClosed(FIRST, LAST).filter(id -> id % 7 > 2).count();
        assertThat(expected).hasSize((int) kept);
        assertThat(expected).anyMatch(p -> p.c < 0).anyMatch(p -> p.c > 0);

        assertThat(collect(objectReuse, SqlStageJobs::sqlStage)).as("@Stage.Sql").containsExactlyElementsOf(expected);
        assertThat(collect(objectReuse, (tableEnvironment, ids) -> SqlStageJobs.handWritten(ids)))
                .as("hand-written").containsExactlyElementsOf(expected);
        assertThat(collect(objectReuse, (tableEnvironment, ids) -> SqlStageJobs.javaStagesFused(ids)))
                .as("Java stages fused").containsExactlyElementsOf(expected);
    }

    /**
     * What the hand-written {@code b * 1.1} relies on: the planner types the result column {@code c} as
     * {@code DOUBLE NOT NULL} over either table, Flink's {@code PojoTypeInfo} or Typegen's schema.
     */
    @ParameterizedTest(name = "Typegen's schema {0}")
    @ValueSource(booleans = {false, true})
    void thePlannerTypesTheProductAsANotNullDouble(boolean typegenSchema) {
        StreamExecutionEnvironment env = SqlStageBenchmark.environment(false);
        StreamTableEnvironment tableEnvironment = StreamTableEnvironment.create(env);
        DataStream<Long> ids = env.fromSequence(0, 9);
        SqlStage stages = new SqlStage();
        if (typegenSchema) {
            TypedTables.createTemporaryView(tableEnvironment, "input",
                    ids.map(stages::create, Typegen.typeInfo(Item.class)));
        } else {
            tableEnvironment.createTemporaryView("input",
                    tableEnvironment.fromDataStream(ids.map(stages::create, Types.POJO(Item.class))));
        }
        ResolvedSchema result = tableEnvironment.sqlQuery(SqlStage.QUERY).getResolvedSchema();
        assertThat(result.getColumnNames()).containsExactly("a", "c");
        DataType c = result.getColumnDataTypes().get(1);
        assertThat(c.getLogicalType()).isEqualTo(DataTypes.DOUBLE().notNull().getLogicalType());
    }

    /** The shapes the benchmark's table describes: (d) one operator, (c) four, (b) the query's between two. */
    @Test
    void theJavaStagesAreOneOperatorAndTheHandWrittenJobFour() {
        StreamExecutionEnvironment fused = SqlStageBenchmark.environment(false);
        assertThat(operators(fused, SqlStageJobs.javaStagesFused(fused.fromSequence(0, 9))))
                .containsExactly("create -> isAboveTwo -> project -> discount");

        StreamExecutionEnvironment handWritten = SqlStageBenchmark.environment(false);
        assertThat(operators(handWritten, SqlStageJobs.handWritten(handWritten.fromSequence(0, 9))))
                .containsExactly("Map", "Filter", "Map", "Map");

        StreamExecutionEnvironment sqlStage = SqlStageBenchmark.environment(false);
        List<String> stages = operators(sqlStage,
                SqlStageJobs.sqlStage(StreamTableEnvironment.create(sqlStage), sqlStage.fromSequence(0, 9)));
        assertThat(stages.get(0)).startsWith("create");
        assertThat(stages.get(stages.size() - 1)).endsWith("discount");
    }

    /** The names of the operators between the source and the sink, in order. */
    private static List<String> operators(StreamExecutionEnvironment env, DataStream<Priced> results) {
        results.sinkTo(new DiscardingSink<>()).name("sink");
        return env.getStreamGraph().getStreamNodesSortedTopologicallyFromSources().stream()
                .map(StreamNode::getOperatorName)
                .filter(name -> !name.startsWith("Source") && !name.equals("sink") && !name.endsWith(": Writer")
                        && !name.endsWith(": Committer"))
                .toList();
    }

    private static List<Priced> collect(boolean objectReuse,
            BiFunction<StreamTableEnvironment, DataStream<Long>, DataStream<Priced>> job) throws Exception {
        StreamExecutionEnvironment env = SqlStageBenchmark.environment(objectReuse);
        DataStream<Priced> results = job.apply(StreamTableEnvironment.create(env), env.fromSequence(FIRST, LAST));
        return results.executeAndCollect((int) (LAST - FIRST + 2));
    }
}
