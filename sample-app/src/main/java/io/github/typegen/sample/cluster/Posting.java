package io.github.typegen.sample.cluster;

import io.github.typegen.annotations.FlinkType;

/** One booking on an account: the {@code sequence}-th posting of the ledger, a credit or (negative) a debit. */
@FlinkType
public record Posting(long sequence, String account, Money amount) {}
