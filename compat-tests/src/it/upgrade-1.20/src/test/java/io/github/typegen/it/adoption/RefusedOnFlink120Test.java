package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * Adoption refuses, on Flink 1.20.3 as on 2.x, state the current classes cannot hold (profile {@code refused}):
 * the committed stock Flink 1.20.3 savepoint, whose {@code Customer.tags} Flink 1.20 wrote with Kryo as a {@code
 * List}, restored with {@code tags} declared {@code ArrayList}. The job fails before any key runs, with Typegen's
 * reason inside Flink's message, and the savepoint is left as it was.
 */
class RefusedOnFlink120Test {

    @Test
    void aKryoListFieldNowDeclaredArrayListIsRefusedSayingWhy() throws Exception {
        Path fixtures = Path.of(System.getProperty("fixtures"));
        Path stock = UpgradeJobs.copy(fixtures.resolve("stock-1.20"), Files.createTempDirectory("stock-1.20"));

        String failure = UpgradeJobs.failedRestore(2, stock);

        assertThat(failure).contains("org.apache.flink.util.StateMigrationException")
                .contains("field 'tags' of adopt.Customer: Kryo wrote java.util.List values, which a field of type"
                        + " java.util.ArrayList<java.lang.String> cannot hold");
    }
}
