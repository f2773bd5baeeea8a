package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.serialization.SavepointCheck;
import io.github.typegen.runtime.serialization.SavepointReport;

/**
 * The first step of the upgrade, on Flink 1.20.3: the savepoint stock Flink 1.20.3 wrote for the classes before
 * adoption ({@code PojoSerializer} with Kryo fields, Kryo) restores with the classes annotated {@code @FlinkType}
 * and woven; every key holds what round 1 put in, round 2 updates it, and the savepoint the job is stopped with
 * holds generated snapshots only. Its path is left in {@code <savepoints>/latest} for the second build, on
 * Flink 2.3.0 ({@link RestoreOnFlink23Test}).
 */
class AdoptOnFlink120Test {

    /**
     * Before the restore that adopts, on the Flink line that wrote the savepoint: every state of a {@code @FlinkType}
     * migrates (Flink 1.20 reads its own Kryo), and every value Flink's serializers read back is written and read
     * again by the generated serializers, in each state kind. The metadata says Flink 1.x wrote the savepoint.
     */
    @Test
    void theStockSavepointOfFlink120PassesTheCheckBeforeAdoption() throws Exception {
        Path fixtures = Path.of(System.getProperty("fixtures"));
        Path stock = UpgradeJobs.copy(fixtures.resolve("stock-1.20"), Files.createTempDirectory("stock-1.20"));

        SavepointReport report = SavepointCheck.of(stock).run();

        assertThat(report.writtenByFlinkLine()).isEqualTo(1);
        assertThat(report.passes()).as(report.toString()).isTrue();
        for (String name : List.of("customer (VALUE)", "readings (LIST)", "shapes (MAP)", "total (REDUCING)",
                "parcel (AGGREGATING)", "seen (operator LIST)", "directory (BROADCAST)")) {
            assertThat(report.states()).as(report.toString())
                    .filteredOn(state -> state.state().equals(name))
                    .singleElement()
                    .satisfies(state -> {
                        assertThat(state.outcome()).as(name).isEqualTo(SavepointReport.Outcome.MIGRATES);
                        assertThat(state.values()).as(name).isPositive();
                    });
        }
    }

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
