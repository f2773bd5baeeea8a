package io.github.typegen.runtime.pipeline;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.ZoneId;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.table.api.TableConfig;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.api.config.TableConfigOptions;
import org.junit.jupiter.api.Test;

/** The check a pipeline compiled for a session time zone makes when the job is built. */
class PipelineTablesTest {

    private static TableConfig tableConfig(String zone) {
        TableConfig config = TableConfig.getDefault();
        config.setLocalTimeZone(ZoneId.of(zone));
        return config;
    }

    @Test
    void theJobsZoneMustBeTheDeclaredOne() {
        assertThatCode(() -> PipelineTables.requireSessionTimeZone(tableConfig("Europe/Berlin"), "Europe/Berlin",
                "com.example.Auctions")).doesNotThrowAnyException();

        assertThatThrownBy(() -> PipelineTables.requireSessionTimeZone(tableConfig("America/New_York"),
                "Europe/Berlin", "com.example.Auctions"))
                .isInstanceOf(ValidationException.class)
                .hasMessageContaining("The pipeline com.example.Auctions was compiled for the session time zone"
                        + " Europe/Berlin (-Atypegen.sql.timeZone=Europe/Berlin)")
                .hasMessageContaining("this job's table.local-time-zone is America/New_York")
                .hasMessageContaining("setLocalTimeZone(ZoneId.of(\"Europe/Berlin\"))")
                .hasMessageContaining("-Atypegen.sql.timeZone=America/New_York");
    }

    @Test
    void zonesAreComparedByTheirRules() {
        assertThatCode(() -> PipelineTables.requireSessionTimeZone(tableConfig("Etc/UTC"), "UTC", "p.P"))
                .doesNotThrowAnyException();
        assertThatCode(() -> PipelineTables.requireSessionTimeZone(tableConfig("Z"), "UTC", "p.P"))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> PipelineTables.requireSessionTimeZone(tableConfig("CET"), "Europe/Berlin", "p.P"))
                .isInstanceOf(ValidationException.class);
    }

    @Test
    void theExecutionEnvironmentsConfigurationDefaultsToTheSystemZone() {
        Configuration configuration = new Configuration();
        String system = ZoneId.systemDefault().getId();
        assertThatCode(() -> PipelineTables.requireSessionTimeZone(configuration, system, "p.P"))
                .doesNotThrowAnyException();

        String other = system.equals("Pacific/Chatham") ? "Asia/Kathmandu" : "Pacific/Chatham";
        configuration.set(TableConfigOptions.LOCAL_TIME_ZONE, other);
        assertThatCode(() -> PipelineTables.requireSessionTimeZone(configuration, other, "p.P"))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> PipelineTables.requireSessionTimeZone(configuration, system, "p.P"))
                .isInstanceOf(ValidationException.class)
                .hasMessageContaining("table.local-time-zone is " + other);
    }
}
