package com.example.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.table.ChangeSerializer;
import io.github.typegen.runtime.table.ChangeTypeInfo;

/**
 * A plain DataStream job with Kryo forbidden: records, a sealed type, a generic type and keyed state of a POJO, each
 * with its generated type information, on the heap and on RocksDB.
 */
class StrictJobTest {

    /** The classes of the state objects the backend handed out; the MiniCluster runs in this JVM. */
    static final Set<String> STATE_CLASSES = ConcurrentHashMap.newKeySet();

    static final class Totals extends KeyedProcessFunction<String, Transfer, Tagged<Balance>> {
        private static final long serialVersionUID = 1L;
        private transient ValueState<Balance> balance;

        @Override
        public void processElement(Transfer transfer, Context context, Collector<Tagged<Balance>> out)
                throws Exception {
            if (balance == null) {
                balance = getRuntimeContext().getState(new ValueStateDescriptor<>("balance",
                        Typegen.typeInfo(Balance.class)));
                STATE_CLASSES.add(balance.getClass().getSimpleName());
            }
            Balance current = balance.value();
            if (current == null) {
                current = new Balance(transfer.account(), 0, new HashMap<>());
            }
            current.setCents(current.getCents() + transfer.cents());
            current.getByChannel().merge(transfer.channel() instanceof Channel.Card ? "card" : "wire",
                    transfer.cents(), Long::sum);
            balance.update(current);
            out.collect(new Tagged<>(context.getCurrentKey(), current));
        }
    }

    @Test
    void aKeyedJobRunsOnGeneratedSerializersWithGenericTypesDisabled() throws Exception {
        keyedJob("hashmap", "Heap");
    }

    @Test
    @Tag("extended")
    void theKeyedJobRunsOnRocksDB() throws Exception {
        keyedJob("rocksdb", "RocksDB");
    }

    /** Runs the keyed job with its state in the given backend, whose state classes start with the given prefix. */
    private static void keyedJob(String backend, String statePrefix) throws Exception {
        STATE_CLASSES.clear();
        StreamExecutionEnvironment env = Jobs.strict(backend);
        List<Tagged<Balance>> out = env.fromData(Arrays.asList(Jobs.lines()), Types.STRING)
                .map(line -> new Ledger().parse(line), Typegen.typeInfo(Transfer.class))
                .keyBy(Transfer::account, Types.STRING)
                .process(new Totals(), new TaggedTypeInfo<>(Typegen.typeInfo(Balance.class)))
                .executeAndCollect(1_000);

        assertThat(out).hasSize(60);
        Map<String, Balance> last = new HashMap<>();
        out.forEach(tagged -> last.merge(tagged.tag(), tagged.value(),
                (a, b) -> a.getCents() >= b.getCents() ? a : b));
        for (int account = 0; account < 3; account++) {
            long total = 0;
            long card = 0;
            for (int i = account; i < 60; i += 3) {
                long cents = i % 7 == 0 ? 0 : i;
                total += cents;
                card += i % 2 == 0 ? cents : 0;
            }
            Balance balance = last.get("acct-" + account);
            assertThat(balance.getCents()).isEqualTo(total);
            assertThat(balance.getByChannel()).containsEntry("card", card).containsEntry("wire", total - card);
        }
        assertThat(STATE_CLASSES).as("the classes of the state objects").isNotEmpty()
                .allMatch(name -> name.startsWith(statePrefix));
    }

    @Test
    void theGeneratedTypeInformationIsFoundForEachClass() {
        assertThat(Typegen.typeInfo(Transfer.class)).isInstanceOf(TransferTypeInfo.class);
        assertThat(Typegen.typeInfo(Channel.class)).isInstanceOf(ChannelTypeInfo.class);
        assertThat(Typegen.typeInfo(Balance.class)).isInstanceOf(BalanceTypeInfo.class);
        assertThat(Typegen.typeInfo(Balance.class).isKeyType()).isTrue();
    }

    /** Flink 1.20 still asks for serializers by ExecutionConfig (abstract there, removed in 2.0). */
    @Test
    void bothFormsOfCreateSerializerGiveTheGeneratedSerializer() {
        ExecutionConfig config = new ExecutionConfig();
        BalanceTypeInfo balance = new BalanceTypeInfo();
        assertThat(balance.createSerializer(config)).isInstanceOf(BalanceSerializer.class)
                .isEqualTo(balance.createSerializer(config.getSerializerConfig()));
        ChangeTypeInfo<Balance> change = new ChangeTypeInfo<>(balance);
        assertThat(change.createSerializer(config)).isInstanceOf(ChangeSerializer.class)
                .isEqualTo(change.createSerializer(config.getSerializerConfig()));
    }
}
