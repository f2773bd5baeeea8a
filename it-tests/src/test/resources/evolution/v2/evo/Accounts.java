package evo;

import java.util.HashSet;
import java.util.Set;
import java.util.TreeMap;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/**
 * Version 2: reports the state each key restored, then each event adds 1 to the balance, sets the tier and
 * records the account in the history; reports the state after the last event.
 */
public final class Accounts extends KeyedProcessFunction<String, String, String> {

    private static final long serialVersionUID = 1L;

    private final String outputDirectory;
    private transient ValueState<Account> account;
    private transient MapState<String, Account> history;
    private transient Set<String> seen;

    Accounts(String outputDirectory) {
        this.outputDirectory = outputDirectory;
    }

    @Override
    public void open(OpenContext context) {
        account = getRuntimeContext().getState(new ValueStateDescriptor<>("account", new AccountTypeInfo()));
        history = getRuntimeContext().getMapState(
                new MapStateDescriptor<>("history", Types.STRING, new AccountTypeInfo()));
        seen = new HashSet<>();
    }

    @Override
    public void processElement(String key, Context context, Collector<String> out) throws Exception {
        if (seen.add(key)) {
            AccountJob.report(outputDirectory, "restored-" + key, describe());
        }
        Account current = account.value();
        Account updated = new Account(key, current.balance() + 1, "gold");
        account.update(updated);
        history.put("v2-" + (updated.balance() - 50), updated);
        if (updated.balance() == 50 + AccountJob.ROUNDS) {
            AccountJob.report(outputDirectory, "v2-" + key, describe());
        }
    }

    private String describe() throws Exception {
        TreeMap<String, Account> entries = new TreeMap<>();
        for (java.util.Map.Entry<String, Account> entry : history.entries()) {
            entries.put(entry.getKey(), entry.getValue());
        }
        return account.value() + "\n" + entries;
    }
}
