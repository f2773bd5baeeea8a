package evo;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** Version 1: each event adds 10 to the balance and records the account in the history. */
public final class Accounts extends KeyedProcessFunction<String, String, String> {

    private static final long serialVersionUID = 1L;

    private final String outputDirectory;
    private transient ValueState<Account> account;
    private transient MapState<String, Account> history;

    Accounts(String outputDirectory) {
        this.outputDirectory = outputDirectory;
    }

    @Override
    public void open(OpenContext context) {
        account = getRuntimeContext().getState(new ValueStateDescriptor<>("account", new AccountTypeInfo()));
        history = getRuntimeContext().getMapState(
                new MapStateDescriptor<>("history", Types.STRING, new AccountTypeInfo()));
    }

    @Override
    public void processElement(String key, Context context, Collector<String> out) throws Exception {
        Account current = account.value();
        int balance = (current == null ? 0 : current.balance()) + 10;
        Account updated = new Account(key, balance, "note-" + key);
        account.update(updated);
        history.put("round-" + balance / 10, updated);
        if (balance == 10 * AccountJob.ROUNDS) {
            AccountJob.report(outputDirectory, "v1-" + key, updated.toString());
        }
    }
}
