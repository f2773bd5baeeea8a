package io.github.typegen.it.state;

import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.core.execution.SavepointFormatType;

/**
 * The keyed state backends the state tests run on: Flink's heap backend, RocksDB with full and with incremental
 * checkpoints, and ForSt. The heap keeps keyed state by the key object, RocksDB and ForSt by the key's serialized
 * bytes. RocksDB's checkpoints (full ones too) and native savepoints are its own files, as ForSt's are: a restore
 * opens them and reads a state's entries through serializers only to migrate them, when the state is registered,
 * or when they are accessed; a canonical savepoint's entries are copied into a new database.
 */
public enum StateBackend {
    HEAP("hashmap", false),
    ROCKSDB_FULL("rocksdb", false),
    ROCKSDB_INCREMENTAL("rocksdb", true),
    FORST("forst", true);

    private final String type;
    private final boolean incremental;

    StateBackend(String type, boolean incremental) {
        this.type = type;
        this.incremental = incremental;
    }

    /** Whether keyed state lives in serialized form, found by the serialized bytes of its key. */
    public boolean keysBySerializedBytes() {
        return this != HEAP;
    }

    /**
     * Whether this backend's checkpoints are incremental: a restore from one of them opens the checkpoint's
     * files as they are, while a restore from a canonical savepoint writes every entry into a new database.
     */
    public boolean incrementalCheckpoints() {
        return incremental;
    }

    /**
     * The format of this backend's savepoints: canonical, the format every backend restores from, except on
     * ForSt, which in Flink 2.3.0 writes native savepoints only (a canonical one fails the job: "does not support
     * CANONICAL savepoints").
     */
    public SavepointFormatType savepointFormat() {
        return this == FORST ? SavepointFormatType.NATIVE : SavepointFormatType.CANONICAL;
    }

    /** Sets this backend, and its checkpoint kind, in a job's configuration. */
    public Configuration configure(Configuration configuration) {
        configuration.set(StateBackendOptions.STATE_BACKEND, type);
        configuration.set(CheckpointingOptions.INCREMENTAL_CHECKPOINTS, incremental);
        return configuration;
    }
}
