package io.github.typegen.it.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The adoption on Flink 1.20.3: the committed savepoint {@code accounts-stock-1.20} that stock Flink 1.20.3 wrote
 * for the classes before adoption ({@code PojoSerializer} with Kryo fields, Kryo) restores with the classes annotated
 * {@code @FlinkType} and woven; every key holds what round 1 put in, round 2 updates it, and the savepoint the job is
 * stopped with holds generated snapshots only. With {@code -Dtypegen.upgrade.writeFixtures=true} that savepoint
 * replaces the committed fixture {@code accounts-adopted-1.20}.
 */
class AdoptAccountsOnFlink120Test {

    @Test
    void theStockAccountsSavepointIsAdoptedAndSavedWithTheGeneratedSerializers() throws Exception {
        Path fixtures = Path.of(System.getProperty("fixtures"));
        Path savepoints = Path.of(System.getProperty("savepoints"));
        Path stock = AccountsRounds.copy(fixtures.resolve("accounts-stock-1.20"),
                Files.createTempDirectory("accounts-stock-1.20"));
        assertThat(AccountsRounds.snapshotClassesNamed(stock, AccountsRounds.snapshots()))
                .as("the serializers of the stock savepoint's state")
                .containsExactlyElementsOf(AccountsRounds.FLINK_SNAPSHOTS);

        Path adopted = AccountsRounds.round(2, stock, false, savepoints.resolve("adopted"));

        System.out.println("Serializer snapshots named in " + adopted + ": "
                + AccountsRounds.allSnapshotClassesNamed(adopted));
        assertThat(AccountsRounds.snapshotClassesNamed(adopted, AccountsRounds.snapshots()))
                .as("the serializers of the state after adoption: no PojoSerializer or Kryo left")
                .containsExactlyElementsOf(AccountsRounds.GENERATED_SNAPSHOTS);
        if (Boolean.getBoolean("typegen.upgrade.writeFixtures")) {
            AccountsRounds.replace(fixtures.resolve("accounts-adopted-1.20"), adopted);
        }
    }
}
