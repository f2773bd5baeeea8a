package accounts;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/**
 * Keeps the {@code ValueState<Account>} "account" and the {@code ValueState<Money>} "money" of each key, by
 * descriptors that name the classes only. On its key's event of round {@code r} it reports the state it restored
 * (from round 2 on), puts round 1's values in (when it has none) or updates them (from round 2 on), and reports
 * them: see {@link AccountsJob#expected(int, int)}.
 */
public final class Bookkeeping extends KeyedProcessFunction<String, String, String> {

    private static final long serialVersionUID = 1L;

    private final String outputDirectory;
    private final int round;

    private transient ValueState<Account> account;
    private transient ValueState<Money> money;

    Bookkeeping(String outputDirectory, int round) {
        this.outputDirectory = outputDirectory;
        this.round = round;
    }

    @Override
    public void open(OpenContext context) {
        account = getRuntimeContext().getState(new ValueStateDescriptor<>("account", Account.class));
        money = getRuntimeContext().getState(new ValueStateDescriptor<>("money", Money.class));
    }

    @Override
    public void processElement(String key, Context context, Collector<String> out) throws Exception {
        int i = Integer.parseInt(key.substring(key.indexOf('-') + 1));
        Account held = account.value();
        Money amount = money.value();
        if (round > 1) {
            AccountsJob.report(outputDirectory, "restored-" + key, AccountsJob.describe(held, amount));
        }
        if (held == null) {
            held = opened(i);
        }
        if (amount == null) {
            amount = new Money(new BigDecimal(i + ".25"), i % 2 == 0 ? "EUR" : "USD");
        }
        if (round > 1) {
            // copies, whatever list and map classes the serializer read them into; a null (a misread: round 1
            // sets every field) taken as empty or zero, so that the round goes on and every key reports
            List<String> tags = held.getTags() == null ? new ArrayList<>() : new ArrayList<>(held.getTags());
            tags.add("r" + round);
            Map<String, Long> limits = held.getLimits() == null ? new HashMap<>() : new HashMap<>(held.getLimits());
            limits.put("r" + round, 100L * round + i);
            held.setBalance(held.getBalance() + 1000);
            held.setTags(tags);
            held.setLimits(limits);
            BigDecimal before = amount.getAmount() == null ? BigDecimal.ZERO : amount.getAmount();
            amount = new Money(before.add(new BigDecimal("10.50")), amount.getCurrency());
        }
        account.update(held);
        money.update(amount);
        AccountsJob.report(outputDirectory, "round" + round + "-" + key,
                AccountsJob.describe(account.value(), money.value()));
        out.collect(key);
    }

    /** The account of key {@code acct-<i>} as round 1 opens it. */
    private static Account opened(int i) {
        Account opened = new Account();
        opened.setOwner("owner-" + i);
        opened.setBalance((i % 5 == 4 ? 5_000_000_000L : 100L) + i);
        List<String> tags = new ArrayList<>();
        tags.add("tag" + i % 3);
        if (i % 2 == 0) {
            tags.add("even");
        }
        opened.setTags(tags);
        Map<String, Long> limits = new HashMap<>();
        limits.put("daily", 10L + i);
        if (i % 4 == 0) {
            limits.put("weekly", 70L + i);
        }
        opened.setLimits(limits);
        return opened;
    }
}
