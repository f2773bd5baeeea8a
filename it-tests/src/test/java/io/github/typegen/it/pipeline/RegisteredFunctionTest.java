package io.github.typegen.it.pipeline;

import static io.github.typegen.it.pipeline.FusedPipelineTest.lines;
import static io.github.typegen.it.pipeline.PipelineJobs.environment;
import static io.github.typegen.it.pipeline.PipelineJobs.operatorsBetweenSourceAndSink;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;

/**
 * A {@code @Stage.Sql(checked = false)} query calling a function the job registers when it runs: it compiles with
 * {@code typegen-sql} on the processor path (which would refuse the unknown function), and runs on Flink's Table
 * runtime with the function the job registered.
 */
class RegisteredFunctionTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @Test
    void anUncheckedQueryRunsWithTheFunctionTheJobRegistered() throws Exception {
        List<String> lines = lines(300, 4);
        StreamExecutionEnvironment env = environment(2);
        StreamTableEnvironment tableEnvironment = StreamTableEnvironment.create(env);
        tableEnvironment.createTemporarySystemFunction("FAHRENHEIT", RegisteredFunctionPipeline.Fahrenheit.class);

        DataStream<String> described = new RegisteredFunctionPipelineFused(new RegisteredFunctionPipeline())
                .apply(tableEnvironment, env.fromData(lines, Types.STRING));

        List<String> expected = lines.stream().map(Reading::parse).filter(reading -> reading.celsius() >= 30)
                .map(reading -> reading.sensor() + " is hot at " + (reading.celsius() * 9 / 5 + 32)).toList();
        assertThat(expected).isNotEmpty();
        assertThat(described.executeAndCollect(lines.size() + 1)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(operatorsBetweenSourceAndSink(env, described))
                .contains("parse -> ReadingSchema.toRowData", "AlertSchema.fromRowData -> describe");
    }
}
