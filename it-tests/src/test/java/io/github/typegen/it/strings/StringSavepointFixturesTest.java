package io.github.typegen.it.strings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.apache.flink.api.common.JobID;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.test.junit5.InjectClusterClient;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.state.StateBackend;
import io.github.typegen.runtime.serialization.TypegenSerializerSnapshot;

/**
 * The committed savepoints of {@link StringSavepoints}, written in the encodings of snapshot version 2 ({@code
 * StringValue} strings, four-byte ints) and of version 3 (compact strings, four-byte ints), keyed by a {@code
 * @FlinkType} record holding a string and an int, with strings of every kind in {@code ValueState}, {@code MapState}
 * keys and values, and {@code ListState}, restore with today's serializers on the heap backend and on RocksDB:
 * every key finds the values round 1 put in; the job goes on, takes a savepoint (still of the fixture's version),
 * and that restores again with the values of round 2.
 */
class StringSavepointFixturesTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    enum Restore {
        V2_HEAP_ON_HEAP(StringSavepoints.Fixture.HEAP_V2, StateBackend.HEAP),
        V2_ROCKSDB_ON_ROCKSDB(StringSavepoints.Fixture.ROCKSDB_V2, StateBackend.ROCKSDB_FULL),
        V2_HEAP_ON_ROCKSDB_INCREMENTAL(StringSavepoints.Fixture.HEAP_V2, StateBackend.ROCKSDB_INCREMENTAL),
        V2_ROCKSDB_ON_HEAP(StringSavepoints.Fixture.ROCKSDB_V2, StateBackend.HEAP),
        V3_HEAP_ON_HEAP(StringSavepoints.Fixture.HEAP_V3, StateBackend.HEAP),
        V3_ROCKSDB_ON_ROCKSDB(StringSavepoints.Fixture.ROCKSDB_V3, StateBackend.ROCKSDB_FULL),
        V3_HEAP_ON_ROCKSDB_INCREMENTAL(StringSavepoints.Fixture.HEAP_V3, StateBackend.ROCKSDB_INCREMENTAL),
        V3_ROCKSDB_ON_HEAP(StringSavepoints.Fixture.ROCKSDB_V3, StateBackend.HEAP);

        final StringSavepoints.Fixture fixture;
        final StateBackend backend;

        Restore(StringSavepoints.Fixture fixture, StateBackend backend) {
            this.fixture = fixture;
            this.backend = backend;
        }
    }

    /** A job that starts without a savepoint writes the current version. */
    @org.junit.jupiter.api.Test
    void aNewJobWritesSnapshotsOfTheCurrentVersion(@InjectClusterClient ClusterClient<?> client,
            @TempDir Path temp) throws Exception {
        StringsJob.RESTORED.clear();
        JobID job = StringSavepoints.submit(client, StateBackend.ROCKSDB_FULL, 1, null);
        StringSavepoints.awaitRound(client, job, 1);
        Path savepoint = StringSavepoints.stopWithSavepoint(client, job, temp.resolve("savepoints"));

        assertThat(StringSavepoints.snapshotVersions(savepoint, LabelSerializerSnapshot.class))
                .containsExactly(TypegenSerializerSnapshot.VERSION);
        assertThat(StringSavepoints.snapshotVersions(savepoint, NoteSerializerSnapshot.class))
                .containsExactly(TypegenSerializerSnapshot.VERSION);
        job = StringSavepoints.submit(client, StateBackend.ROCKSDB_FULL, 2, savepoint);
        assertThat(StringSavepoints.awaitRound(client, job, 2)).isEqualTo(StringSavepoints.expected(1));
        client.cancel(job).get();
    }

    @ParameterizedTest
    @EnumSource(Restore.class)
    void theSavepointOfAnEarlierEncodingRestoresAndGoesOn(Restore restore,
            @InjectClusterClient ClusterClient<?> client, @TempDir Path temp) throws Exception {
        StringsJob.RESTORED.clear();
        Path fixture = restore.fixture.copyTo(temp);
        int version = restore.fixture.version;
        assertThat(StringSavepoints.snapshotVersions(fixture, LabelSerializerSnapshot.class))
                .as("the versions of the key's snapshots in the fixture").containsExactly(version);
        assertThat(StringSavepoints.snapshotVersions(fixture, NoteSerializerSnapshot.class))
                .as("the versions of the value's snapshots in the fixture").containsExactly(version);

        JobID job = StringSavepoints.submit(client, restore.backend, 2, fixture);
        assertThat(StringSavepoints.awaitRound(client, job, 2)).as("the state each key restored from the fixture")
                .isEqualTo(StringSavepoints.expected(1));
        Path savepoint = StringSavepoints.stopWithSavepoint(client, job, temp.resolve("savepoints-round2"));
        // The classes are unchanged: the serializers of the state were reconfigured to keep the encoding of the
        // fixture's version. (The timer service of the operator also records the key serializer the job configures,
        // of the current version.)
        assertThat(StringSavepoints.snapshotVersions(savepoint, LabelSerializerSnapshot.class))
                .as("the versions of the key's snapshots after the restore").contains(version);
        assertThat(StringSavepoints.snapshotVersions(savepoint, NoteSerializerSnapshot.class))
                .as("the versions of the value's snapshots after the restore").containsExactly(version);

        job = StringSavepoints.submit(client, restore.backend, 3, savepoint);
        assertThat(StringSavepoints.awaitRound(client, job, 3))
                .as("the state each key restored from the savepoint taken after the restore")
                .isEqualTo(StringSavepoints.expected(2));
        client.cancel(job).get();
    }
}
