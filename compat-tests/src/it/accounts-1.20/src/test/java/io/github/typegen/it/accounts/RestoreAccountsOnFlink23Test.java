package io.github.typegen.it.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The next step, on Flink 2.3.0 (profile {@code flink-2.3}): the committed savepoint {@code accounts-adopted-1.20}
 * restores; every key holds what rounds 1 and 2 put in, round 3 updates it, and the job is stopped with a savepoint
 * of the generated serializers again.
 */
class RestoreAccountsOnFlink23Test {

    @Test
    void theAdoptedAccountsSavepointOfFlink120RestoresOnFlink23() throws Exception {
        Path fixtures = Path.of(System.getProperty("fixtures"));
        Path savepoints = Path.of(System.getProperty("savepoints"));
        Path adopted = AccountsRounds.copy(fixtures.resolve("accounts-adopted-1.20"),
                Files.createTempDirectory("accounts-adopted-1.20"));

        Path upgraded = AccountsRounds.round(3, adopted, false, savepoints.resolve("upgraded"));

        assertThat(AccountsRounds.snapshotClassesNamed(upgraded, AccountsRounds.snapshots()))
                .as("the serializers of the state on Flink 2.3.0")
                .containsExactlyElementsOf(AccountsRounds.GENERATED_SNAPSHOTS);
    }
}
