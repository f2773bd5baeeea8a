package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.MemorySize;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.test.util.MiniClusterWithClientResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import io.github.typegen.it.SavepointFixtures;
import io.github.typegen.it.state.StateBackend;

/**
 * The savepoint fixtures of {@code src/test/resources/adoption/savepoints}: state written by Flink 2.3.0's own
 * serializers ({@code PojoSerializer}, Kryo) for the {@code before} classes, which {@link
 * StockSavepointFixturesTest} restores with the {@code after} classes. {@link #main} writes them again; see the
 * README next to them for the command. Each fixture is a canonical savepoint written on RocksDB (full
 * checkpoints), with every state handle in a file of its own ({@code state.storage.fs.memory-threshold: 0}),
 * so that {@code _metadata} refers to them by relative paths only and the savepoint restores from anywhere.
 */
public final class StockSavepoints {

    /** The system property that names the directory to write the fixtures to, and runs {@link #write()}. */
    static final String WRITE_PROPERTY = "typegen.adoption.writeFixtures";

    /** The fixtures, by directory name. */
    enum Fixture {
        /** {@code adopt.AdoptionJob} after round 1: every state kind over the fixture classes. */
        HOLDINGS("holdings"),
        /** {@code adopt.ByAddressJob}: keyed by {@code adopt.Address}, a PojoSerializer key. */
        KEYED_BY_ADDRESS("keyed-by-address");

        final String directory;

        Fixture(String directory) {
            this.directory = directory;
        }

        /** The committed fixture, copied to {@code temp}; fails, saying how to write it, when it is missing. */
        Path copyTo(Path temp) throws IOException {
            return SavepointFixtures.copyTo("adoption/savepoints", directory, temp);
        }
    }

    /**
     * Writes the fixtures into the directory given as the only argument (the module's {@code
     * src/test/resources/adoption/savepoints}), replacing the files of each fixture.
     */
    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            throw new IllegalArgumentException("Usage: StockSavepoints <directory of the fixtures>");
        }
        Path target = Path.of(args[0]);
        Path temp = Files.createTempDirectory("stock-savepoints");
        MiniClusterWithClientResource cluster = new MiniClusterWithClientResource(
                new MiniClusterResourceConfiguration.Builder().setNumberTaskManagers(1)
                        .setNumberSlotsPerTaskManager(2).build());
        cluster.before();
        try {
            ClusterClient<?> client = cluster.getClusterClient();
            Path before = JobVersions.BEFORE.compile(temp);
            Configuration configuration = new Configuration();
            configuration.set(CheckpointingOptions.FS_SMALL_FILE_THRESHOLD, MemorySize.ZERO);

            Path holdings = Files.createDirectories(temp.resolve("output-holdings"));
            JobID job = Jobs.submit(client, configuration, before, JobVersions.BEFORE, StateBackend.ROCKSDB_FULL,
                    "adopt.AdoptionJob", holdings, 1, null);
            assertThat(Jobs.awaitReports(client, job, holdings, "round1-", ExpectedState.keys()))
                    .containsExactlyElementsOf(ExpectedState.reports(1));
            SavepointFixtures.replace(target.resolve(Fixture.HOLDINGS.directory),
                    Jobs.stopWithSavepoint(client, job, StateBackend.ROCKSDB_FULL, temp.resolve("savepoints")));

            Path byAddress = Files.createDirectories(temp.resolve("output-by-address"));
            job = Jobs.submit(client, configuration, before, JobVersions.BEFORE, StateBackend.ROCKSDB_FULL,
                    "adopt.ByAddressJob", byAddress, null, null);
            assertThat(Jobs.awaitReports(client, job, byAddress, "count-", KeyTypeAdoptionTest.cities()))
                    .containsExactlyElementsOf(KeyTypeAdoptionTest.counts());
            SavepointFixtures.replace(target.resolve(Fixture.KEYED_BY_ADDRESS.directory),
                    Jobs.stopWithSavepoint(client, job, StateBackend.ROCKSDB_FULL, temp.resolve("savepoints")));
        } finally {
            cluster.after();
        }
    }

    /** Runs {@link #main} under Maven when the system property {@value #WRITE_PROPERTY} names the directory. */
    @Test
    @EnabledIfSystemProperty(named = WRITE_PROPERTY, matches = ".+")
    void write() throws Exception {
        main(new String[] {System.getProperty(WRITE_PROPERTY)});
    }
}
