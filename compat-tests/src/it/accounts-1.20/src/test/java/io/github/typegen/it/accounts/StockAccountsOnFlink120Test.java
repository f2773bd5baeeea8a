package io.github.typegen.it.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * Round 1 of the accounts job with the classes before adoption (profile {@code stock}), on stock Flink 1.20.3:
 * Flink's own {@code PojoSerializer} (its List and Map fields Kryo fields) and Kryo hold the state. With {@code
 * -Dtypegen.upgrade.writeFixtures=true} its savepoint replaces the committed fixture {@code accounts-stock-1.20}.
 */
class StockAccountsOnFlink120Test {

    @Test
    void stockFlink120KeepsTheAccountsWithItsOwnSerializers() throws Exception {
        Path fixtures = Path.of(System.getProperty("fixtures"));
        Path savepoints = Path.of(System.getProperty("savepoints"));

        Path stock = AccountsRounds.round(1, null, true, savepoints.resolve("stock"));

        System.out.println("Serializer snapshots named in " + stock + ": "
                + AccountsRounds.allSnapshotClassesNamed(stock));
        assertThat(AccountsRounds.snapshotClassesNamed(stock, AccountsRounds.snapshots()))
                .as("the serializers of the state").containsExactlyElementsOf(AccountsRounds.FLINK_SNAPSHOTS);
        if (Boolean.getBoolean("typegen.upgrade.writeFixtures")) {
            AccountsRounds.replace(fixtures.resolve("accounts-stock-1.20"), stock);
        }
    }
}
