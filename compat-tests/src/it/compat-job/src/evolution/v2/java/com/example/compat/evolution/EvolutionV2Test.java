package com.example.compat.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.ConfigOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.Typegen;

/**
 * The second step of a savepoint evolution: the savepoint of version 1 ({@code EvolutionV1Test}, run by the previous
 * build) restored with {@code Account} version 2 (a field added), its state migrated and still updating; on the
 * backend that wrote it, the heap or RocksDB.
 */
class EvolutionV2Test {

    /** The classes of the state objects the backend handed out; the MiniCluster runs in this JVM. */
    static final Set<String> STATE_CLASSES = ConcurrentHashMap.newKeySet();

    /** Emits the restored account of its key, then the one it writes. */
    static final class Accounts extends KeyedProcessFunction<String, String, Account> {
        private static final long serialVersionUID = 1L;
        private transient ValueState<Account> account;

        @Override
        public void processElement(String key, Context context, Collector<Account> out) throws Exception {
            if (account == null) {
                account = getRuntimeContext().getState(new ValueStateDescriptor<>("account",
                        Typegen.typeInfo(Account.class)));
                STATE_CLASSES.add(account.getClass().getSimpleName());
            }
            Account restored = account.value();
            out.collect(restored);
            account.update(new Account(restored.id(), restored.cents() + 1, "v2"));
            out.collect(account.value());
        }
    }

    @Test
    void theSavepointOfVersion1RestoresWithVersion2() throws Exception {
        restoreWithVersion2("hashmap", "Heap");
    }

    @Test
    @Tag("extended")
    void theSavepointOfVersion1RestoresWithVersion2OnRocksDB() throws Exception {
        restoreWithVersion2("rocksdb", "RocksDB");
    }

    /**
     * Restores the savepoint that version 1 wrote on the given backend, on the same backend, whose state classes start
     * with the given prefix.
     */
    private static void restoreWithVersion2(String backend, String statePrefix) throws Exception {
        STATE_CLASSES.clear();
        String savepoint = Files.readString(Path.of(System.getProperty("savepoints"), backend, "latest"));
        Configuration config = new Configuration();
        config.set(PipelineOptions.GENERIC_TYPES, false);
        config.set(StateBackendOptions.STATE_BACKEND, backend);
        config.set(ConfigOptions.key("execution.savepoint.path").stringType().noDefaultValue(), savepoint);
        // The first version's source is not part of this job.
        config.set(ConfigOptions.key("execution.savepoint.ignore-unclaimed-state").booleanType().defaultValue(false),
                true);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(config);
        env.setParallelism(2);
        List<String> keys = List.of("acct-0", "acct-1", "acct-2", "acct-3");

        List<Account> out = env.fromData(keys, Types.STRING).uid("keys")
                .keyBy(key -> key, Types.STRING)
                .process(new Accounts(), Typegen.typeInfo(Account.class)).uid("accounts")
                .executeAndCollect(100);

        assertThat(out).hasSize(8);
        List<Account> restored = out.stream().filter(account -> account.note() == null).toList();
        assertThat(restored).extracting(Account::id).containsExactlyInAnyOrderElementsOf(keys);
        assertThat(restored.stream().mapToLong(Account::cents).sum()).isGreaterThanOrEqualTo(10_000);
        for (Account before : restored) {
            assertThat(out).contains(new Account(before.id(), before.cents() + 1, "v2"));
        }
        assertThat(STATE_CLASSES).as("the classes of the state objects").isNotEmpty()
                .allMatch(name -> name.startsWith(statePrefix));
    }
}
