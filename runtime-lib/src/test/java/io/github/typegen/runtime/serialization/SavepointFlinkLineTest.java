package io.github.typegen.runtime.serialization;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.util.ParameterTool;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How a job says which Flink line wrote its savepoint, and how the serializer config Flink gives shows it. */
class SavepointFlinkLineTest {

    @ParameterizedTest
    @CsvSource({"2.3.0, 2", "2.0, 2", "2, 2", "2.x, 2", "1.20.3, 1", "1.20, 1", "1.x, 1", "' 1.18.1 ', 1"})
    void aFlinkVersionOrLineNamesItsLine(String value, int line) {
        assertThat(SavepointFlinkLine.parse(value)).isEqualTo(line);
    }

    @Test
    void aValueThatIsNoFlinkVersionIsRefusedNamingTheParameter() {
        assertThatThrownBy(() -> SavepointFlinkLine.parse("latest"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(SavepointFlinkLine.OPTION).hasMessageContaining("'latest'");
        assertThatThrownBy(() -> SavepointFlinkLine.parse("3.0")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theJobsGlobalJobParametersFromItsConfigurationReachTheSerializerConfig() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GLOBAL_JOB_PARAMETERS, Map.of(SavepointFlinkLine.OPTION, "2.3.0"));
        ExecutionConfig config = new ExecutionConfig();
        config.configure(configuration, getClass().getClassLoader());

        assertThat(SavepointFlinkLine.statedIn(config.getSerializerConfig())).isEqualTo(2);
    }

    @Test
    void globalJobParametersTheJobSetsReachTheSerializerConfig() {
        ExecutionConfig config = new ExecutionConfig();
        config.setGlobalJobParameters(
                ParameterTool.fromArgs(new String[] {"--" + SavepointFlinkLine.OPTION, "1.20.3"}));

        assertThat(SavepointFlinkLine.statedIn(config.getSerializerConfig())).isEqualTo(1);
    }

    @Test
    void nothingSaidIsNoLine() {
        assertThat(SavepointFlinkLine.statedIn(new ExecutionConfig().getSerializerConfig())).isZero();
        assertThat(SavepointFlinkLine.statedIn(new SerializerConfigImpl())).isZero();
        assertThat(SavepointFlinkLine.statedIn(null)).isZero();
    }

    @Test
    void theseTestsRunOnFlink2() {
        assertThat(SavepointFlinkLine.running()).isEqualTo(2);
    }
}
