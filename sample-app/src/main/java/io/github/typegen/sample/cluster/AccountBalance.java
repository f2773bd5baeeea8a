package io.github.typegen.sample.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/**
 * The keyed state of an account: how many postings it has had, its balance, and the sequence numbers of its
 * last {@link #RECENT} postings. Immutable (final fields, no setters): Flink's own type extraction would hand
 * it to Kryo; here it is written by the generated {@code AccountBalanceSerializer}.
 */
@FlinkType
public final class AccountBalance {

    /** How many of the latest posting sequence numbers a balance keeps. */
    public static final int RECENT = 3;

    private final String account;
    private final long postings;
    private final Money balance;
    private final List<Long> recentSequences;

    public AccountBalance(String account, long postings, Money balance, List<Long> recentSequences) {
        this.account = account;
        this.postings = postings;
        this.balance = balance;
        this.recentSequences = recentSequences;
    }

    public String getAccount() {
        return account;
    }

    public long getPostings() {
        return postings;
    }

    public Money getBalance() {
        return balance;
    }

    public List<Long> getRecentSequences() {
        return recentSequences;
    }

    /** The balance after {@code posting}. */
    public AccountBalance post(Posting posting) {
        List<Long> recent = new ArrayList<>(recentSequences.subList(
                Math.max(0, recentSequences.size() - (RECENT - 1)), recentSequences.size()));
        recent.add(posting.sequence());
        return new AccountBalance(account, postings + 1, balance.plus(posting.amount()), List.copyOf(recent));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AccountBalance other && account.equals(other.account) && postings == other.postings
                && balance.equals(other.balance) && recentSequences.equals(other.recentSequences);
    }

    @Override
    public int hashCode() {
        return Objects.hash(account, postings, balance, recentSequences);
    }

    @Override
    public String toString() {
        return "AccountBalance[account=" + account + ", postings=" + postings + ", balance=" + balance
                + ", recentSequences=" + recentSequences + "]";
    }
}
