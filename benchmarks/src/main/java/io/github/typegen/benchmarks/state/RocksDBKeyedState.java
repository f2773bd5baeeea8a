package io.github.typegen.benchmarks.state;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.RunnableFuture;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.base.LongSerializer;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.core.fs.CloseableRegistry;
import org.apache.flink.core.fs.FileSystem;
import org.apache.flink.metrics.groups.UnregisteredMetricsGroup;
import org.apache.flink.runtime.checkpoint.CheckpointOptions;
import org.apache.flink.runtime.checkpoint.SavepointType;
import org.apache.flink.runtime.state.CheckpointStorageLocationReference;
import org.apache.flink.runtime.state.KeyGroupRange;
import org.apache.flink.runtime.state.KeyedStateHandle;
import org.apache.flink.runtime.state.LocalRecoveryConfig;
import org.apache.flink.runtime.state.SnapshotResult;
import org.apache.flink.runtime.state.UncompressedStreamCompressionDecorator;
import org.apache.flink.runtime.state.VoidNamespace;
import org.apache.flink.runtime.state.VoidNamespaceSerializer;
import org.apache.flink.runtime.state.filesystem.FsCheckpointStreamFactory;
import org.apache.flink.runtime.state.metrics.LatencyTrackingStateConfig;
import org.apache.flink.runtime.state.metrics.SizeTrackingStateConfig;
import org.apache.flink.runtime.state.ttl.TtlTimeProvider;
import org.apache.flink.state.rocksdb.EmbeddedRocksDBStateBackend.PriorityQueueStateType;
import org.apache.flink.state.rocksdb.RocksDBKeyedStateBackend;
import org.apache.flink.state.rocksdb.RocksDBKeyedStateBackendBuilder;
import org.apache.flink.state.rocksdb.RocksDBPriorityQueueConfig;
import org.apache.flink.state.rocksdb.RocksDBResourceContainer;
import org.apache.flink.streaming.api.operators.StreamOperatorStateHandler;
import org.apache.flink.util.FileUtils;
import org.apache.flink.util.concurrent.FutureUtils;
import org.rocksdb.RocksDB;

import io.github.typegen.benchmarks.FlatPojo;

/**
 * A {@code ValueState<FlatPojo>} keyed by {@code long} in Flink's RocksDB keyed state backend, built the way
 * {@code EmbeddedRocksDBStateBackend} builds it for a keyed operator (one subtask, every key group, default
 * options), without a job around it: written and snapshotted as a savepoint, then restored from that savepoint
 * with a serializer of choice. Registering the state on the restored backend is where RocksDB
 * migrates it: when the new serializer's snapshot answers compatible after migration, every value is read with
 * the old snapshot's restored serializer and written again with the new one.
 */
final class RocksDBKeyedState implements AutoCloseable {

    static final String STATE_NAME = "position";
    private static final int KEY_GROUPS = 128;

    private final Path directory;
    private final RocksDBKeyedStateBackend<Long> backend;
    private final ValueState<FlatPojo> state;

    private RocksDBKeyedState(Path directory, RocksDBKeyedStateBackend<Long> backend, ValueState<FlatPojo> state) {
        this.directory = directory;
        this.backend = backend;
        this.state = state;
    }

    /** The value of key {@code key}: every field set, each key's different. */
    static FlatPojo value(long key) {
        return new FlatPojo("sensor-" + key, (int) (key % 1000), Instant.ofEpochSecond(1_760_000_000L + key, key),
                key, key * 0.25, new ArrayList<>(List.of("key-" + key, "alpha")));
    }

    /**
     * Writes {@link #value} of the keys {@code 0} to {@code keys - 1} with {@code serializer} into a new backend
     * under {@code directory}, takes a savepoint of {@code format} into {@code directory/savepoint}, disposes of
     * the backend and returns the savepoint's handle.
     */
    static KeyedStateHandle writeSavepoint(Path directory, TypeSerializer<FlatPojo> serializer, int keys,
            SavepointFormatType format) throws Exception {
        try (RocksDBKeyedState written = open(directory.resolve("writer"), serializer, List.of())) {
            for (long key = 0; key < keys; key++) {
                written.backend.setCurrentKey(key);
                written.state.update(value(key));
            }
            return written.savepoint(directory.resolve("savepoint"), format);
        }
    }

