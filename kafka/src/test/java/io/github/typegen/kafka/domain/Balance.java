package io.github.typegen.kafka.domain;

import io.github.typegen.annotations.FlinkType;

/** An account's balance after its {@code payments}-th payment: the tests' keyed state and output. */
@FlinkType
public record Balance(String account, int payments, long cents) {

    /** The line {@link BalanceSchema} writes. */
    public String toLine() {
        return account + "," + payments + "," + cents;
    }

    /** Reads a line {@link #toLine()} wrote. */
    public static Balance parse(String line) {
        String[] fields = line.split(",", -1);
        return new Balance(fields[0], Integer.parseInt(fields[1]), Long.parseLong(fields[2]));
    }
}
