package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The second step of the upgrade, on Flink 2.3.0: the savepoint the first build took on Flink 1.20.3 after
 * adoption ({@link AdoptOnFlink120Test}) restores; every key holds what rounds 1 and 2 put in, round 3 updates it,
 * and the job is stopped with a savepoint again.
 */
class RestoreOnFlink23Test {

    @Test
    void theSavepointTakenOnFlink120AfterAdoptionRestoresAndKeepsUpdating() throws Exception {
        Path savepoints = Path.of(System.getProperty("savepoints"));
        Path adopted = Path.of(URI.create(Files.readString(savepoints.resolve("latest"))));

        Path upgraded = UpgradeJobs.round(3, adopted, false, savepoints.resolve("upgraded"));

        assertThat(UpgradeJobs.snapshotClassesNamed(upgraded, ExpectedState.snapshots()))
                .as("the serializers of the state on Flink 2.3.0")
                .containsExactlyElementsOf(ExpectedState.GENERATED_SNAPSHOTS);
    }
}
