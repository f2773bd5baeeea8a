package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.typegen.it.versions.SourceVersions;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.serialization.SavepointCheck;
import io.github.typegen.runtime.serialization.SavepointFlinkLine;
import io.github.typegen.runtime.serialization.SavepointReport;
import io.github.typegen.runtime.serialization.SavepointReport.Outcome;
import io.github.typegen.runtime.serialization.SavepointReport.StateCheck;

/**
 * {@link SavepointCheck} on the committed savepoints of the accounts job ({@link AccountsUpgradeTest}), with the
 * annotated classes of the job's jar: what a restore on this Flink (2.3.0) would do with each keyed state, and every
 * value read with the generated serializers.
 */
class SavepointCheckTest {

    @TempDir
    static Path temp;
    private static URLClassLoader job;

    @BeforeAll
    static void loadTheAnnotatedJob() throws Exception {
        Path jar = JobVersions.ACCOUNTS_AFTER.compile(temp.resolve("jars"));
        job = new URLClassLoader(new URL[] {jar.toUri().toURL()}, SavepointCheckTest.class.getClassLoader());
    }

    @AfterAll
    static void close() throws Exception {
        job.close();
    }

    private static StateCheck state(SavepointReport report, String name) {
        return report.states().stream().filter(state -> state.state().equals(name)).findFirst().orElseThrow(
                () -> new AssertionError("no state " + name + " in\n" + report));
    }

    @Test
    void theSavepointOfStockFlink120IsSeenAsFlink1sAndItsStateAsRefused() throws Exception {
        Path savepoint = UpgradeFromFlink120Test.fixture("accounts-stock-1.20", temp.resolve("stock"));
        Map<String, String> files = SourceVersions.digests(savepoint);

        SavepointReport report = SavepointCheck.of(savepoint).classLoader(job).run();

        assertThat(report.metadataVersion()).as("the _metadata format of Flink 1.20").isEqualTo(4);
        assertThat(report.writtenByFlinkLine()).isEqualTo(1);
        assertThat(report.passes()).isFalse();
        StateCheck account = state(report, "account (VALUE)");
        assertThat(account.valueClass()).isEqualTo("accounts.Account");
        assertThat(account.writer()).isEqualTo("PojoSerializer");
        assertThat(account.outcome()).isEqualTo(Outcome.REFUSED);
        assertThat(account.detail()).contains("field 'tags' of accounts.Account was written by Kryo, as Flink 1.x"
                + " writes a POJO's field of type java.util.List<java.lang.String>");
        StateCheck money = state(report, "money (VALUE)");
        assertThat(money.writer()).isEqualTo("Kryo");
        assertThat(money.outcome()).isEqualTo(Outcome.REFUSED);
        assertThat(money.detail()).contains("state of accounts.Money was written by Kryo, on Flink 1.x or on Flink"
                + " 2.x: the job does not say which (" + SavepointFlinkLine.OPTION + ")");
        assertThat(report.problems()).containsExactlyInAnyOrder(account, money);
        assertThat(report.toString()).contains("_metadata version 4, written by Flink 1.x")
                .contains("account (VALUE): REFUSED, accounts.Account written by PojoSerializer, 0 values read");

        SavepointReport stated = SavepointCheck.of(savepoint).classLoader(job).savepointFlinkVersion("1.20.3").run();
        assertThat(state(stated, "money (VALUE)").detail()).contains("state of accounts.Money was written by Kryo,"
                + " and the job says Flink 1.x wrote its savepoint");
        assertThat(stated.toString()).doesNotContain(", but the job says");

        SavepointReport wrong = SavepointCheck.of(savepoint).classLoader(job).savepointFlinkVersion("2.3.0").run();
        assertThat(wrong.toString()).contains("_metadata version 4, written by Flink 1.x, but the job says Flink"
                + " 2.x wrote it (" + SavepointFlinkLine.OPTION + ")");
        assertThat(SourceVersions.digests(savepoint)).as("the savepoint's files").isEqualTo(files);
    }

