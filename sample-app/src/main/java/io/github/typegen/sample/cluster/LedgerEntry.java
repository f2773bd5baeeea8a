package io.github.typegen.sample.cluster;

import java.util.stream.Collectors;

import io.github.typegen.annotations.FlinkType;

/** What the ledger writes for each posting: the posting's sequence number and its account's balance after it. */
@FlinkType
public record LedgerEntry(long sequence, AccountBalance balance) {

    /**
     * One CSV line: {@code sequence,account,postings,currency,cents,recent}, the recent sequence numbers separated
     * by spaces, oldest first; e.g. {@code 41,account-1,3,EUR,-1520,1 21 41}.
     */
    public String csv() {
        return sequence + "," + balance.getAccount() + "," + balance.getPostings() + ","
                + balance.getBalance().currency() + "," + balance.getBalance().cents() + ","
                + balance.getRecentSequences().stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
}
