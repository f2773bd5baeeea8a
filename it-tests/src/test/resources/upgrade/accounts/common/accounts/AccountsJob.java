package accounts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;

/**
 * The job of both versions of the classes: {@link #KEYS} keys {@code acct-<i>}, each holding a {@code
 * ValueState<Account>} "account" and a {@code ValueState<Money>} "money" ({@link Bookkeeping}), whose descriptors
 * name the classes only, so Flink's type extraction chooses their serializers: a {@code PojoSerializer} with Kryo
 * fields for {@code Account} and Kryo for {@code Money} before the classes are annotated, the generated serializers
 * after (the classes woven, as the Typegen Maven plugin weaves them). It compiles on Flink 1.20 and 2.x alike: its
 * source ({@link KeyEvents}) is a {@code Source}, no {@code SourceFunction}.
 *
 * <p>Round {@code r} sends every key one event. From round 2 on, the key first writes the report {@code
 * restored-<key>}: the state it found, which must be {@link #expected(int, int) expected(r - 1, i)}. Round 1 puts
 * the values of {@link #expected(int, int) expected(1, i)} into state, each later round updates them; the key then
 * writes the report {@code round<r>-<key>}, {@link #expected(int, int) expected(r, i)}. Reports are files of the
 * output directory, each written atomically; the job then runs on until it is stopped (with a savepoint).
 */
public final class AccountsJob {

    public static final int KEYS = 200;

    private AccountsJob() {}

    /** Round {@code round} of the job, reporting into {@code outputDirectory}. */
    public static void define(StreamExecutionEnvironment env, String outputDirectory, int round) {
        env.fromSource(new KeyEvents(), WatermarkStrategy.noWatermarks(), "events", Types.STRING).uid("events")
                .keyBy(new ByKey(), Types.STRING)
                .process(new Bookkeeping(outputDirectory, round), Types.STRING).uid("accounts")
                .sinkTo(new DiscardingSink<>()).uid("discard");
    }

    /** The key of index {@code i}: {@code acct-<i>}. */
    public static String key(int i) {
        return "acct-" + i;
    }

    /** Every key, in index order. */
    public static List<String> keys() {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < KEYS; i++) {
            keys.add(key(i));
        }
        return keys;
    }

    /**
     * The report of key {@code acct-<i>} after {@code rounds} rounds (0: before any, no state), spelled out from
     * the rules of {@link Bookkeeping} rather than computed by them, so that a restore that loses or changes a
     * value cannot agree with it. Round 1:
     *
     * <pre>
     * account=Account[owner=owner-&lt;i&gt;, balance=&lt;b&gt;, tags=[tag&lt;i%3&gt;(, even for even i)],
     *     limits={daily=&lt;10+i&gt;(, weekly=&lt;70+i&gt; when i%4==0)}]
     * money=Money[&lt;i&gt;.25 EUR for even i, USD for odd i]
     * </pre>
     *
     * (one line for the account), where {@code b = 100 + i}, but {@code 5000000000 + i} when {@code i % 5 == 4}
     * (beyond an int). Each round {@code r >= 2} adds 1000 to the balance, the tag {@code r<r>} to the tags, the
     * limit {@code r<r>=100 r + i}, and 10.50 to the amount. Maps are shown in key order.
     */
    public static String expected(int rounds, int i) {
        if (rounds == 0) {
            return "account=null\nmoney=null\n";
        }
        long balance = (i % 5 == 4 ? 5_000_000_000L : 100L) + i + 1000L * (rounds - 1);
        StringBuilder tags = new StringBuilder("tag" + i % 3);
        if (i % 2 == 0) {
            tags.append(", even");
        }
        Map<String, Long> limits = new TreeMap<>();
        limits.put("daily", 10L + i);
        if (i % 4 == 0) {
            limits.put("weekly", 70L + i);
        }
        for (int round = 2; round <= rounds; round++) {
            tags.append(", r").append(round);
            limits.put("r" + round, 100L * round + i);
        }
        BigDecimal amount =
                new BigDecimal(i + ".25").add(new BigDecimal("10.50").multiply(BigDecimal.valueOf(rounds - 1)));
        return "account=Account[owner=owner-" + i + ", balance=" + balance + ", tags=[" + tags + "], limits=" + limits
                + "]\n"
                + "money=Money[" + amount.setScale(2) + " " + (i % 2 == 0 ? "EUR" : "USD") + "]\n";
    }

    /** The reports of every key after {@code rounds} rounds, in index order. */
    public static List<String> expectedReports(int rounds) {
        List<String> reports = new ArrayList<>();
        for (int i = 0; i < KEYS; i++) {
            reports.add(expected(rounds, i));
        }
        return reports;
    }

    /** The report of a key's state, as {@link #expected(int, int)} spells it. */
    static String describe(Account account, Money money) {
        String accountText = account == null
                ? "null"
                : "Account[owner=" + account.getOwner() + ", balance=" + account.getBalance() + ", tags="
                        + account.getTags() + ", limits="
                        + (account.getLimits() == null ? null : new TreeMap<>(account.getLimits())) + "]";
        String moneyText = money == null ? "null" : "Money[" + money.getAmount() + " " + money.getCurrency() + "]";
        return "account=" + accountText + "\nmoney=" + moneyText + "\n";
    }

    /** Writes {@code text} to {@code name} in {@code directory}, atomically, for the test to read. */
    static void report(String directory, String name, String text) {
        try {
            Path temporary = Files.createTempFile(Path.of(directory), name, ".tmp");
            Files.write(temporary, text.getBytes(StandardCharsets.UTF_8));
            Files.move(temporary, Path.of(directory, name), StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An event is its key. */
    static final class ByKey implements KeySelector<String, String> {
        private static final long serialVersionUID = 1L;

        @Override
        public String getKey(String event) {
            return event;
        }
    }
}
