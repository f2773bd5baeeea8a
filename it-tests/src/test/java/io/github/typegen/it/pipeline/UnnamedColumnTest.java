package io.github.typegen.it.pipeline;

import static io.github.typegen.it.pipeline.FusedPipelineTest.lines;
import static io.github.typegen.it.pipeline.PipelineJobs.environment;
import static io.github.typegen.it.pipeline.PipelineJobs.operatorsBetweenSourceAndSink;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;

/**
 * A query's column it leaves unnamed ({@code UPPER(sensor)}, Flink's {@code EXPR$1}) fills the return type's column
 * at its position, {@link Alert#level()}, both in the fused operator and on Flink's Table runtime: both pipelines of
 * {@link UnnamedColumnPipelines} give the alerts computed here in plain Java.
 */
class UnnamedColumnTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    private static final List<String> LINES = lines(200, 4);

    /** The query's rows, by hand: the readings of at least 30 degrees, the sensor's name upper-cased as level. */
    private static List<Alert> expected() {
        return LINES.stream().map(Reading::parse).filter(reading -> reading.celsius() >= 30)
                .map(reading -> new Alert(reading.sensor(), reading.sensor().toUpperCase(Locale.ROOT),
                        reading.celsius()))
                .toList();
    }

    @Test
    void theFusedQueryFillsTheColumnAtTheUnnamedColumnsPosition() throws Exception {
        StreamExecutionEnvironment env = environment(1);
        DataStream<Alert> alerts = new UnnamedColumnPipelines_FusedFused(new UnnamedColumnPipelines.Fused())
                .apply(env.fromData(LINES, Types.STRING));

        assertThat(expected()).isNotEmpty().hasSizeLessThan(LINES.size());
        assertThat(alerts.executeAndCollect(LINES.size() + 1)).containsExactlyElementsOf(expected());
        assertThat(operatorsBetweenSourceAndSink(env, alerts)).containsExactly("parse -> hot");
    }

    @Test
    void theTableRuntimeFillsTheColumnAtTheUnnamedColumnsPosition() throws Exception {
        StreamExecutionEnvironment env = environment(1);
        DataStream<Alert> alerts = new UnnamedColumnPipelines_OnTableRuntimeFused(
                new UnnamedColumnPipelines.OnTableRuntime()).apply(env.fromData(LINES, Types.STRING));

        assertThat(alerts.executeAndCollect(LINES.size() + 1)).containsExactlyElementsOf(expected());
        assertThat(operatorsBetweenSourceAndSink(env, alerts)).contains("parse -> ReadingSchema.toRowData")
                .doesNotContain("parse -> hot");
    }
}
