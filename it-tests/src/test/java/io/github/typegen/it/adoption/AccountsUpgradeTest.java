package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.test.junit5.InjectClusterClient;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.ExceptionUtils;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.state.StateBackend;
import io.github.typegen.it.versions.SourceVersions;
import io.github.typegen.runtime.serialization.SavepointFlinkLine;
import io.github.typegen.runtime.serialization.SavepointRefusedException;

/**
 * The reported corruption, and what Typegen does about it, on the savepoints of the accounts job committed under
 * {@code src/test/resources/upgrade/savepoints} ({@code compat-tests/src/it/accounts-1.20} writes them; see the README
 * there): 200 keys, each a {@code ValueState<Account>} (a POJO with {@code String}, {@code long}, {@code List} and
 * {@code Map} fields) and a {@code ValueState<Money>} (an immutable class).
 *
 * <ul>
 *   <li>{@code accounts-stock-1.20}: stock Flink 1.20.3, the classes without annotation: {@code PojoSerializer} whose
 *       {@code List} and {@code Map} fields are Kryo fields, Kryo for {@code Money}. Restored directly on Flink 2.3.0
 *       with the classes {@code @FlinkType}, every {@code Account} used to read wrong values without a word ({@code
 *       Account(null, 100, null, {daily=10})} for {@code Account(owner-0, 100, [tag0, even], {daily=10, weekly=70})});
 *       now refused on every backend before any key runs, whatever the job says of the savepoint.
 *   <li>{@code accounts-adopted-1.20}: that savepoint adopted on Flink 1.20.3 (the classes annotated and woven,
 *       round 2): restores on Flink 2.3.0 on every backend, every value equal.
 * </ul>
 */
class AccountsUpgradeTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @TempDir
    static Path jars;
    private static Path after;

    @BeforeAll
    static void compileTheAnnotatedVersion() throws Exception {
        after = JobVersions.ACCOUNTS_AFTER.compile(jars);
    }

    @ParameterizedTest
    @EnumSource(StateBackend.class)
    void theSavepointOfStockFlink120IsRefusedOnFlink23BeforeAnyKeyRuns(StateBackend backend,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        Path savepoint = UpgradeFromFlink120Test.fixture("accounts-stock-1.20", temp);

        String failure = restoreFails(client, StockSavepointFixturesTest.restoringCanonical(backend), backend,
                savepoint, temp);

        assertThat(failure).contains(SavepointRefusedException.class.getName() + ": State of accounts.Account was"
                + " written by PojoSerializer, and cannot be read into the current classes:\n"
                + "  - field 'limits' of accounts.Account was written by Kryo, as Flink 1.x writes a POJO's field of"
                + " type java.util.Map<java.lang.String, java.lang.Long>; Flink 2.x writes it with its own"
                + " MapSerializer: Flink 1.x wrote this state\n"
                + "  - field 'tags' of accounts.Account was written by Kryo, as Flink 1.x writes a POJO's field of"
                + " type java.util.List<java.lang.String>; Flink 2.x writes it with its own ListSerializer: Flink 1.x"
                + " wrote this state\n"
                + "Flink 2.x cannot read the Kryo state of a Flink 1.x savepoint (Flink 2.0 moved from Kryo 2 to Kryo"
                + " 5, whose bytes differ: read anyway, they give wrong values or fail). Restore this savepoint on"
                + " Flink 1.20 with the classes annotated @FlinkType, take a savepoint there, and restore that one on"
                + " Flink 2.x (docs/upgrading-flink.md: Upgrading from Flink 1.20 to 2.x). The savepoint is left as it"
                + " is.");
    }

    /**
     * A job that says, wrongly, that Flink 2.x wrote the savepoint is refused too: the Kryo fields of {@code Account}
     * tell. A job that says Flink 1.x wrote it is refused as well ({@code Money}'s Kryo state, were {@code Account}
     * registered after it).
     */
    @ParameterizedTest
    @ValueSource(strings = {"2.3.0", "1.20.3"})
    void theSavepointOfStockFlink120IsRefusedWhateverTheJobSaysOfIt(String stated,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        Path savepoint = UpgradeFromFlink120Test.fixture("accounts-stock-1.20", temp);

        String failure = restoreFails(client, Jobs.savepointOfFlink(stated, new Configuration()), StateBackend.HEAP,
                savepoint, temp);

        assertThat(failure).contains(SavepointRefusedException.class.getName() + ": State of accounts.Account")
                .contains("Flink 1.x wrote this state" + (stated.startsWith("2") ? " (though the job says Flink 2.x"
                        + " wrote its savepoint, " + SavepointFlinkLine.OPTION + ")" : ""));
    }

    @ParameterizedTest
    @EnumSource(StateBackend.class)
    void theSavepointAdoptedOnFlink120RestoresOnFlink23WithEveryValue(StateBackend backend,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        Path savepoint = UpgradeFromFlink120Test.fixture("accounts-adopted-1.20", temp);
        Map<String, String> files = SourceVersions.digests(savepoint);
        List<String> keys = expected("keys");

        Path output = Files.createDirectories(temp.resolve("output"));
        JobID job = Jobs.submit(client, StockSavepointFixturesTest.restoringCanonical(backend), after,
                JobVersions.ACCOUNTS_AFTER, backend, "accounts.AccountsJob", output, 3, savepoint.toString());
        assertThat(Jobs.awaitReports(client, job, output, "restored-", keys))
                .as("the state each key restored: round 1 on stock Flink 1.20.3, round 2 adopted on Flink 1.20.3")
                .containsExactlyElementsOf(expected("expectedReports", 2));
        assertThat(Jobs.awaitReports(client, job, output, "round3-", keys)).as("the state after a round on Flink 2.3")
                .containsExactlyElementsOf(expected("expectedReports", 3));
        client.cancel(job).get();
        assertThat(SourceVersions.digests(savepoint)).as("the savepoint's files").isEqualTo(files);
    }

    /**
     * Submits round 2 of the annotated job restoring {@code savepoint}, and returns the failure the job ends with, after
     * checking that no key ran and that the savepoint's files are as they were.
     */
    private static String restoreFails(ClusterClient<?> client, Configuration configuration, StateBackend backend,
            Path savepoint, Path temp) throws Exception {
        Map<String, String> files = SourceVersions.digests(savepoint);
        Path output = Files.createDirectories(temp.resolve("output"));
        JobID job = Jobs.submit(client, configuration, after, JobVersions.ACCOUNTS_AFTER, backend,
                "accounts.AccountsJob", output, 2, savepoint.toString());
        String failure = ExceptionUtils.stringifyException(Jobs.failure(client, job));
        try (Stream<Path> reports = Files.list(output)) {
            assertThat(reports).as("no key ran after the refused restore").isEmpty();
        }
        assertThat(SourceVersions.digests(savepoint)).as("the savepoint's files").isEqualTo(files);
        return failure;
    }

    /**
     * What the job's own {@code AccountsJob} spells out: {@code keys()}, or {@code expectedReports(rounds)}, the
     * report of every key after that many rounds.
     */
    @SuppressWarnings("unchecked")
    static List<String> expected(String method, Object... rounds) throws Exception {
        try (URLClassLoader classes = new URLClassLoader(new URL[] {after.toUri().toURL()},
                AccountsUpgradeTest.class.getClassLoader())) {
            Class<?> job = classes.loadClass("accounts.AccountsJob");
            Method spelled = rounds.length == 0 ? job.getMethod(method) : job.getMethod(method, int.class);
            return (List<String>) spelled.invoke(null, rounds);
        }
    }
}
