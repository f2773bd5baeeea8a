package io.github.typegen.it.pipeline;

import static io.github.typegen.it.pipeline.FusedPipelineTest.lines;
import static io.github.typegen.it.pipeline.PipelineJobs.environment;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;

/**
 * A {@code @Stage.Sql} query calling a function its stage declares ({@code @Stage.Function}): it runs on Flink's
 * Table runtime without the job registering the function; a job that registers one of that name itself keeps its
 * own.
 */
class DeclaredFunctionTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    private static List<String> expected(List<String> lines, double offset) {
        return lines.stream().map(Reading::parse).filter(reading -> reading.celsius() >= 30)
                .map(reading -> reading.sensor() + " is hot at " + (reading.celsius() * 9 / 5 + 32 + offset))
                .toList();
    }

    @Test
    void theQueryRunsWithoutTheJobRegisteringItsFunction() throws Exception {
        List<String> lines = lines(300, 4);
        StreamExecutionEnvironment env = environment(2);
        StreamTableEnvironment tableEnvironment = StreamTableEnvironment.create(env);
        DeclaredFunctionPipelineFused fused = new DeclaredFunctionPipelineFused(new DeclaredFunctionPipeline());

        DataStream<String> described = fused.apply(tableEnvironment, env.fromData(lines, Types.STRING));
        // a second application in the same job finds the function registered by the first
        DataStream<String> again = new DeclaredFunctionPipelineFused(new DeclaredFunctionPipeline(), "again")
                .apply(tableEnvironment, env.fromData(lines, Types.STRING));

        assertThat(expected(lines, 0)).isNotEmpty();
        assertThat(described.union(again).executeAndCollect(2 * lines.size() + 1))
                .containsExactlyInAnyOrderElementsOf(List.of(expected(lines, 0), expected(lines, 0)).stream()
                        .flatMap(List::stream).toList());
        assertThat(tableEnvironment.listUserDefinedFunctions()).contains("fahrenheit");
    }

    /** The job's own function of the declared name: kept, not replaced. */
    public static final class OffByOne extends ScalarFunction {
        private static final long serialVersionUID = 1L;

        public double eval(double celsius) {
            return celsius * 9 / 5 + 32 + 1;
        }
    }

    @Test
    void aFunctionTheJobRegisteredUnderTheNameIsKept() throws Exception {
        List<String> lines = lines(100, 4);
        StreamExecutionEnvironment env = environment(2);
        StreamTableEnvironment tableEnvironment = StreamTableEnvironment.create(env);
        tableEnvironment.createTemporarySystemFunction("fahrenheit", OffByOne.class);

        DataStream<String> described = new DeclaredFunctionPipelineFused(new DeclaredFunctionPipeline())
                .apply(tableEnvironment, env.fromData(lines, Types.STRING));

        assertThat(described.executeAndCollect(lines.size() + 1))
                .containsExactlyInAnyOrderElementsOf(expected(lines, 1));
    }
}
