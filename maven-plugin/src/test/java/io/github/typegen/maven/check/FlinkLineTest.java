package io.github.typegen.maven.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;

import org.apache.flink.api.java.typeutils.TypeExtractor;
import org.junit.jupiter.api.Test;

import io.github.typegen.maven.testing.TestClasses;

class FlinkLineTest {

    @Test
    void aVersionSelectsItsLine() {
        assertThat(FlinkLine.of("1.20.3")).isEqualTo(FlinkLine.FLINK_1_20);
        assertThat(FlinkLine.of("1.20")).isEqualTo(FlinkLine.FLINK_1_20);
        assertThat(FlinkLine.of("2.0.1")).isEqualTo(FlinkLine.FLINK_2_0);
        assertThat(FlinkLine.of("2.1-SNAPSHOT")).isEqualTo(FlinkLine.FLINK_2_1);
        assertThat(FlinkLine.of("2.2.0")).isEqualTo(FlinkLine.FLINK_2_2);
        assertThat(FlinkLine.of(" 2.3.0 ")).isEqualTo(FlinkLine.FLINK_2_3);
        assertThat(FlinkLine.isKnown("2.3.0")).isTrue();
    }

    @Test
    void aNewerVersionGetsTheNewestLinesRules() {
        assertThat(FlinkLine.of("2.4.0")).isEqualTo(FlinkLine.NEWEST);
        assertThat(FlinkLine.of("3.0.0")).isEqualTo(FlinkLine.NEWEST);
        assertThat(FlinkLine.isKnown("2.4.0")).isFalse();
    }

    @Test
    void anOlderVersionOrNoVersionIsRejected() {
        assertThatThrownBy(() -> FlinkLine.of("1.19.1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Flink 1.19.1 is older")
                .hasMessageContaining("Flink 1.20 and 2.x");
        assertThatThrownBy(() -> FlinkLine.of("latest"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'latest' is not a Flink version");
    }

    @Test
    void theVersionOnAClassPathIsThatOfItsFlinkCore() {
        assertThat(FlinkLine.versionOn(TestClasses.classpath()))
                .contains(TypeExtractor.class.getPackage().getImplementationVersion());
        Path flink120 = TestClasses.directory().getParent().resolve("flink-lines/1.20");
        assertThat(FlinkLine.versionOn(List.of(flink120.resolve("slf4j-api-1.7.36.jar"),
                flink120.resolve("flink-core-1.20.3.jar")))).contains("1.20.3");
        assertThat(FlinkLine.versionOn(List.of(TestClasses.directory()))).isEmpty();
    }
}
