package io.github.typegen.benchmarks.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.Stream;

import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.state.IncrementalRemoteKeyedStateHandle;
import org.apache.flink.runtime.state.KeyGroupsSavepointStateHandle;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs {@link StateRestoreBenchmark}'s setup, benchmark and tear-down with a few keys, and checks that what it
 * times is a complete restore: every key's value reads back equal through the state's serializer (after a
 * migration, bytes the generated serializer wrote), and nothing is left on disk.
 */
class StateRestoreBenchmarkTest {

    private static final int KEYS = 2_000;

    static Stream<Arguments> everyRestoreAndFormat() {
        return Arrays.stream(StateRestoreBenchmark.Restore.values()).flatMap(restore -> Stream.of(
                Arguments.of(restore, SavepointFormatType.CANONICAL),
                Arguments.of(restore, SavepointFormatType.NATIVE)));
    }

    @ParameterizedTest
    @MethodSource("everyRestoreAndFormat")
    void everyKeyReadsBackItsValueAfterTheRestore(StateRestoreBenchmark.Restore restore, SavepointFormatType format)
            throws Exception {
        StateRestoreBenchmark benchmark = new StateRestoreBenchmark();
        benchmark.keys = KEYS;
        benchmark.restore = restore;
        benchmark.format = format;
        benchmark.writeSavepoint();
        try {
            // a canonical savepoint holds the entries, a native one RocksDB's files
            assertThat(benchmark.savepoint()).isInstanceOf(format == SavepointFormatType.CANONICAL
                    ? KeyGroupsSavepointStateHandle.class : IncrementalRemoteKeyedStateHandle.class);
            for (int invocation = 0; invocation < 2; invocation++) {
                RocksDBKeyedState restored = benchmark.restore();
                for (long key = 0; key < KEYS; key++) {
                    assertThat(restored.read(key)).as("key %d", key).isEqualTo(RocksDBKeyedState.value(key));
                }
                assertThat(restored.read(KEYS)).isNull();
                benchmark.disposeRestored();
            }
        } finally {
            benchmark.deleteSavepoint();
        }
        assertThat(benchmark.directory()).doesNotExist();
    }

    @ParameterizedTest
    @EnumSource(StateRestoreBenchmark.Writer.class)
    void theWritersAreTheirSerializers(StateRestoreBenchmark.Writer writer) {
        assertThat(writer.serializer().getClass().getSimpleName())
                .isEqualTo(writer == StateRestoreBenchmark.Writer.POJO ? "PojoSerializer" : "FlatPojoSerializer");
    }
}
