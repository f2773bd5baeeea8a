package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * Round 1 of the job with the classes before adoption (profile {@code stock}), on stock Flink 1.20.3: Flink's own
 * {@code PojoSerializer} and Kryo hold the state. With {@code -Dtypegen.upgrade.writeFixtures=true} its savepoint
 * replaces the committed fixture {@code stock-1.20}.
 */
class StockFlink120Test {

    @Test
    void stockFlink120KeepsTheStateOfTheUnannotatedClassesWithItsOwnSerializers() throws Exception {
        Path fixtures = Path.of(System.getProperty("fixtures"));
        Path savepoints = Path.of(System.getProperty("savepoints"));

        Path stock = UpgradeJobs.round(1, null, true, savepoints.resolve("stock"));

        assertThat(UpgradeJobs.snapshotClassesNamed(stock, ExpectedState.snapshots()))
                .as("the serializers of the state").containsExactlyElementsOf(ExpectedState.FLINK_SNAPSHOTS);
        if (Boolean.getBoolean("typegen.upgrade.writeFixtures")) {
            UpgradeJobs.replace(fixtures.resolve("stock-1.20"), stock);
        }
    }
}
