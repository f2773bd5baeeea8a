package io.github.typegen.sample.cluster;

/**
 * The ledger's input, a pure function of the sequence number, so that a source replaying from a checkpoint
 * produces the same postings again: posting {@code n} books {@code (n * 7919) mod 2001 - 1000} cents
 * (-10.00 to +10.00 EUR) on account {@code "account-" + (n mod 20)}.
 */
public final class Postings {

    public static final int ACCOUNTS = 20;
    public static final String CURRENCY = "EUR";

    private Postings() {}

    public static Posting posting(long sequence) {
        return new Posting(sequence, "account-" + sequence % ACCOUNTS,
                new Money(CURRENCY, sequence * 7919 % 2001 - 1000));
    }
}
