package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The first step of the upgrade, on Flink 1.20.3: the savepoint stock Flink 1.20.3 wrote for the classes before
 * adoption ({@code PojoSerializer} with Kryo fields, Kryo) restores with the classes annotated {@code @FlinkType}
 * and woven; every key holds what round 1 put in, round 2 updates it, and the savepoint the job is stopped with
 * holds generated snapshots only. Its path is left in {@code <savepoints>/latest} for the second build, on
 * Flink 2.3.0 ({@link RestoreOnFlink23Test}).
 */
class AdoptOnFlink120Test {

    @Test
    void theStockSavepointOfFlink120IsAdoptedAndSavedWithTheGeneratedSerializers() throws Exception {
        Path fixtures = Path.of(System.getProperty("fixtures"));
        Path savepoints = Path.of(System.getProperty("savepoints"));
        Path stock = UpgradeJobs.copy(fixtures.resolve("stock-1.20"), Files.createTempDirectory("stock-1.20"));
        assertThat(UpgradeJobs.snapshotClassesNamed(stock, ExpectedState.snapshots()))
                .as("the serializers of the stock savepoint's state").containsExactlyElementsOf(ExpectedState.FLINK_SNAPSHOTS);

        Path adopted = UpgradeJobs.round(2, stock, false, savepoints.resolve("adopted"));

        assertThat(UpgradeJobs.snapshotClassesNamed(adopted, ExpectedState.snapshots()))
                .as("the serializers of the state after adoption: no PojoSerializer or Kryo left")
                .containsExactlyElementsOf(ExpectedState.GENERATED_SNAPSHOTS);
        Files.writeString(savepoints.resolve("latest"), adopted.toUri().toString());
        if (Boolean.getBoolean("typegen.upgrade.writeFixtures")) {
            UpgradeJobs.replace(fixtures.resolve("adopted-1.20"), adopted);
        }
    }
}