    @Test
    void theSavepointAdoptedOnFlink120ReadsEveryValueBackWithTheGeneratedSerializers() throws Exception {
        Path savepoint = UpgradeFromFlink120Test.fixture("accounts-adopted-1.20", temp.resolve("adopted"));

        SavepointReport report = SavepointCheck.of(savepoint).classLoader(job).run();

        assertThat(report.writtenByFlinkLine()).as("written by Flink 1.20.3, in the generated serializers").isEqualTo(1);
        for (String name : List.of("account (VALUE)", "money (VALUE)")) {
            StateCheck state = state(report, name);
            assertThat(state.outcome()).as(name).isEqualTo(Outcome.COMPATIBLE);
            assertThat(state.values()).as(name).isEqualTo(200);
            assertThat(state.failures()).as(name).isEmpty();
        }
        assertThat(report.passes()).as(report.toString()).isTrue();
    }

    /**
     * The savepoint stock Flink 2.3.0 wrote for every state kind ({@link StockSavepointFixturesTest}): keyed {@code
     * ValueState}, {@code ListState}, {@code MapState}, {@code ReducingState} and {@code AggregatingState}, operator
     * {@code ListState} and broadcast state, {@code PojoSerializer} and Kryo. With the job's word that Flink 2.3.0
     * wrote it, every state of a {@code @FlinkType} migrates and every value reads back; without it, the Kryo state
     * is refused.
     */
    @Test
    void theStockSavepointOfFlink23OfEveryStateKindPassesOnTheJobsWord() throws Exception {
        Path savepoint = StockSavepoints.Fixture.HOLDINGS.copyTo(temp.resolve("holdings"));
        try (URLClassLoader adoption = new URLClassLoader(
                new URL[] {JobVersions.AFTER.compile(temp.resolve("adoption-jars")).toUri().toURL()},
                SavepointCheckTest.class.getClassLoader())) {
            SavepointReport report = SavepointCheck.of(savepoint).classLoader(adoption).savepointFlinkVersion("2.3.0")
                    .run();

            assertThat(report.metadataVersion()).as("the _metadata format of Flink 2.3").isEqualTo(6);
            assertThat(report.passes()).as(report.toString()).isTrue();
            for (String name : List.of("customer (VALUE)", "readings (LIST)", "shapes (MAP)", "total (REDUCING)",
                    "parcel (AGGREGATING)", "seen (operator LIST)", "directory (BROADCAST)")) {
                StateCheck state = state(report, name);
                assertThat(state.outcome()).as(name).isEqualTo(Outcome.MIGRATES);
                assertThat(state.values()).as(name).isPositive();
            }

            SavepointReport unstated = SavepointCheck.of(savepoint).classLoader(adoption).run();
            assertThat(unstated.problems()).extracting(StateCheck::state)
                    .contains("shapes (MAP)", "total (REDUCING)", "parcel (AGGREGATING)")
                    .doesNotContain("customer (VALUE)", "readings (LIST)", "seen (operator LIST)");
        }
    }

    /**
     * A value that does not fit its class's generated serializer, as a misread leaves it (a {@code List<String>} field
     * holding numbers, which erasure lets a reader put there), is reported; one that fits is not.
     */
    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void aValueThatDoesNotRoundTripIsReported() throws Exception {
        Class<?> accountClass = job.loadClass("accounts.Account");
        TypeSerializer<Object> serializer = (TypeSerializer<Object>) Typegen.typeInfo(accountClass)
                .createSerializer(new org.apache.flink.api.common.ExecutionConfig().getSerializerConfig());
        Object account = accountClass.getConstructor().newInstance();
        accountClass.getMethod("setOwner", String.class).invoke(account, "owner-0");
        accountClass.getMethod("setTags", List.class).invoke(account, List.of("tag0"));
        accountClass.getMethod("setLimits", Map.class).invoke(account, Map.of("daily", 10L));

        assertThat(SavepointCheck.roundTrip(serializer, account)).isEmpty();

        accountClass.getMethod("setTags", List.class).invoke(account, (List) List.of(7, 8));
        assertThat(SavepointCheck.roundTrip(serializer, account)).get().asString()
                .contains("cannot be written and read back by AccountSerializer<accounts.Account>")
                .contains("ClassCastException");
    }
}
