package io.github.typegen.benchmarks.state;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializer;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.state.KeyedStateHandle;
import org.apache.flink.util.FileUtils;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import io.github.typegen.benchmarks.FlatPojo;
import io.github.typegen.benchmarks.FlatPojoSerializer;

/**
 * The time to restore a keyed {@code ValueState<FlatPojo>} of {@link #keys} keys into Flink's RocksDB backend
 * from a savepoint: building the backend from the savepoint (a canonical one's entries written into a new
 * RocksDB instance, a native one's files opened) and registering the state, as a keyed operator's restore and
 * {@code open()} do. Registering is where RocksDB migrates: restored into the generated serializer, state
 * written by {@code PojoSerializer} is compatible after migration, and every value is read with the restored
 * {@code PojoSerializer} and written with {@code FlatPojoSerializer}.
 *
 * <p>The trial's setup writes the state with the writer's serializer and takes the savepoint, once; each
 * invocation restores from it into a new RocksDB instance, which after the invocation, untimed, is checked
 * (the first and the last key read back their values) and disposed of. Without migration the restore copies
 * bytes: reading a value later deserializes it with the restored serializer, a cost of the job, not of the restore.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 1)
@Measurement(iterations = 5)
@State(Scope.Benchmark)
public class StateRestoreBenchmark {

    /** Who wrote the savepoint, and who restores it. */
    public enum Restore {
        /** {@code PojoSerializer} state restored with {@code PojoSerializer}: no migration. */
        POJO_AS_POJO(Writer.POJO, Writer.POJO),
        /** {@code PojoSerializer} state restored into the generated serializer: migrated. */
        POJO_INTO_GENERATED(Writer.POJO, Writer.GENERATED),
        /** Generated-serializer state restored with the generated serializer: no migration. */
        GENERATED_AS_GENERATED(Writer.GENERATED, Writer.GENERATED);

        final Writer writer;
        final Writer reader;

        Restore(Writer writer, Writer reader) {
            this.writer = writer;
            this.reader = reader;
        }
    }

    /** The two serializers of {@link FlatPojo} a state is written or read with. */
    enum Writer {
        /** Flink's {@code PojoSerializer}, as {@code TypeInformation.of(FlatPojo.class)} gives it. */
        POJO,
        /** {@code FlatPojoSerializer}, written by Typegen. */
        GENERATED;

        @SuppressWarnings("unchecked")
        TypeSerializer<FlatPojo> serializer() {
            if (this == GENERATED) {
                return new FlatPojoSerializer();
            }
            TypeSerializer<FlatPojo> pojo = TypeInformation.of(FlatPojo.class)
                    .createSerializer(new SerializerConfigImpl());
            if (!(pojo instanceof PojoSerializer)) {
                throw new IllegalStateException("Expected Flink's PojoSerializer for FlatPojo, got " + pojo);
            }
            return pojo;
        }
    }

    @Param("1000000")
    public int keys;

    @Param({"POJO_AS_POJO", "POJO_INTO_GENERATED", "GENERATED_AS_GENERATED"})
    public Restore restore;

    /**
     * The savepoint's format: {@code CANONICAL}, which the restore copies entry by entry into a new RocksDB
     * instance, or {@code NATIVE}, RocksDB's own files, which the restore opens as they are (as it opens an
     * incremental checkpoint's).
     */
    @Param({"CANONICAL", "NATIVE"})
    public SavepointFormatType format;

    private Path directory;
    private KeyedStateHandle savepoint;
    private RocksDBKeyedState restored;

    @Setup(Level.Trial)
    public void writeSavepoint() throws Exception {
        directory = Files.createTempDirectory("typegen-state-restore");
        savepoint = RocksDBKeyedState.writeSavepoint(directory, restore.writer.serializer(), keys, format);
    }

    @Benchmark
    public RocksDBKeyedState restore() throws Exception {
        restored = RocksDBKeyedState.restore(directory.resolve("restored"), savepoint, restore.reader.serializer());
        return restored;
    }

    /** Checks, untimed, that the first and the last key read back their values, then disposes of the backend. */
    @TearDown(Level.Invocation)
    public void disposeRestored() throws Exception {
        try {
            for (long key : new long[] {0, keys - 1}) {
                FlatPojo value = restored.read(key);
                if (!RocksDBKeyedState.value(key).equals(value)) {
                    throw new IllegalStateException("Key " + key + " restored as " + value);
                }
            }
        } finally {
            restored.close();
        }
    }

    @TearDown(Level.Trial)
    public void deleteSavepoint() throws Exception {
        FileUtils.deleteDirectory(directory.toFile());
    }

    /** The savepoint every invocation restores from. */
    KeyedStateHandle savepoint() {
        return savepoint;
    }

    /** The trial's directory: the savepoint, and the RocksDB instance of the restore that runs. */
    Path directory() {
        return directory;
    }
}