    /**
     * A new backend under {@code directory}, restored from {@code savepoint}, with the state registered with
     * {@code serializer}: what a keyed operator's restore and {@code open()} do.
     */
    static RocksDBKeyedState restore(Path directory, KeyedStateHandle savepoint, TypeSerializer<FlatPojo> serializer)
            throws Exception {
        return open(directory, serializer, List.of(savepoint));
    }

    /** The value of {@code key} in the state, read with the state's current serializer. */
    FlatPojo read(long key) throws IOException {
        backend.setCurrentKey(key);
        return state.value();
    }

    private static RocksDBKeyedState open(Path directory, TypeSerializer<FlatPojo> serializer,
            Collection<KeyedStateHandle> restoreFrom) throws Exception {
        RocksDB.loadLibrary();
        File instance = Files.createDirectories(directory).toFile();
        RocksDBResourceContainer resources = new RocksDBResourceContainer();
        RocksDBKeyedStateBackend<Long> backend = new RocksDBKeyedStateBackendBuilder<>(
                STATE_NAME + "-operator",
                RocksDBKeyedState.class.getClassLoader(),
                instance,
                resources,
                name -> resources.getColumnOptions(),
                null,
                LongSerializer.INSTANCE,
                KEY_GROUPS,
                new KeyGroupRange(0, KEY_GROUPS - 1),
                new ExecutionConfig(),
                LocalRecoveryConfig.BACKUP_AND_RECOVERY_DISABLED,
                RocksDBPriorityQueueConfig.buildWithPriorityQueueType(PriorityQueueStateType.HEAP),
                TtlTimeProvider.DEFAULT,
                LatencyTrackingStateConfig.disabled(),
                SizeTrackingStateConfig.disabled(),
                new UnregisteredMetricsGroup(),
                (metric, value) -> {},
                restoreFrom,
                UncompressedStreamCompressionDecorator.INSTANCE,
                new CloseableRegistry())
                .build();
        try {
            ValueState<FlatPojo> state = backend.getPartitionedState(VoidNamespace.INSTANCE,
                    VoidNamespaceSerializer.INSTANCE, new ValueStateDescriptor<>(STATE_NAME, serializer));
            return new RocksDBKeyedState(directory, backend, state);
        } catch (Exception | Error e) {
            backend.dispose();
            throw e;
        }
    }

    /**
     * A savepoint of {@code format} into {@code target}, taken as a keyed operator takes it: a canonical one
     * through the backend's savepoint resources (every entry, in Flink's backend-independent format), a native
     * one through the backend's own snapshot strategy (RocksDB's files, full, as checkpoints are not incremental
     * here).
     */
    private KeyedStateHandle savepoint(Path target, SavepointFormatType format) throws Exception {
        Path shared = Files.createDirectories(target.resolve("shared"));
        FsCheckpointStreamFactory streams = new FsCheckpointStreamFactory(FileSystem.getLocalFileSystem(),
                new org.apache.flink.core.fs.Path(target.toUri()), new org.apache.flink.core.fs.Path(shared.toUri()),
                0, 1 << 16);
        CheckpointOptions options = new CheckpointOptions(SavepointType.savepoint(format),
                CheckpointStorageLocationReference.getDefault());
        long timestamp = System.currentTimeMillis();
        try (CloseableRegistry registry = new CloseableRegistry()) {
            RunnableFuture<SnapshotResult<KeyedStateHandle>> snapshot = format == SavepointFormatType.CANONICAL
                    ? StreamOperatorStateHandler.prepareCanonicalSavepoint(backend, registry)
                            .snapshot(1L, timestamp, streams, options)
                    : backend.snapshot(1L, timestamp, streams, options);
            return FutureUtils.runIfNotDoneAndGet(snapshot).getJobManagerOwnedSnapshot();
        }
    }

    /** Disposes of the backend and deletes its RocksDB instance. */
    @Override
    public void close() throws IOException {
        backend.dispose();
        FileUtils.deleteDirectory(directory.toFile());
    }
}
